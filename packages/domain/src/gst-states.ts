// India's states and union territories with their GST state codes (the first two digits of a GSTIN,
// and the "name of the State and its code" that rule 46 of the CGST Rules 2017 asks an invoice to show).

export interface GstState {
  /** The two-digit GST state code, e.g. "29". */
  code: string;
  name: string;
  /**
   * A union territory without a legislature: its share of an intra-territory supply is UTGST
   * (UTGST Act 2017), not SGST. Delhi, Puducherry and Jammu and Kashmir have legislatures and levy SGST.
   */
  unionTerritoryTax: boolean;
}

const state = (code: string, name: string, unionTerritoryTax = false): GstState => ({ code, name, unionTerritoryTax });

/** The codes in use since 2020 (25 Daman and Diu merged into 26; 28 was undivided Andhra Pradesh). */
export const GST_STATES: readonly GstState[] = [
  state('01', 'Jammu and Kashmir'),
  state('02', 'Himachal Pradesh'),
  state('03', 'Punjab'),
  state('04', 'Chandigarh', true),
  state('05', 'Uttarakhand'),
  state('06', 'Haryana'),
  state('07', 'Delhi'),
  state('08', 'Rajasthan'),
  state('09', 'Uttar Pradesh'),
  state('10', 'Bihar'),
  state('11', 'Sikkim'),
  state('12', 'Arunachal Pradesh'),
  state('13', 'Nagaland'),
  state('14', 'Manipur'),
  state('15', 'Mizoram'),
  state('16', 'Tripura'),
  state('17', 'Meghalaya'),
  state('18', 'Assam'),
  state('19', 'West Bengal'),
  state('20', 'Jharkhand'),
  state('21', 'Odisha'),
  state('22', 'Chhattisgarh'),
  state('23', 'Madhya Pradesh'),
  state('24', 'Gujarat'),
  state('26', 'Dadra and Nagar Haveli and Daman and Diu', true),
  state('27', 'Maharashtra'),
  state('29', 'Karnataka'),
  state('30', 'Goa'),
  state('31', 'Lakshadweep', true),
  state('32', 'Kerala'),
  state('33', 'Tamil Nadu'),
  state('34', 'Puducherry'),
  state('35', 'Andaman and Nicobar Islands', true),
  state('36', 'Telangana'),
  state('37', 'Andhra Pradesh'),
  state('38', 'Ladakh', true),
];

const byCode = new Map(GST_STATES.map((s) => [s.code, s]));

/** The state of a GST state code; undefined for a code not in use. */
export function gstStateOf(code: string): GstState | undefined {
  return byCode.get(code);
}

import type { InvoiceSummary } from '@esc/contracts';
import { financialYearOf, invoiceNumberOf, placeOfSupplyOf, splitInvoiceTax } from '@esc/domain';
import type { GstSupplier } from '../../gst-supplier-config.js';
import type { InvoiceRow } from './commerce.repository.js';

/** What a GST invoice row is issued with, apart from the payment's own columns. */
export type GstInvoiceFields = Pick<
  InvoiceRow,
  | 'invoice_id'
  | 'amount_paise'
  | 'tax_paise'
  | 'financial_year'
  | 'serial_in_year'
  | 'supplier_legal_name'
  | 'supplier_address'
  | 'supplier_gstin'
  | 'sac'
  | 'place_of_supply'
  | 'buyer_gstin'
  | 'cgst_paise'
  | 'sgst_paise'
  | 'igst_paise'
  | 'state_tax_label'
  | 'exempt'
>;

/**
 * A GST invoice's number, supplier and tax lines for a GST-inclusive price issued on a local date
 * (India): the serial is the next one of that date's financial year.
 */
export function gstInvoiceFields(input: {
  supplier: GstSupplier;
  pricePaise: number;
  issuedOn: string;
  serial: number;
  buyer: { state: string | null; gstin: string | null };
}): GstInvoiceFields {
  const { supplier, pricePaise, issuedOn, serial, buyer } = input;
  const financialYear = financialYearOf(issuedOn);
  const placeOfSupply = placeOfSupplyOf(supplier.stateCode, buyer);
  const split = splitInvoiceTax({
    pricePaise,
    supplierState: supplier.stateCode,
    placeOfSupply,
    exempt: supplier.exempt,
  });
  return {
    invoice_id: invoiceNumberOf(supplier.invoicePrefix, financialYear, serial),
    amount_paise: split.taxablePaise,
    tax_paise: split.cgstPaise + split.sgstPaise + split.igstPaise,
    financial_year: financialYear,
    serial_in_year: serial,
    supplier_legal_name: supplier.legalName,
    supplier_address: supplier.address,
    supplier_gstin: supplier.gstin,
    sac: supplier.sac,
    place_of_supply: placeOfSupply,
    buyer_gstin: buyer.gstin,
    cgst_paise: split.cgstPaise,
    sgst_paise: split.sgstPaise,
    igst_paise: split.igstPaise,
    state_tax_label: split.stateTaxLabel,
    exempt: split.exempt ? 1 : 0,
  };
}

export function invoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    amount_paise: row.amount_paise,
    tax_paise: row.tax_paise,
    total_paise: row.amount_paise + row.tax_paise,
    currency: row.currency,
    issued_at: row.issued_at,
  };
}

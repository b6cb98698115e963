import { GST_RATE_PERCENT } from './commerce-rules.js';
import { gstStateOf } from './gst-states.js';

// The rules of an Indian GST invoice (CGST Rules 2017, rule 46) that are arithmetic: the financial
// year and its serial, the GSTIN's check character, the place of supply and the tax split.

/**
 * The financial year (1 April to 31 March) of a local date "YYYY-MM-DD", as "2026-27". Rule 46(b):
 * the serial number is "unique for a financial year".
 */
export function financialYearOf(localDate: string): string {
  const year = Number(localDate.slice(0, 4));
  const month = Number(localDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Rule 46(b): "a consecutive serial number not exceeding sixteen characters". */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/**
 * The invoice number of a series: prefix / short financial year / serial, e.g. "ESC/26-27/000123"
 * (rule 46(b) allows letters, numerals, "-" and "/"). Throws when it would exceed sixteen characters.
 */
export function invoiceNumberOf(prefix: string, financialYear: string, serial: number): string {
  if (!/^[A-Z0-9]+$/.test(prefix)) throw new RangeError(`An invoice prefix is capital letters and digits: ${prefix}`);
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`A serial starts at 1: ${serial}`);
  const number = `${prefix}/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(`An invoice number has at most ${INVOICE_NUMBER_MAX_LENGTH} characters: ${number}`);
  }
  return number;
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code (2 digits), PAN (5 letters, 4 digits, a letter), entity number, "Z", check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first fourteen characters: each character's value (0-9, A=10 ... Z=35)
 * times 1 or 2 alternately, each product's base-36 digits added, and the character that brings the
 * sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN is not valid, in words; null when it is (15 characters, a state in use, its check character). */
export function gstinProblem(gstin: string): string | null {
  switch (gstinFault(gstin)) {
    case 'length':
      return 'A GSTIN has 15 characters.';
    case 'shape':
      return 'A GSTIN is a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.';
    case 'state':
      return `A GSTIN starts with a state code in use; ${gstin.slice(0, 2)} is not one.`;
    case 'check':
      return 'This GSTIN’s last character does not match its check character: please check it for a typing mistake.';
    default:
      return null;
  }
}

/** What is wrong with a GSTIN, by name (a message in the reader's language says it), or null. */
export type GstinFault = 'length' | 'shape' | 'state' | 'check';

export function gstinFault(gstin: string): GstinFault | null {
  if (gstin.length !== 15) return 'length';
  if (!GSTIN_SHAPE.test(gstin)) return 'shape';
  if (!gstStateOf(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'check';
  return null;
}

/**
 * The place of supply of our services (IGST Act 2017 section 12(2)): to a registered buyer, the
 * buyer's location (its GSTIN's state); to anyone else, the buyer's address on record, and when
 * there is none, the supplier's location.
 */
export function placeOfSupplyOf(supplierState: string, buyer: { gstin: string | null; state: string | null }): string {
  if (buyer.gstin) return buyer.gstin.slice(0, 2);
  return buyer.state ?? supplierState;
}

export interface InvoiceTaxSplit {
  /** The value the tax is charged on (the price without the tax). */
  taxablePaise: number;
  cgstPaise: number;
  /** SGST, or UTGST in a union territory without a legislature (see stateTaxLabel). */
  sgstPaise: number;
  igstPaise: number;
  stateTaxLabel: 'SGST' | 'UTGST';
  /** Rates in percent for each line: 0 where a tax does not apply. */
  rates: { cgst: number; sgst: number; igst: number };
  exempt: boolean;
  totalPaise: number;
}

/**
 * Splits a GST-inclusive price (GST_RATE_PERCENT, 18%). Exempt: no tax, the whole price is the value. Otherwise the taxable
 * value is price x 100/118 rounded to the paisa and the tax is the rest, so the lines always add up
 * to the price; within one state (supplier's state = place of supply) the tax is halved into CGST
 * and SGST/UTGST (an odd paisa goes to CGST), across states it is all IGST.
 */
export function splitInvoiceTax(input: {
  pricePaise: number;
  supplierState: string;
  placeOfSupply: string;
  exempt: boolean;
}): InvoiceTaxSplit {
  const { pricePaise, supplierState, placeOfSupply, exempt } = input;
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) throw new RangeError(`Not a price in paise: ${pricePaise}`);
  const stateTaxLabel = gstStateOf(placeOfSupply)?.unionTerritoryTax ? 'UTGST' : 'SGST';
  const none = { cgst: 0, sgst: 0, igst: 0 };
  if (exempt) {
    const zero = { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    return { taxablePaise: pricePaise, ...zero, stateTaxLabel, rates: none, exempt, totalPaise: pricePaise };
  }
  const taxablePaise = Math.round((pricePaise * 100) / (100 + GST_RATE_PERCENT));
  const taxPaise = pricePaise - taxablePaise;
  const base = { taxablePaise, stateTaxLabel, exempt, totalPaise: pricePaise } as const;
  if (supplierState !== placeOfSupply) {
    const rates = { ...none, igst: GST_RATE_PERCENT };
    return { ...base, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, rates };
  }
  const cgstPaise = Math.ceil(taxPaise / 2);
  const half = GST_RATE_PERCENT / 2;
  return {
    ...base,
    cgstPaise,
    sgstPaise: taxPaise - cgstPaise,
    igstPaise: 0,
    rates: { cgst: half, sgst: half, igst: 0 },
  };
}

import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  gstinCheckCharacter,
  gstinProblem,
  invoiceNumberOf,
  placeOfSupplyOf,
  splitInvoiceTax,
} from './gst-invoice-rules.js';

describe('the financial year (April to March) an invoice series is unique for', () => {
  it.each([
    ['2026-03-31', '2025-26'],
    ['2026-04-01', '2026-27'],
    ['2026-12-31', '2026-27'],
    ['2027-01-01', '2026-27'],
    ['2099-06-15', '2099-00'],
  ])('%s is in %s', (date, year) => {
    expect(financialYearOf(date)).toBe(year);
  });
});

describe('the invoice number: "a consecutive serial number not exceeding sixteen characters" (rule 46(b))', () => {
  it('reads prefix / financial year / serial', () => {
    expect(invoiceNumberOf('ESC', '2026-27', 123)).toBe('ESC/26-27/000123');
  });

  it('is at most sixteen characters, and refuses to make a longer one', () => {
    expect(invoiceNumberOf('ESC', '2026-27', 999999)).toHaveLength(16);
    expect(() => invoiceNumberOf('ESC', '2026-27', 1000000)).toThrow(/16 characters/);
    expect(() => invoiceNumberOf('ESCP', '2026-27', 1)).toThrow(/16 characters/);
  });

  it('uses only letters, numerals, "-" and "/"', () => {
    expect(() => invoiceNumberOf('E S', '2026-27', 1)).toThrow();
    expect(() => invoiceNumberOf('ESC', '2026-27', 0)).toThrow();
  });
});

describe('the GSTIN: 15 characters ending in a check character', () => {
  it('accepts a GSTIN whose check character matches (27AAPFU0939F1ZV, a published example)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it('refuses one typing mistake', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0938F1ZV')).toMatch(/check character/);
  });

  it('refuses the wrong length, shape or a state code not in use, saying why', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/state code, a 10-character PAN/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/99 is not one/);
  });
});

describe('the place of supply: the buyer’s state, else the supplier’s', () => {
  it('is a registered buyer’s GSTIN state, then the state on record, then the supplier’s state', () => {
    expect(placeOfSupplyOf('29', { gstin: '27AAPFU0939F1ZV', state: '33' })).toBe('27');
    expect(placeOfSupplyOf('29', { gstin: null, state: '33' })).toBe('33');
    expect(placeOfSupplyOf('29', { gstin: null, state: null })).toBe('29');
  });
});

describe('the tax split of a GST-inclusive price', () => {
  it('within the supplier’s state: CGST 9% and SGST 9%, adding up to the price', () => {
    // ₹1,180.00 with 18% in it: ₹1,000.00 taxable, ₹90.00 + ₹90.00.
    expect(splitInvoiceTax({ pricePaise: 118000, supplierState: '29', placeOfSupply: '29', exempt: false })).toEqual({
      taxablePaise: 100000,
      cgstPaise: 9000,
      sgstPaise: 9000,
      igstPaise: 0,
      stateTaxLabel: 'SGST',
      rates: { cgst: 9, sgst: 9, igst: 0 },
      exempt: false,
      totalPaise: 118000,
    });
  });

  it('across states: IGST 18% only', () => {
    const split = splitInvoiceTax({ pricePaise: 118000, supplierState: '29', placeOfSupply: '27', exempt: false });
    expect(split).toMatchObject({ taxablePaise: 100000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18000 });
    expect(split.rates).toEqual({ cgst: 0, sgst: 0, igst: 18 });
  });

  it('an odd paisa of tax: the halves differ by one paisa and still add up to the price', () => {
    // ₹1,499.00: taxable 1499 x 100/118 = ₹1,270.34 (rounded), tax ₹228.66 ... any price: lines sum to it.
    for (const pricePaise of [149900, 99, 1, 0, 100001, 4999900]) {
      const split = splitInvoiceTax({ pricePaise, supplierState: '29', placeOfSupply: '29', exempt: false });
      expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(pricePaise);
      expect(Math.abs(split.cgstPaise - split.sgstPaise)).toBeLessThanOrEqual(1);
      expect(Math.abs(split.taxablePaise * 0.18 - (split.cgstPaise + split.sgstPaise))).toBeLessThanOrEqual(1);
    }
    expect(
      splitInvoiceTax({ pricePaise: 149900, supplierState: '29', placeOfSupply: '29', exempt: false }),
    ).toMatchObject({ taxablePaise: 127034, cgstPaise: 11433, sgstPaise: 11433 });
  });

  it('in a union territory without a legislature (Chandigarh): CGST and UTGST', () => {
    const split = splitInvoiceTax({ pricePaise: 118000, supplierState: '04', placeOfSupply: '04', exempt: false });
    expect(split).toMatchObject({ cgstPaise: 9000, sgstPaise: 9000, stateTaxLabel: 'UTGST' });
  });

  it('an exempt supply: no tax at all, the whole price is the value', () => {
    const split = splitInvoiceTax({ pricePaise: 118050, supplierState: '29', placeOfSupply: '27', exempt: true });
    expect(split).toMatchObject({ taxablePaise: 118050, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, exempt: true });
    expect(split.rates).toEqual({ cgst: 0, sgst: 0, igst: 0 });
  });
});

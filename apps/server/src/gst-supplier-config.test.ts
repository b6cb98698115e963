import { describe, expect, it } from 'vitest';
import { gstSupplierOf, gstSupplierSettings } from './gst-supplier-config.js';

// The seller's GST registration comes from the environment; production issues no invoice without it.

const REGISTERED = {
  GST_SUPPLIER_LEGAL_NAME: 'Shiksha Online Private Limited',
  GST_SUPPLIER_ADDRESS: '4th Floor, 12 MG Road, Pune, Maharashtra 411001',
  GST_SUPPLIER_GSTIN: '27aapfu0939f1zv',
};

describe('the GST supplier settings', () => {
  it('reads the registration; the GSTIN’s first two digits are the state; SAC 999293 and prefix ESC by default', () => {
    expect(gstSupplierSettings(REGISTERED, 'production')).toEqual({
      legalName: 'Shiksha Online Private Limited',
      address: '4th Floor, 12 MG Road, Pune, Maharashtra 411001',
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      sac: '999293',
      invoicePrefix: 'ESC',
      exempt: false,
    });
    const own = { ...REGISTERED, GST_SAC: '999294', GST_INVOICE_PREFIX: 'SO', GST_SUPPLY_EXEMPT: '1' };
    expect(gstSupplierSettings(own, 'production')).toMatchObject({ sac: '999294', invoicePrefix: 'SO', exempt: true });
  });

  it('none set: the demo’s seller in demo mode, no seller in production', () => {
    expect(gstSupplierSettings({}, 'demo')?.gstin).toBe('29AABCE1234F1Z1');
    expect(gstSupplierSettings({}, 'production')).toBeNull();
    expect(gstSupplierOf({ mode: 'production' })).toBeNull();
    expect(gstSupplierOf({ mode: 'demo' })?.stateCode).toBe('29');
  });

  it('stops the server on half a registration or a wrong value, saying which', () => {
    expect(() => gstSupplierSettings({ GST_SUPPLIER_GSTIN: REGISTERED.GST_SUPPLIER_GSTIN }, 'production')).toThrow(
      /without GST_SUPPLIER_LEGAL_NAME, GST_SUPPLIER_ADDRESS/,
    );
    expect(() => gstSupplierSettings({ ...REGISTERED, GST_SUPPLIER_GSTIN: '27AAPFU0939F1ZW' }, 'demo')).toThrow(
      /GST_SUPPLIER_GSTIN.*check character/,
    );
    expect(() => gstSupplierSettings({ ...REGISTERED, GST_SAC: '4901' }, 'demo')).toThrow(/GST_SAC/);
    // "ESCP/26-27/000001" would be 17 characters: rule 46 allows sixteen.
    expect(() => gstSupplierSettings({ ...REGISTERED, GST_INVOICE_PREFIX: 'ESCP' }, 'demo')).toThrow(
      /GST_INVOICE_PREFIX/,
    );
  });
});

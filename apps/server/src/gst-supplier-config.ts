import { gstinProblem } from '@esc/domain';

// Who sells the packages, as a GST tax invoice must name them (CGST Rules 2017, rule 46): the
// operator's registration from the environment (README: "Payments and invoices").

type Env = Record<string, string | undefined>;

/** The supplier printed on every invoice; each field is the operator's own registration. */
export interface GstSupplier {
  /** The legal name of the GST registration (GST_SUPPLIER_LEGAL_NAME). */
  legalName: string;
  /** The registered place of business (GST_SUPPLIER_ADDRESS). */
  address: string;
  /** GST_SUPPLIER_GSTIN: 15 characters with a valid check character; its first two digits are the state. */
  gstin: string;
  /** The supplier's GST state code, from the GSTIN. */
  stateCode: string;
  /** The service's SAC (GST_SAC, default 999293: commercial training and coaching services). */
  sac: string;
  /** Letters of the invoice series (GST_INVOICE_PREFIX, default ESC): "ESC/26-27/000001". */
  invoicePrefix: string;
  /**
   * GST_SUPPLY_EXEMPT=1: the operator is an educational institution supplying its own students
   * (notification 12/2017-Central Tax (Rate), entry 66(a)): a bill of supply without tax is issued.
   */
  exempt: boolean;
}

/** The demo's supplier: a made-up registration in Karnataka (its GSTIN's check character is valid). */
export const DEMO_GST_SUPPLIER: GstSupplier = {
  legalName: 'ESC Learning Demo Private Limited',
  address: '1 Demo Road, Koramangala, Bengaluru, Karnataka 560034',
  gstin: '29AABCE1234F1Z1',
  stateCode: '29',
  sac: '999293',
  invoicePrefix: 'ESC',
  exempt: false,
};

const REQUIRED = ['GST_SUPPLIER_LEGAL_NAME', 'GST_SUPPLIER_ADDRESS', 'GST_SUPPLIER_GSTIN'] as const;

/**
 * The three required settings together or none; none is the demo's supplier in demo mode and no
 * supplier in production (nothing can then be bought). A wrong value stops the server at start.
 */
export function gstSupplierSettings(env: Env, mode: 'demo' | 'production'): GstSupplier | null {
  const [legalName, address, gstin] = REQUIRED.map((name) => env[name]?.trim() ?? '');
  const set = REQUIRED.filter((_, i) => [legalName, address, gstin][i]);
  if (set.length === 0) return mode === 'demo' ? DEMO_GST_SUPPLIER : null;
  const missing = REQUIRED.filter((name) => !set.includes(name));
  if (missing.length > 0) throw new Error(`${set.join(', ')} set without ${missing.join(', ')}`);
  const upper = gstin!.toUpperCase();
  const problem = gstinProblem(upper);
  if (problem) throw new Error(`GST_SUPPLIER_GSTIN "${gstin}": ${problem}`);
  const sac = env.GST_SAC?.trim() || '999293';
  // Services are chapter 99 of the scheme of classification: six digits starting 99.
  if (!/^99[0-9]{4}$/.test(sac)) throw new Error(`GST_SAC must be a six-digit SAC starting 99, got "${sac}"`);
  const invoicePrefix = env.GST_INVOICE_PREFIX?.trim() || 'ESC';
  // Three characters keep "ESC/26-27/000001" within rule 46's sixteen.
  if (!/^[A-Z0-9]{1,3}$/.test(invoicePrefix)) {
    throw new Error(`GST_INVOICE_PREFIX must be 1 to 3 capital letters or digits, got "${invoicePrefix}"`);
  }
  if (legalName!.length > 120 || address!.length > 240) {
    throw new Error('GST_SUPPLIER_LEGAL_NAME has at most 120 characters and GST_SUPPLIER_ADDRESS at most 240');
  }
  const exemptRaw = env.GST_SUPPLY_EXEMPT?.trim().toLowerCase() ?? '';
  const exempt = ['1', 'true', 'yes', 'on'].includes(exemptRaw);
  const stateCode = upper.slice(0, 2);
  return { legalName: legalName!, address: address!, gstin: upper, stateCode, sac, invoicePrefix, exempt };
}

/** The supplier a server issues invoices as: the configured one, else the demo's in demo mode only. */
export function gstSupplierOf(config: { mode: 'demo' | 'production'; gstSupplier?: GstSupplier | null }) {
  if (config.gstSupplier !== undefined) return config.gstSupplier;
  return config.mode === 'demo' ? DEMO_GST_SUPPLIER : null;
}

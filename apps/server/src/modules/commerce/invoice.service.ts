import { amountInWords, GST_RATE_PERCENT, gstStateOf, isParent, localDate } from '@esc/domain';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@esc/contracts/languages';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { documentLanguage } from '../../platform/documents/document-words.js';
import { noSuch } from '../../platform/http/wire-ids.js';
import type { IdentityService } from '../identity/identity.module.js';
import type { CommercePolicy } from './commerce.policy.js';
import type { CommerceRepository, InvoiceRow } from './commerce.repository.js';
import { renderInvoicePdf, type GstDetails } from './invoice-pdf.js';

export const PLATFORM_NAME = 'ESC+ Learning';

export type InvoiceService = ReturnType<typeof createInvoiceService>;

const stateName = (code: string) => `${gstStateOf(code)?.name ?? 'State'} (${code})`;

/** The GST part of an invoice as it was issued; null for an invoice issued before GST invoices. */
export function gstDetailsOf(invoice: InvoiceRow): GstDetails | null {
  if (!invoice.financial_year || !invoice.supplier_gstin || !invoice.place_of_supply) return null;
  const exempt = invoice.exempt === 1;
  const half = GST_RATE_PERCENT / 2;
  const taxLines = exempt
    ? []
    : invoice.igst_paise
      ? [{ label: `IGST ${GST_RATE_PERCENT}%`, paise: invoice.igst_paise }]
      : [
          { label: `CGST ${half}%`, paise: invoice.cgst_paise ?? 0 },
          { label: `${invoice.state_tax_label ?? 'SGST'} ${half}%`, paise: invoice.sgst_paise ?? 0 },
        ];
  return {
    exempt,
    supplier: {
      legalName: invoice.supplier_legal_name ?? '',
      address: invoice.supplier_address ?? '',
      gstin: invoice.supplier_gstin,
      state: stateName(invoice.supplier_gstin.slice(0, 2)),
    },
    buyerGstin: invoice.buyer_gstin,
    placeOfSupply: stateName(invoice.place_of_supply),
    sac: invoice.sac ?? '',
    taxLines,
    amountInWords: amountInWords(invoice.amount_paise + invoice.tax_paise),
  };
}

/** Invoice PDFs, for whom the commerce policy's downloadInvoice allows (anyone else gets 404). */
export function createInvoiceService({
  repo,
  identity,
  policy,
}: {
  repo: CommerceRepository;
  identity: IdentityService;
  policy: CommercePolicy;
}) {
  async function download(
    caller: AuthContext,
    invoiceId: string,
    language: LanguageCode = DEFAULT_LANGUAGE,
  ): Promise<{ filename: string; pdf: Uint8Array }> {
    const actor = { uuid: caller.uuid, parent: isParent(caller.userTypeId), schoolIds: [] };
    const record = await policy.authorizeOne(actor, 'downloadInvoice', invoiceId);
    if (record.kind !== 'invoice') throw noSuch('invoice');
    const { invoice } = record;
    const [payer, learner, subscription] = await Promise.all([
      identity.profile(invoice.payer_uuid),
      identity.profile(invoice.learner_uuid),
      repo.subscriptionByPayment(invoice.payment_id),
    ]);
    const open = invoice.description.lastIndexOf(' (');
    const pdf = await renderInvoicePdf(
      {
        platformName: PLATFORM_NAME,
        invoiceId: invoice.invoice_id,
        issuedOn: localDate(Date.parse(invoice.issued_at)),
        billedTo: { name: payer.name, email: payer.email },
        learner: { name: learner.name },
        packageName: open > 0 ? invoice.description.slice(0, open) : invoice.description,
        boardClass: open > 0 ? invoice.description.slice(open + 2, -1) : '',
        period: subscription ? { start: subscription.package_start_date, end: subscription.package_end_date } : null,
        amountPaise: invoice.amount_paise,
        taxPaise: invoice.tax_paise,
        taxLabel: `GST ${GST_RATE_PERCENT}%`,
        paymentId: invoice.payment_id,
        gst: gstDetailsOf(invoice),
      },
      documentLanguage(language),
    );
    // "ESC/26-27/000001" names a file as ESC-26-27-000001.pdf: a slash cannot be in a file name.
    return { filename: `${invoice.invoice_id.replaceAll('/', '-')}.pdf`, pdf };
  }

  return { download };
}

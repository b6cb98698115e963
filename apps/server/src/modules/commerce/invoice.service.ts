import { isParent } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityService } from '../identity/identity.module.js';
import { GST_RATE_PERCENT, localDate } from '@esc/domain';
import type { CommercePolicy } from './commerce.policy.js';
import type { CommerceRepository } from './commerce.repository.js';
import { renderInvoicePdf } from './invoice-pdf.js';

export const PLATFORM_NAME = 'ESC+ Learning';

export type InvoiceService = ReturnType<typeof createInvoiceService>;

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
  async function download(caller: AuthContext, invoiceId: string): Promise<{ filename: string; pdf: Uint8Array }> {
    const actor = { uuid: caller.uuid, parent: isParent(caller.userTypeId), schoolIds: [] };
    const record = await policy.authorizeOne(actor, 'downloadInvoice', invoiceId);
    if (record.kind !== 'invoice') throw new AppError('NOT_FOUND', 'No such invoice.');
    const { invoice } = record;
    const [payer, learner, subscription] = await Promise.all([
      identity.profile(invoice.payer_uuid),
      identity.profile(invoice.learner_uuid),
      repo.subscriptionByPayment(invoice.payment_id),
    ]);
    const open = invoice.description.lastIndexOf(' (');
    const pdf = await renderInvoicePdf({
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
    });
    return { filename: `${invoice.invoice_id}.pdf`, pdf };
  }

  return { download };
}

import { randomUUID } from 'node:crypto';
import { addCalendarDays, financialYearOf, localDate, PackageStatus } from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';
import type { CommerceRepository, PaymentRow } from './commerce.repository.js';
import { gstInvoiceFields } from './invoice-rules.js';
import type { Db } from '../../db/database.js';
import type { GstSupplier } from '../../gst-supplier-config.js';
import { noSuch } from '../../platform/http/wire-ids.js';

/** Packages of these learners stopped giving access (a refund): caches of access decisions must not keep them. */
export interface RightsWithdrawn {
  /** Names the change for good (a repeat of the event changes nothing). */
  id: string;
  uuids: readonly string[];
  at: string;
}

/** The catalogue's names (the catalogue service), for the invoice's "CBSE, Class 10". */
export interface SyllabusNames {
  namesOf(ids: readonly number[]): Promise<Map<number, string>>;
}

export type PaymentIssuer = ReturnType<typeof createPaymentIssuer>;

/**
 * What a paid payment gives: the subscription and its invoice, in one transaction, once. The payer's
 * confirmation and the provider's webhook both end here; whichever comes second changes nothing.
 */
export function createPaymentIssuer({
  repo,
  names,
  clock,
  supplier,
  rightsWithdrawn,
}: {
  repo: CommerceRepository;
  names: SyllabusNames;
  clock: () => number;
  /** The seller on the invoices; null: nothing is issued (checkout refuses before anyone pays). */
  supplier: GstSupplier | null;
  /** Publishes, in the revoking transaction, whose packages stopped giving access (commerce.rights-withdrawn). */
  rightsWithdrawn?: (within: Db, event: RightsWithdrawn) => Promise<void>;
}) {
  async function boardClassLabel(boardId: number, classId: number): Promise<string> {
    const found = await names.namesOf([boardId, classId]);
    return `${found.get(boardId) ?? `Board ${boardId}`}, ${found.get(classId) ?? `class ${classId}`}`;
  }

  async function issueOnce(payment: PaymentRow, providerPaymentId: string | null): Promise<boolean> {
    const pkg = await repo.packageById(payment.package_id);
    if (!pkg) throw noSuch('package');
    const now = new Date(clock()).toISOString();
    const today = localDate(clock());
    const description = `${pkg.package_name} (${await boardClassLabel(payment.board_id, payment.class_id)})`;
    if (!supplier) throw new AppError('SERVICE_UNAVAILABLE', { reason: 'commerce.gstSupplierMissing' });
    return repo.transaction(async (trx) => {
      if (!(await repo.markPaymentPaid(trx, payment.id, providerPaymentId, now))) return false;
      const lastEnd = await repo.lastPaidEndDate(trx, payment.learner_uuid, payment.board_id, payment.class_id);
      const start = lastEnd && lastEnd >= today ? addCalendarDays(lastEnd, 1) : today;
      await repo.insertSubscription(trx, {
        id: randomUUID(),
        uuid: payment.learner_uuid,
        package_id: pkg.package_id,
        entity_name: pkg.entity_name,
        board_id: payment.board_id,
        class_id: payment.class_id,
        package_status: PackageStatus.Active,
        is_free_trial: 0,
        package_start_date: start,
        package_end_date: addCalendarDays(start, pkg.duration_days - 1),
        purchased_by: payment.payer_uuid,
        subscription_source: 'purchase',
        subscription_type_id: null,
        payment_id: payment.id,
        created_at: now,
      });
      const invoiceNumber = await repo.nextInvoiceNumber(trx);
      const gst = gstInvoiceFields({
        supplier,
        pricePaise: payment.amount_paise,
        issuedOn: today,
        serial: await repo.nextSerialInYear(trx, financialYearOf(today)),
        buyer: { state: payment.buyer_state, gstin: payment.buyer_gstin },
      });
      await repo.insertInvoice(trx, {
        ...gst,
        invoice_number: invoiceNumber,
        payment_id: payment.id,
        payer_uuid: payment.payer_uuid,
        learner_uuid: payment.learner_uuid,
        package_id: pkg.package_id,
        description,
        currency: payment.currency,
        issued_at: now,
      });
      return true;
    });
  }

  /**
   * Marks the payment paid and issues its subscription and invoice unless that was done before;
   * true when this call issued them. Two at once may pick the same invoice number or serial: the
   * unique keys stop one, which retries and then finds the payment paid.
   */
  async function issue(payment: PaymentRow, providerPaymentId: string | null): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await issueOnce(payment, providerPaymentId);
      } catch (error) {
        if (attempt >= 3 || error instanceof AppError) throw error;
      }
    }
  }

  /** A payment the provider reports failed stays open for another try; a paid one is never moved back. */
  async function markFailed(payment: PaymentRow): Promise<void> {
    await repo.markPaymentFailed(payment.id, new Date(clock()).toISOString());
  }

  /**
   * A payment refunded in full takes back what it gave: its subscription stops giving access at once,
   * in every server process (the gate's kept decisions are dropped through the event). The invoice
   * stays, as a record of the sale. True when something was taken back now.
   */
  async function revoke(payment: PaymentRow, reason: string): Promise<boolean> {
    return repo.transaction(async (trx) => {
      const uuids = await repo.revokeSubscriptionsOfPayment(trx, payment.id);
      if (uuids.length === 0) return false;
      await rightsWithdrawn?.(trx, { id: `${reason}:${payment.id}`, uuids, at: new Date(clock()).toISOString() });
      return true;
    });
  }

  return { issue, markFailed, revoke };
}

import { randomUUID } from 'node:crypto';
import type { CheckoutBody, CheckoutData, ConfirmData, InvoiceSummary } from '@esc/contracts';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityService } from '../identity/identity.service.js';
import { addCalendarDays, localDate } from '@esc/domain';
import type { CommerceRepository, InvoiceRow, PackageRow, PaymentRow } from './commerce.repository.js';
import type { PaymentProvider } from './payment-provider.js';
import { toUserSubscription } from './subscription-views.js';

/**
 * GST: package prices are shown to learners GST-inclusive (as Indian consumer prices are), and the
 * invoice splits the price into the taxable value and 18% GST: tax = price - round(price / 1.18).
 */
export const GST_RATE_PERCENT = 18;
export function splitGst(pricePaise: number): { amountPaise: number; taxPaise: number } {
  const amountPaise = Math.round((pricePaise * 100) / (100 + GST_RATE_PERCENT));
  return { amountPaise, taxPaise: pricePaise - amountPaise };
}

/** INV-YYYY-NNNNNN: the year of issue and the sequential invoice number. */
export function invoiceIdOf(year: string, invoiceNumber: number): string {
  return `INV-${year}-${String(invoiceNumber).padStart(6, '0')}`;
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

export type PurchaseService = ReturnType<typeof createPurchaseService>;

/** Buying a package: checkout creates the payment (once per idempotency key), confirm issues it. */
export function createPurchaseService({
  repo,
  identity,
  provider,
  clock,
}: {
  repo: CommerceRepository;
  identity: IdentityService;
  provider: PaymentProvider;
  clock: () => number;
}) {
  const nowIso = () => new Date(clock()).toISOString();

  function checkoutView(payment: PaymentRow, pkg: PackageRow): CheckoutData {
    return {
      payment_id: payment.id,
      payment_status: payment.status,
      package_id: pkg.package_id,
      package_name: pkg.package_name,
      learner_uuid: payment.learner_uuid,
      amount_paise: payment.amount_paise,
      currency: payment.currency,
      provider: payment.provider,
      order_reference: payment.provider_reference,
      test_cards: provider.testCards,
    };
  }

  function assertSamePurchase(payment: PaymentRow, payer: string, learner: string, body: CheckoutBody): void {
    const same =
      payment.payer_uuid === payer &&
      payment.learner_uuid === learner &&
      payment.package_id === body.package_id &&
      payment.board_id === body.board_id &&
      payment.class_id === body.class_id;
    if (!same) throw new AppError('CONFLICT', 'This idempotency key was already used for another purchase.');
  }

  async function checkout(caller: AuthContext, body: CheckoutBody): Promise<CheckoutData> {
    const learner = (await actingUserFor(caller, body.uuid, identity)).uuid;
    const pkg = await repo.packageById(body.package_id);
    if (!pkg || pkg.package_status !== 1 || pkg.school_id !== null || pkg.price_paise <= 0) {
      throw new AppError('NOT_FOUND', 'No such package.');
    }
    if (!(await repo.packageCovers(pkg.package_id, body.board_id, body.class_id))) {
      const message = 'This package is not offered for this board and class.';
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ field: 'class_id', message }] });
    }
    const now = nowIso();
    let payment = await repo.paymentByKey(body.idempotency_key);
    if (!payment) {
      payment = await repo.insertPayment({
        id: randomUUID(),
        payer_uuid: caller.uuid,
        learner_uuid: learner,
        package_id: pkg.package_id,
        board_id: body.board_id,
        class_id: body.class_id,
        amount_paise: pkg.price_paise,
        currency: pkg.currency,
        provider: provider.name,
        provider_reference: null,
        status: 'created',
        idempotency_key: body.idempotency_key,
        created_at: now,
        updated_at: now,
      });
    }
    assertSamePurchase(payment, caller.uuid, learner, body);
    if (!payment.provider_reference) {
      const { reference } = await provider.createOrder({
        paymentId: payment.id,
        amountPaise: payment.amount_paise,
        currency: payment.currency,
      });
      await repo.setPaymentReference(payment.id, reference, now);
      payment = { ...payment, provider_reference: reference };
    }
    return checkoutView(payment, pkg);
  }

  async function paidResult(payment: PaymentRow): Promise<ConfirmData> {
    const [subscription, invoice] = await Promise.all([
      repo.subscriptionByPayment(payment.id),
      repo.invoiceByPayment(payment.id),
    ]);
    return {
      payment_id: payment.id,
      payment_status: 'paid',
      decline_reason: null,
      subscription: subscription ? toUserSubscription(subscription, localDate(clock())) : null,
      invoice: invoice ? invoiceSummary(invoice) : null,
    };
  }

  /** In one transaction: the payment paid, the subscription, the invoice with the next number. */
  async function issue(payment: PaymentRow): Promise<void> {
    const pkg = await repo.packageById(payment.package_id);
    if (!pkg) throw new AppError('NOT_FOUND', 'No such package.');
    const now = nowIso();
    const today = localDate(clock());
    const description = `${pkg.package_name} (${await repo.boardClassLabel(payment.board_id, payment.class_id)})`;
    const { amountPaise, taxPaise } = splitGst(payment.amount_paise);
    await repo.transaction(async (trx) => {
      if (!(await repo.markPaymentPaid(trx, payment.id, now))) return;
      const lastEnd = await repo.lastPaidEndDate(trx, payment.learner_uuid, payment.board_id, payment.class_id);
      const start = lastEnd && lastEnd >= today ? addCalendarDays(lastEnd, 1) : today;
      await repo.insertSubscription(trx, {
        id: randomUUID(),
        uuid: payment.learner_uuid,
        package_id: pkg.package_id,
        entity_name: pkg.entity_name,
        board_id: payment.board_id,
        class_id: payment.class_id,
        package_status: 1,
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
      await repo.insertInvoice(trx, {
        invoice_id: invoiceIdOf(today.slice(0, 4), invoiceNumber),
        invoice_number: invoiceNumber,
        payment_id: payment.id,
        payer_uuid: payment.payer_uuid,
        learner_uuid: payment.learner_uuid,
        package_id: pkg.package_id,
        description,
        amount_paise: amountPaise,
        tax_paise: taxPaise,
        currency: payment.currency,
        issued_at: now,
      });
    });
  }

  async function confirm(caller: AuthContext, body: { payment_id: string; test_token: string }): Promise<ConfirmData> {
    const payment = await repo.paymentById(body.payment_id);
    if (!payment || payment.payer_uuid !== caller.uuid) throw new AppError('NOT_FOUND', 'No such payment.');
    if (payment.status === 'paid') return paidResult(payment);
    const result = await provider.confirm({ reference: payment.provider_reference ?? '', token: body.test_token });
    if (result.outcome === 'invalid') {
      const cards = provider.testCards;
      const message = cards
        ? `This is not a test card. Use ${cards.approve} (approved) or ${cards.decline} (declined).`
        : 'The card was not accepted.';
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ field: 'test_token', message }] });
    }
    if (result.outcome === 'declined') {
      await repo.markPaymentFailed(payment.id, nowIso());
      return {
        payment_id: payment.id,
        payment_status: 'failed',
        decline_reason: result.reason,
        subscription: null,
        invoice: null,
      };
    }
    // Two confirmations at once may pick the same invoice number; the unique key stops one, which retries.
    for (let attempt = 1; ; attempt++) {
      try {
        await issue(payment);
        break;
      } catch (error) {
        if (attempt >= 3 || error instanceof AppError) throw error;
      }
    }
    return paidResult({ ...payment, status: 'paid' });
  }

  return { checkout, confirm };
}

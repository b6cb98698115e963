import { randomUUID } from 'node:crypto';
import type { CheckoutBody, CheckoutData, ConfirmBody, ConfirmData } from '@esc/contracts';
import { gstinFault, gstStateOf, isLearner, isParent, localDate, PackageStatus, type GstinFault } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, messageOfReason, type ErrorReason, type ReasonRef } from '../../platform/errors/app-error.js';
import { noSuch } from '../../platform/http/wire-ids.js';
import type { MessageParams } from '../../platform/i18n/message-renderer.js';
import type { IdentityService } from '../identity/identity.module.js';
import type { GstSupplier } from '../../gst-supplier-config.js';
import type { CommercePolicy } from './commerce.policy.js';
import type { CommerceRepository, PackageRow, PaymentRow } from './commerce.repository.js';
import { invoiceSummary } from './invoice-rules.js';
import type { PaymentIssuer } from './payment-issuer.js';
import type { PaymentProvider } from './payment-provider.js';
import { toUserSubscription } from './subscription-views.js';

export type PurchaseService = ReturnType<typeof createPurchaseService>;

/**
 * Who may buy (DOMAIN.md: "Teachers and admins do not buy learner packages for themselves; parents
 * buy for a linked child"): a learner for themselves, a parent for a linked child; nobody else.
 */
function assertMayBuy(caller: AuthContext): void {
  if (isLearner(caller.userTypeId) || isParent(caller.userTypeId)) return;
  throw new AppError('FORBIDDEN', { reason: 'commerce.learnersBuy' });
}

/** A parent names the linked child the package is for; a package is never the parent's own. */
function assertLearnerNamed(caller: AuthContext, forChild: boolean): void {
  if (!isParent(caller.userTypeId) || forChild) return;
  throw invalid('uuid', 'commerce.chooseChild');
}

/** 400 naming one field, the same sentence as the answer's message and as the field's line. */
function invalid(field: string, reason: ErrorReason, params?: MessageParams): AppError {
  const ref: ReasonRef = params ? { reason, params } : { reason };
  return new AppError('VALIDATION_FAILED', ref, { errors: [{ field, ...ref }] });
}

const GSTIN_FAULTS: Record<GstinFault, ErrorReason> = {
  length: 'commerce.gstinLength',
  shape: 'commerce.gstinShape',
  state: 'commerce.gstinState',
  check: 'commerce.gstinCheck',
};

/** The buyer's state and GSTIN for the invoice, checked: a state in use, a GSTIN with its check character, in that state. */
function buyerOf(body: CheckoutBody): { buyer_state: string | null; buyer_gstin: string | null } {
  const state = body.buyer_state ?? null;
  const gstin = body.buyer_gstin?.toUpperCase() ?? null;
  if (state && !gstStateOf(state)) throw invalid('buyer_state', 'commerce.stateNotInUse', { state });
  if (gstin) {
    const fault = gstinFault(gstin);
    if (fault) throw invalid('buyer_gstin', GSTIN_FAULTS[fault], { code: gstin.slice(0, 2) });
    const registeredIn = gstStateOf(gstin.slice(0, 2))!;
    if (state && state !== registeredIn.code) {
      throw invalid('buyer_state', 'commerce.gstinOtherState', { state: registeredIn.name });
    }
  }
  return { buyer_state: gstin ? gstin.slice(0, 2) : state, buyer_gstin: gstin };
}

/** Buying a package: checkout creates the payment (once per idempotency key), confirm issues it. */
export function createPurchaseService({
  repo,
  identity,
  policy,
  provider,
  issuer,
  clock,
  supplier,
}: {
  repo: CommerceRepository;
  identity: IdentityService;
  policy: CommercePolicy;
  /** null in production without Razorpay keys: buying is refused in plain words. */
  provider: PaymentProvider | null;
  issuer: PaymentIssuer;
  clock: () => number;
  /** The seller on the invoices; null: checkout refuses before anyone pays (commerce.gstSupplierMissing). */
  supplier: GstSupplier | null;
}) {
  const nowIso = () => new Date(clock()).toISOString();

  function configured(): PaymentProvider {
    if (!provider) throw new AppError('SERVICE_UNAVAILABLE', { reason: 'commerce.paymentsNotConfigured' });
    return provider;
  }

  function checkoutView(payment: PaymentRow, pkg: PackageRow, by: PaymentProvider): CheckoutData {
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
      test_cards: by.testCards,
      razorpay:
        by.name === 'razorpay' && by.publicKeyId && payment.provider_reference
          ? { key_id: by.publicKeyId, order_id: payment.provider_reference }
          : null,
    };
  }

  function assertSamePurchase(payment: PaymentRow, payer: string, learner: string, body: CheckoutBody): void {
    const same =
      payment.payer_uuid === payer &&
      payment.learner_uuid === learner &&
      payment.package_id === body.package_id &&
      payment.board_id === body.board_id &&
      payment.class_id === body.class_id;
    if (!same) throw new AppError('CONFLICT', { reason: 'commerce.idempotencyKeyReused' });
  }

  async function purchasablePackage(body: CheckoutBody): Promise<PackageRow> {
    const pkg = await repo.packageById(body.package_id);
    if (!pkg || pkg.package_status !== PackageStatus.Active || pkg.school_id !== null || pkg.price_paise <= 0) {
      throw noSuch('package');
    }
    if (!(await repo.packageCovers(pkg.package_id, body.board_id, body.class_id))) {
      throw invalid('class_id', 'commerce.notOffered');
    }
    return pkg;
  }

  async function checkout(caller: AuthContext, body: CheckoutBody): Promise<CheckoutData> {
    assertMayBuy(caller);
    const acting = await actingUserFor(caller, body.uuid, identity);
    assertLearnerNamed(caller, acting.forChild);
    const by = configured();
    if (!supplier) throw new AppError('SERVICE_UNAVAILABLE', { reason: 'commerce.gstSupplierMissing' });
    const buyer = buyerOf(body);
    const pkg = await purchasablePackage(body);
    const now = nowIso();
    let payment = await repo.paymentByKey(body.idempotency_key);
    if (!payment) {
      payment = await repo.insertPayment({
        id: randomUUID(),
        payer_uuid: caller.uuid,
        learner_uuid: acting.uuid,
        package_id: pkg.package_id,
        board_id: body.board_id,
        class_id: body.class_id,
        amount_paise: pkg.price_paise,
        currency: pkg.currency,
        provider: by.name,
        provider_reference: null,
        provider_payment_id: null,
        status: 'created',
        idempotency_key: body.idempotency_key,
        created_at: now,
        updated_at: now,
        ...buyer,
      });
    }
    assertSamePurchase(payment, caller.uuid, acting.uuid, body);
    if (payment.provider !== by.name) throw new AppError('CONFLICT', { reason: 'commerce.otherProvider' });
    if (!payment.provider_reference) {
      const { reference } = await by.createOrder({
        paymentId: payment.id,
        amountPaise: payment.amount_paise,
        currency: payment.currency,
        notes: { package_id: String(pkg.package_id), learner_uuid: acting.uuid, payer_uuid: caller.uuid },
      });
      await repo.setPaymentReference(payment.id, reference, now);
      payment = { ...payment, provider_reference: reference };
    }
    return checkoutView(payment, pkg, by);
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

  /** `language`: the request's, in which a declined card's reason is said. */
  async function confirm(caller: AuthContext, body: ConfirmBody, language = 'en'): Promise<ConfirmData> {
    assertMayBuy(caller);
    const actor = { uuid: caller.uuid, parent: isParent(caller.userTypeId), schoolIds: [] };
    const record = await policy.authorizeOne(actor, 'confirmPayment', body.payment_id);
    if (record.kind !== 'payment') throw noSuch('payment');
    const { payment } = record;
    if (payment.status === 'paid') return paidResult(payment);
    const by = configured();
    if (payment.provider !== by.name || !payment.provider_reference) {
      throw new AppError('CONFLICT', { reason: 'commerce.otherProvider' });
    }
    const { payment_id: _ours, ...proof } = body;
    const result = await by.confirm({ reference: payment.provider_reference, proof });
    if (result.outcome === 'invalid') throw invalid(result.field, result.reason, result.params);
    if (result.outcome === 'declined') {
      await issuer.markFailed(payment);
      return {
        payment_id: payment.id,
        payment_status: 'failed',
        decline_reason: messageOfReason(language, result.reason),
        subscription: null,
        invoice: null,
      };
    }
    await issuer.issue(payment, result.providerPaymentId);
    return paidResult({ ...payment, status: 'paid' });
  }

  return { checkout, confirm };
}

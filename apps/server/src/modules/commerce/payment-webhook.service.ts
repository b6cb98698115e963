import { createHash } from 'node:crypto';
import type { PaymentWebhookData } from '@esc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { machineRefusal } from '../../platform/errors/app-error.js';
import type { CommerceRepository, PaymentRow } from './commerce.repository.js';
import type { PaymentEventsRepository } from './payment-events.repository.js';
import type { PaymentIssuer } from './payment-issuer.js';
import { razorpayHmac, signatureMatches } from './razorpay-payment-provider.js';
import { isHandledEvent, readRazorpayEvent, type RazorpayWebhookEvent } from './razorpay-webhook.js';

export type PaymentWebhookService = ReturnType<typeof createPaymentWebhookService>;

/** What Razorpay's delivery carries besides the body. */
export interface RazorpayDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

type Outcome = PaymentWebhookData['outcome'];

const EVENT_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

/** Razorpay's servers read these, not a person: they stay English, as Razorpay's own API is. */
const refused = (field: string, message: string) =>
  machineRefusal('VALIDATION_FAILED', `${field}: ${message}`, { errors: [{ field, message }] });

/**
 * Razorpay's webhooks (payment.captured, order.paid, payment.failed, refund.processed): verified with the webhook
 * secret, stored by event id so a repeat counts once, and applied through the same issuer as the
 * payer's own confirmation, so a payment is issued once whichever arrives first.
 */
export function createPaymentWebhookService({
  repo,
  events,
  issuer,
  webhookSecret,
  clock,
  log,
}: {
  repo: CommerceRepository;
  events: PaymentEventsRepository;
  issuer: PaymentIssuer;
  /** RAZORPAY_WEBHOOK_SECRET; null refuses every delivery. */
  webhookSecret: string | null;
  clock: () => number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  function verified(delivery: RazorpayDelivery): RazorpayWebhookEvent {
    if (!webhookSecret) {
      throw machineRefusal('SERVICE_UNAVAILABLE', 'Payment webhooks are not configured on this server.');
    }
    const signature = delivery.signature?.trim().toLowerCase();
    if (!signature) throw refused('x-razorpay-signature', 'is required.');
    if (!signatureMatches(signature, razorpayHmac(delivery.rawBody, webhookSecret))) {
      throw refused('x-razorpay-signature', 'does not match the body.');
    }
    let body: unknown;
    try {
      body = JSON.parse(delivery.rawBody.toString('utf8'));
    } catch {
      throw refused('body', 'is not JSON.');
    }
    const event = readRazorpayEvent(body);
    if (!event) throw refused('body', 'is not a Razorpay event.');
    return event;
  }

  /** The delivery's event id; without one, a digest of the body (the same body then counts once). */
  function eventIdOf(delivery: RazorpayDelivery): string {
    const given = delivery.eventId?.trim();
    if (given === undefined || given === '') {
      return `sha256:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
    }
    if (!EVENT_ID.test(given)) throw refused('x-razorpay-event-id', 'is not an event id.');
    return given;
  }

  async function apply(event: RazorpayWebhookEvent, payment: PaymentRow): Promise<Outcome> {
    if (event.event === 'refund.processed') {
      // A part refunded (a goodwill discount) leaves the package; all of it takes the package back.
      if (!event.refund?.full) return 'partly-refunded';
      return (await issuer.revoke(payment, 'refund')) ? 'refunded' : 'already-refunded';
    }
    if (event.event === 'payment.failed') {
      if (payment.status === 'paid') return 'already-paid';
      await issuer.markFailed(payment);
      return 'failed';
    }
    if (event.amountPaise !== payment.amount_paise || event.currency !== payment.currency) {
      log.warn(
        { payment: payment.id, order: event.orderId, amount: event.amountPaise, currency: event.currency },
        'a Razorpay payment does not match the order amount; nothing was issued',
      );
      return 'amount-mismatch';
    }
    return (await issuer.issue(payment, event.paymentId)) ? 'paid' : 'already-paid';
  }

  async function receiveRazorpay(delivery: RazorpayDelivery): Promise<PaymentWebhookData> {
    const event = verified(delivery);
    const eventId = eventIdOf(delivery);
    const seen = await events.eventById(eventId);
    if (seen) return { event_id: eventId, event: seen.event_type, outcome: seen.outcome as Outcome, duplicate: true };

    const payment = event.orderId ? await repo.paymentByReference('razorpay', event.orderId) : undefined;
    let outcome: Outcome;
    if (!isHandledEvent(event.event)) outcome = 'ignored';
    else if (!payment) {
      // The account may serve other products too; Razorpay is told it arrived so it stops retrying.
      log.warn(
        { order: event.orderId, event: event.event },
        'a Razorpay event names an order this server did not make',
      );
      outcome = 'unknown-order';
    } else outcome = await apply(event, payment);

    const stored = await events.insertEvent({
      event_id: eventId,
      provider: 'razorpay',
      event_type: event.event,
      provider_reference: event.orderId,
      provider_payment_id: event.paymentId,
      payment_id: payment?.id ?? null,
      outcome,
      received_at: new Date(clock()).toISOString(),
    });
    // Two deliveries of one event at once both get here; the issuer made the effect happen once.
    return { event_id: eventId, event: event.event, outcome, duplicate: !stored };
  }

  return { receiveRazorpay };
}

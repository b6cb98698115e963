// Razorpay webhooks as its documentation publishes them: a POST whose raw body is signed with the
// webhook secret (X-Razorpay-Signature = hex HMAC-SHA256 of the raw body), whose delivery carries
// X-Razorpay-Event-Id (the same on every retry of one event), and whose JSON is
// { entity: "event", event, contains, payload: { payment: { entity }, order?: { entity }, refund?: { entity } },
// created_at }. A refund event's payment entity says how much of the payment has been refunded so far
// (amount_refunded) and whether that is all of it (refund_status "full").

/** The events this product acts on; others are stored and ignored. */
export const HANDLED_RAZORPAY_EVENTS = [
  'payment.captured',
  'order.paid',
  'payment.failed',
  'refund.processed',
] as const;
export type HandledRazorpayEvent = (typeof HANDLED_RAZORPAY_EVENTS)[number];

/** What a webhook says about one payment, read from the documented payload. */
export interface RazorpayWebhookEvent {
  event: string;
  orderId: string | null;
  paymentId: string | null;
  /** Paise the event reports as paid (order.paid: the order's amount_paid; payment events: the payment's amount). */
  amountPaise: number | null;
  currency: string | null;
  /** payment.failed: the reason Razorpay gives. */
  errorDescription: string | null;
  /** refund.processed: the refund, and whether the payment is now refunded in full. */
  refund: { refundId: string | null; refundedPaise: number | null; full: boolean } | null;
}

type Entity = Record<string, unknown>;

function entityOf(payload: unknown, name: 'payment' | 'order' | 'refund'): Entity | null {
  const holder = (payload as Record<string, { entity?: unknown } | undefined> | null)?.[name];
  const entity = holder?.entity;
  return entity && typeof entity === 'object' ? (entity as Entity) : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const whole = (value: unknown): number | null => (Number.isSafeInteger(value) ? (value as number) : null);

/** The event of a parsed webhook body, or null when the body is not a Razorpay event. */
export function readRazorpayEvent(body: unknown): RazorpayWebhookEvent | null {
  const root = body as { entity?: unknown; event?: unknown; payload?: unknown } | null;
  if (!root || typeof root !== 'object' || root.entity !== 'event' || typeof root.event !== 'string') return null;
  const payment = entityOf(root.payload, 'payment');
  const order = entityOf(root.payload, 'order');
  const isOrderPaid = root.event === 'order.paid';
  const refund = entityOf(root.payload, 'refund');
  const refundedPaise = whole(payment?.amount_refunded);
  const paymentPaise = whole(payment?.amount);
  return {
    event: root.event,
    orderId: text(order?.id) ?? text(payment?.order_id),
    paymentId: text(payment?.id),
    amountPaise: isOrderPaid ? whole(order?.amount_paid) : whole(payment?.amount),
    currency: text(isOrderPaid ? order?.currency : payment?.currency),
    errorDescription: text(payment?.error_description),
    refund: refund
      ? {
          refundId: text(refund.id),
          refundedPaise,
          full:
            payment?.refund_status === 'full' ||
            (refundedPaise !== null && paymentPaise !== null && refundedPaise >= paymentPaise),
        }
      : null,
  };
}

export function isHandledEvent(event: string): event is HandledRazorpayEvent {
  return (HANDLED_RAZORPAY_EVENTS as readonly string[]).includes(event);
}

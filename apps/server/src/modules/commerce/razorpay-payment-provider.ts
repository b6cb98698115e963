import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RazorpaySettings } from '../../config.js';
import { AppError, type ErrorReason } from '../../platform/errors/app-error.js';
import type { ConfirmOutcome, PaymentOrder, PaymentProof, PaymentProvider } from './payment-provider.js';

// Razorpay, as its documentation publishes it:
// - Orders API: POST {api}/v1/orders with HTTP Basic auth (key id : key secret) and
//   { amount (in paise), currency, receipt (at most 40 characters, unique), notes (at most 15 keys) };
//   the answer is the order entity { id: "order_...", entity: "order", amount, status: "created", ... }.
// - Standard Checkout hands the browser { razorpay_payment_id, razorpay_order_id, razorpay_signature }
//   where razorpay_signature = hex HMAC-SHA256(order_id + "|" + razorpay_payment_id, key secret).

/** How long the Orders API may take before the payer is told to try again. */
const ORDER_TIMEOUT_MS = 15_000;

/** Razorpay's ids: a prefix, an underscore and letters or digits (order_DESlLckIVRkHWj, pay_DESlfW9H8K9uqM). */
const RAZORPAY_ID = /^[a-z]+_[A-Za-z0-9]{1,40}$/;

export type HttpFetch = (url: string, init: RequestInit) => Promise<Response>;

/** hex HMAC-SHA256 of the text with the secret: Razorpay's signature of checkouts and webhooks. */
export function razorpayHmac(text: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Compares a given hex signature with the expected one in constant time. */
export function signatureMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

interface RazorpayOrder {
  id: string;
  entity: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

function isOrder(value: unknown): value is RazorpayOrder {
  const order = value as Partial<RazorpayOrder> | null;
  return !!order && order.entity === 'order' && typeof order.id === 'string' && RAZORPAY_ID.test(order.id);
}

const unavailable = (cause: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', { reason: 'commerce.providerUnavailable' }, { cause });

/** The Razorpay adapter. `http` is the HTTP layer (fetch); tests point `apiBaseUrl` at a local stand-in. */
export function createRazorpayPaymentProvider(settings: RazorpaySettings, http: HttpFetch = fetch): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function createOrder(order: PaymentOrder): Promise<{ reference: string }> {
    let response: Response;
    try {
      response = await http(`${settings.apiBaseUrl}/v1/orders`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          amount: order.amountPaise,
          currency: order.currency,
          receipt: order.paymentId.slice(0, 40),
          notes: order.notes,
        }),
        signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw unavailable(error);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok || !isOrder(body)) {
      // Razorpay's error body says why ({ error: { code, description, field } }); it holds no secret.
      const reason = (body as { error?: { description?: string } } | null)?.error?.description ?? response.statusText;
      throw unavailable(new Error(`Razorpay Orders API answered ${response.status}: ${reason}`));
    }
    if (body.amount !== order.amountPaise || body.currency !== order.currency) {
      throw unavailable(new Error(`Razorpay order ${body.id} has another amount or currency than asked`));
    }
    return { reference: body.id };
  }

  async function confirm({ reference, proof }: { reference: string; proof: PaymentProof }): Promise<ConfirmOutcome> {
    const orderId = proof.razorpay_order_id?.trim();
    const paymentId = proof.razorpay_payment_id?.trim();
    const signature = proof.razorpay_signature?.trim().toLowerCase();
    if (!orderId) return invalid('razorpay_order_id', 'commerce.checkoutProofMissing');
    if (!paymentId || !RAZORPAY_ID.test(paymentId)) {
      return invalid('razorpay_payment_id', 'commerce.checkoutProofMissing');
    }
    if (!signature) return invalid('razorpay_signature', 'commerce.checkoutProofMissing');
    if (orderId !== reference) return invalid('razorpay_order_id', 'commerce.checkoutOtherPayment');
    const expected = razorpayHmac(`${reference}|${paymentId}`, settings.keySecret);
    if (!signatureMatches(signature, expected)) return invalid('razorpay_signature', 'commerce.checkoutSignature');
    return { outcome: 'paid', providerPaymentId: paymentId };
  }

  return {
    name: 'razorpay',
    testCards: null,
    publicKeyId: settings.keyId,
    createOrder,
    confirm,
  };
}

/** The payer's checkout sent a proof this payment cannot take: the message names the field. */
function invalid(field: string, reason: ErrorReason): ConfirmOutcome {
  return { outcome: 'invalid', field, reason };
}

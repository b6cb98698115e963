import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import type { PaymentWebhookService } from './payment-webhook.service.js';

/** Razorpay's deliveries are small; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/commerce/razorpay/webhook: Razorpay calls it, signed with the webhook secret. The
 * signature covers the raw bytes, so this route (in a scope of its own) keeps the body unparsed.
 */
export function registerPaymentWebhookRoutes(
  parent: FastifyInstance,
  { webhooks }: { webhooks: PaymentWebhookService },
): void {
  void parent.register(async (scope) => {
    scope.removeContentTypeParser(['application/json']);
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // Razorpay carries no token: the signature of the body is what proves the sender.
    route(
      scope,
      'POST /commerce/razorpay/webhook',
      {
        tags: ['commerce'],
        summary: 'Razorpay webhook: payment.captured, order.paid and payment.failed',
        description:
          'Verified with X-Razorpay-Signature (hex HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET) and stored by X-Razorpay-Event-Id, so a repeated delivery counts once. payment.captured and order.paid issue the subscription and invoice (once, whether or not the payer confirmed first); payment.failed leaves the payment open for another try. 503 when the webhook secret is not configured.',
      },
      async (request) =>
        ok(
          await webhooks.receiveRazorpay({
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: request.headers['x-razorpay-signature'],
            eventId: request.headers['x-razorpay-event-id'],
          }),
        ),
    );
  });
}

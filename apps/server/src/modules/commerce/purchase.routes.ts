import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/http/request-language.js';
import type { PurchaseService } from './purchase.service.js';

const tags = ['commerce'];

/** Buying a package (not in the specs): checkout, then confirm with the payment provider. */
export function registerPurchaseRoutes(app: FastifyInstance, { purchase }: { purchase: PurchaseService }): void {
  route(
    app,
    'POST /commerce/checkout',
    {
      tags,
      summary: 'Start buying a package for the learner (a parent for a linked child)',
      description:
        'Creates one payment per idempotency_key: a retried checkout answers the same payment. Learners buy for themselves and parents for a linked child; teachers and school staff are refused (403). Demo: the test provider confirms card 4111 1111 1111 1111 and declines 4000 0000 0000 0002. Production: a Razorpay order is created and `razorpay` carries what Razorpay Checkout opens with; 503 when payments are not configured, or when the seller’s GST details are not (no invoice could be issued). Optional buyer_state (GST state code) and buyer_gstin (a registered buyer’s, check character verified) set the invoice’s place of supply; without them it is the seller’s state.',
    },
    async (request) => ok(await purchase.checkout(requireUser(request), request.body)),
  );

  route(
    app,
    'POST /commerce/confirm',
    {
      tags,
      summary: 'Confirm a payment: on success the subscription and its invoice are issued together',
      description:
        'Send the proof of the provider the checkout named: test_token (demo), or razorpay_order_id, razorpay_payment_id and razorpay_signature from Razorpay Checkout (production; the signature is checked with the key secret). payment_status paid: subscription and GST invoice (ESC/26-27/000001 per financial year, 18% GST included in the price: CGST+SGST within the seller’s state, IGST across states). payment_status failed: the card was declined and nothing was issued; confirm again with another card. Confirming a paid payment again answers the same result, and a Razorpay webhook for it issues nothing more.',
    },
    async (request) => ok(await purchase.confirm(requireUser(request), request.body, requestLanguage(request))),
  );
}

import type { ReasonRef } from '../../platform/errors/app-error.js';

// Payments go through a provider: create an order, then confirm it with what the payer's checkout
// gave back. The demo has the built-in test provider; production has Razorpay (and no test provider
// at all). Which one a server has is decided once, in payment-providers.ts.

export type PaymentProviderName = 'test' | 'razorpay';

export interface PaymentOrder {
  /** Our payment id; the provider's receipt. */
  paymentId: string;
  amountPaise: number;
  currency: string;
  /** Shown beside the order in the provider's dashboard (which package, for whom). */
  notes: Record<string, string>;
}

/** What the payer's checkout handed back; each provider reads its own fields. */
export interface PaymentProof {
  /** Test provider: the card number or token. */
  test_token?: string;
  /** Razorpay Checkout's answer. */
  razorpay_order_id?: string;
  razorpay_payment_id?: string;
  razorpay_signature?: string;
}

export type ConfirmOutcome =
  | { outcome: 'paid'; providerPaymentId: string | null }
  /** The bank's refusal, said to the payer in their language. */
  | { outcome: 'declined'; reason: ReasonRef }
  /** The proof is not acceptable: the field it names and why (a reason of the catalogue). */
  | ({ outcome: 'invalid'; field: string } & ReasonRef);

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Registers the order with the provider; returns the provider's order reference. */
  createOrder(order: PaymentOrder): Promise<{ reference: string }>;
  /** Checks the payer's proof against the order's reference. */
  confirm(input: { reference: string; proof: PaymentProof }): Promise<ConfirmOutcome>;
  /** The documented test values, shown to the payer; null for a real provider. */
  readonly testCards: { approve: string; decline: string } | null;
  /** The public key the payer's browser opens the provider's checkout with; null for the test provider. */
  readonly publicKeyId: string | null;
}

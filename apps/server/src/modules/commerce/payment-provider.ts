// Payments go through a provider: create an order, then confirm it with what the payer gave.
// Only the built-in test provider exists: no real gateway can be reached from this server.

export interface PaymentOrder {
  paymentId: string;
  amountPaise: number;
  currency: string;
}

export type ConfirmOutcome = { outcome: 'paid' } | { outcome: 'declined'; reason: string } | { outcome: 'invalid' };

export interface PaymentProvider {
  readonly name: string;
  /** Registers the order with the provider; returns the provider's reference. */
  createOrder(order: PaymentOrder): Promise<{ reference: string }>;
  /** Asks the provider to take the money with the payer's card number or token. */
  confirm(input: { reference: string; token: string }): Promise<ConfirmOutcome>;
  /** The documented test values, shown to the payer; null for a real gateway. */
  readonly testCards: { approve: string; decline: string } | null;
}

/** The demo card the test provider confirms. */
export const TEST_CARD_APPROVE = '4111 1111 1111 1111';
/** The demo card the test provider declines (as a bank would for insufficient funds). */
export const TEST_CARD_DECLINE = '4000 0000 0000 0002';

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The demo provider: confirms TEST_CARD_APPROVE (or the token `tok_test_approve`), declines
 * TEST_CARD_DECLINE (or `tok_test_decline`); any other value is not a test card (invalid).
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    testCards: { approve: TEST_CARD_APPROVE, decline: TEST_CARD_DECLINE },
    async createOrder(order) {
      return { reference: `test_order_${order.paymentId}` };
    },
    async confirm({ token }) {
      const value = digitsOf(token);
      if (value === digitsOf(TEST_CARD_APPROVE) || value === 'tok_test_approve') return { outcome: 'paid' };
      if (value === digitsOf(TEST_CARD_DECLINE) || value === 'tok_test_decline') {
        return { outcome: 'declined', reason: 'The bank declined this card. Try another card.' };
      }
      return { outcome: 'invalid' };
    },
  };
}

import type { PaymentProvider } from './payment-provider.js';

/** The demo card the test provider confirms. */
export const TEST_CARD_APPROVE = '4111 1111 1111 1111';
/** The demo card the test provider declines (as a bank would for insufficient funds). */
export const TEST_CARD_DECLINE = '4000 0000 0000 0002';

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The demo provider (demo mode only; production never builds it): confirms TEST_CARD_APPROVE (or
 * the token `tok_test_approve`), declines TEST_CARD_DECLINE (or `tok_test_decline`); any other value
 * is not a test card.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    testCards: { approve: TEST_CARD_APPROVE, decline: TEST_CARD_DECLINE },
    publicKeyId: null,
    async createOrder(order) {
      return { reference: `test_order_${order.paymentId}` };
    },
    async confirm({ proof }) {
      const value = digitsOf(proof.test_token ?? '');
      if (value === digitsOf(TEST_CARD_APPROVE) || value === 'tok_test_approve') {
        return { outcome: 'paid', providerPaymentId: null };
      }
      if (value === digitsOf(TEST_CARD_DECLINE) || value === 'tok_test_decline') {
        return { outcome: 'declined', reason: { reason: 'commerce.cardDeclined' } };
      }
      if (!value) return { outcome: 'invalid', field: 'test_token', reason: 'commerce.testCardMissing' };
      const params = { approve: TEST_CARD_APPROVE, decline: TEST_CARD_DECLINE };
      return { outcome: 'invalid', field: 'test_token', reason: 'commerce.notTestCard', params };
    },
  };
}

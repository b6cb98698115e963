import type { CheckoutBody, ConfirmBody } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { packagesKeys } from './packages.keys';

/** Starts (or, with the same idempotency key, resumes) the payment for a package. */
export function postCheckout(body: CheckoutBody) {
  return api.call('POST /commerce/checkout', { body }, { idempotent: true });
}

/** Confirms the payment with the provider's proof; paid issues the subscription and its invoice. */
export function postConfirm(body: ConfirmBody) {
  return api.call('POST /commerce/confirm', { body }, { idempotent: true });
}

/** After a purchase, the package lists and subscriptions are read again. */
export function useInvalidatePackages() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: packagesKeys.all });
}

export interface TestCardInput {
  checkout: CheckoutBody;
  card: string;
}

/** The demo's test provider: checkout, then confirm with the test card number. */
export function useBuyWithTestCard() {
  const invalidate = useInvalidatePackages();
  return useMutation({
    mutationFn: async ({ checkout, card }: TestCardInput) => {
      const payment = await postCheckout(checkout);
      return postConfirm({ payment_id: payment.payment_id, test_token: card });
    },
    onSuccess: (result) => {
      if (result.payment_status === 'paid') invalidate();
    },
  });
}

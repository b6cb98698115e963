import type { CheckoutBody, CheckoutData, ConfirmData } from '@esc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { packagesKeys } from './packages.keys';

/** Starts (or, with the same idempotency key, resumes) the payment for a package. */
export function postCheckout(body: CheckoutBody): Promise<CheckoutData> {
  return api.request<CheckoutData>('/commerce/checkout', { method: 'POST', body, idempotent: true });
}

/** Confirms the payment with the card number; paid issues the subscription and its invoice. */
export function postConfirm(paymentId: string, card: string): Promise<ConfirmData> {
  return api.request<ConfirmData>('/commerce/confirm', {
    method: 'POST',
    body: { payment_id: paymentId, test_token: card },
    idempotent: true,
  });
}

export interface BuyInput {
  checkout: CheckoutBody;
  card: string;
}

/** checkout then confirm; the package lists and subscriptions are read again once the money is taken. */
export function useBuyPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ checkout, card }: BuyInput) => {
      const payment = await postCheckout(checkout);
      return postConfirm(payment.payment_id, card);
    },
    onSuccess: (result) => {
      if (result.payment_status === 'paid') void queryClient.invalidateQueries({ queryKey: packagesKeys.all });
    },
  });
}

import type { ConfirmData } from '@esc/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { errorMessage } from '../../../lib/error-message';
import { postCheckout, postConfirm, useInvalidatePackages } from '../api/checkout.api';
import { loadRazorpayCheckout, openRazorpayCheckout } from '../api/razorpay-checkout';
import { CheckoutSuccess, isPaid } from './checkout-success.component';
import {
  BuyerStateSelect,
  checkoutBody,
  newIdempotencyKey,
  PriceSummary,
  type CheckoutFormProps,
} from './checkout-parts.component';
import { formatPaise } from './format';

/** The checkout window's outcome as this form shows it. */
type Attempt = { kind: 'confirmed'; result: ConfirmData } | { kind: 'closed'; failure: string | null };

class CheckoutLoadError extends Error {}

/**
 * Buying through Razorpay (production): the server creates the order, Razorpay Checkout takes the
 * money, and the server checks Checkout's signature before it issues the package.
 */
export function RazorpayForm({ pkg, learnerUuid, learnerName, forChild, onClose }: CheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const payer = useCurrentProfile().data;
  // The same key on a retry: the same order, which Razorpay lets the payer try again.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [buyerState, setBuyerState] = useState<string | null>(null);
  const invalidate = useInvalidatePackages();
  const price = formatPaise(pkg.price_paise, i18n.language);

  const pay = useMutation({
    mutationFn: async (): Promise<Attempt> => {
      const checkout = await postCheckout(checkoutBody(pkg, learnerUuid, idempotencyKey, buyerState));
      if (!checkout.razorpay) throw new CheckoutLoadError('no Razorpay order');
      const Razorpay = await loadRazorpayCheckout().catch((error: unknown) => {
        throw new CheckoutLoadError(String(error));
      });
      const outcome = await openRazorpayCheckout(Razorpay, {
        key: checkout.razorpay.key_id,
        order_id: checkout.razorpay.order_id,
        amount: checkout.amount_paise,
        currency: checkout.currency,
        name: 'ESC+',
        description: checkout.package_name,
        prefill: payer ? { name: payer.name, email: payer.email ?? undefined } : undefined,
      });
      if (outcome.kind === 'closed') return outcome;
      const result = await postConfirm({ payment_id: checkout.payment_id, ...outcome.response });
      return { kind: 'confirmed', result };
    },
    onSuccess: (attempt) => {
      if (attempt.kind === 'confirmed' && attempt.result.payment_status === 'paid') {
        setIdempotencyKey(newIdempotencyKey());
        invalidate();
      }
    },
  });

  const attempt = pay.data;
  if (attempt?.kind === 'confirmed' && isPaid(attempt.result)) {
    return <CheckoutSuccess pkg={pkg} result={attempt.result} onClose={onClose} />;
  }
  const problem = pay.error
    ? pay.error instanceof CheckoutLoadError
      ? t('packages.checkout.razorpayLoadFailed')
      : errorMessage(pay.error, t)
    : null;

  return (
    <Stack>
      <PriceSummary price={price} forChild={forChild} learnerName={learnerName} />
      <BuyerStateSelect
        value={buyerState}
        // Another state is another invoice: a new purchase attempt, not the one already started.
        onChange={(code) => {
          setBuyerState(code);
          setIdempotencyKey(newIdempotencyKey());
        }}
        disabled={pay.isPending}
      />
      <Text size="sm">{t('packages.checkout.razorpayIntro')}</Text>
      {problem && (
        <Alert color="red" variant="light" role="alert" title={t('packages.checkout.failedTitle')}>
          {problem}
        </Alert>
      )}
      {attempt?.kind === 'closed' && (
        <Alert color={attempt.failure ? 'red' : 'gray'} variant="light" role="status">
          {attempt.failure
            ? t('packages.checkout.razorpayFailed', { reason: attempt.failure })
            : t('packages.checkout.razorpayClosed')}
        </Alert>
      )}
      {pay.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('packages.checkout.razorpayWaiting')}</Text>
        </Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={pay.isPending}>
          {t('packages.checkout.cancel')}
        </Button>
        <Button onClick={() => pay.mutate()} loading={pay.isPending} data-testid="checkout-razorpay">
          {t('packages.checkout.razorpayPay', { price })}
        </Button>
      </Group>
    </Stack>
  );
}

import type { ConfirmData } from '@esc/contracts';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/error-message';
import { useBuyWithTestCard } from '../api/checkout.api';
import { CheckoutSuccess, isPaid } from './checkout-success.component';
import { formatPaise } from './format';
import {
  BuyerStateSelect,
  checkoutBody,
  newIdempotencyKey,
  PriceSummary,
  type CheckoutFormProps,
} from './checkout-parts.component';

/** The demo's test provider (the server's): the first card pays, the second is declined. */
export const TEST_CARD_APPROVE = '4111 1111 1111 1111';
export const TEST_CARD_DECLINE = '4000 0000 0000 0002';

/** Buying with the demo's test provider: a test card number, progress, then success or plain words. */
export function TestCardForm({ pkg, learnerUuid, learnerName, forChild, onClose }: CheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const [card, setCard] = useState(TEST_CARD_APPROVE);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [buyerState, setBuyerState] = useState<string | null>(null);
  const [result, setResult] = useState<ConfirmData | null>(null);
  const buy = useBuyWithTestCard();
  const price = formatPaise(pkg.price_paise, i18n.language);

  const pay = () => {
    setResult(null);
    buy.mutate(
      { checkout: checkoutBody(pkg, learnerUuid, idempotencyKey, buyerState), card },
      {
        onSuccess: (data) => {
          setResult(data);
          // A declined card leaves the payment open; paying again confirms the same payment.
          if (data.payment_status === 'paid') setIdempotencyKey(newIdempotencyKey());
        },
      },
    );
  };

  if (isPaid(result)) return <CheckoutSuccess pkg={pkg} result={result} onClose={onClose} />;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      <Stack>
        <PriceSummary price={price} forChild={forChild} learnerName={learnerName} />
        <BuyerStateSelect
          value={buyerState}
          // Another state is another invoice: a new purchase attempt, not the one already started.
          onChange={(code) => {
            setBuyerState(code);
            setIdempotencyKey(newIdempotencyKey());
          }}
          disabled={buy.isPending}
        />
        <TextInput
          label={t('packages.checkout.cardLabel')}
          description={t('packages.checkout.cardHelp', { approve: TEST_CARD_APPROVE, decline: TEST_CARD_DECLINE })}
          value={card}
          onChange={(event) => setCard(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          required
          data-testid="checkout-card"
          error={buy.error ? errorMessage(buy.error, t) : undefined}
        />
        {result?.payment_status === 'failed' && (
          <Alert color="red" variant="light" role="alert" title={t('packages.checkout.declinedTitle')}>
            {t('packages.checkout.declinedText')}
          </Alert>
        )}
        {buy.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('packages.checkout.processing')}</Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={buy.isPending}>
            {t('packages.checkout.cancel')}
          </Button>
          <Button type="submit" loading={buy.isPending} data-testid="checkout-pay">
            {t('packages.checkout.pay', { price })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

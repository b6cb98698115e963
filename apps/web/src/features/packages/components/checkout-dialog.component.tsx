import type { ConfirmData, PackageItem } from '@esc/contracts';
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useBuyPackage } from '../api/checkout.api';
import { formatDay, formatInr } from './format';

/** The demo provider's cards (the server's TestPaymentProvider): the first pays, the second is declined. */
export const TEST_CARD_APPROVE = '4111 1111 1111 1111';
export const TEST_CARD_DECLINE = '4000 0000 0000 0002';

interface CheckoutDialogProps {
  pkg: PackageItem | null;
  learnerUuid: string;
  learnerName: string;
  forChild: boolean;
  onClose: () => void;
}

const newKey = () => globalThis.crypto.randomUUID();

/** Buying one package with the demo payment provider: card, progress, then success or plain words. */
export function CheckoutDialog({ pkg, learnerUuid, learnerName, forChild, onClose }: CheckoutDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={pkg !== null}
      onClose={onClose}
      title={pkg ? t('packages.checkout.title', { name: pkg.package_name }) : ''}
      centered
      size="md"
    >
      {pkg && (
        <CheckoutForm
          key={pkg.package_id}
          pkg={pkg}
          learnerUuid={learnerUuid}
          learnerName={learnerName}
          forChild={forChild}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function CheckoutForm({
  pkg,
  learnerUuid,
  learnerName,
  forChild,
  onClose,
}: CheckoutDialogProps & { pkg: PackageItem }) {
  const { t, i18n } = useTranslation();
  const [card, setCard] = useState(TEST_CARD_APPROVE);
  // One key per purchase attempt: a retried checkout is the same payment on the server.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [result, setResult] = useState<ConfirmData | null>(null);
  const buy = useBuyPackage();
  const price = formatInr(pkg.price_paise);

  const pay = () => {
    setResult(null);
    buy.mutate(
      {
        checkout: {
          package_id: pkg.package_id,
          board_id: pkg.board_id,
          class_id: pkg.class_id,
          uuid: learnerUuid,
          idempotency_key: idempotencyKey,
        },
        card,
      },
      {
        onSuccess: (data) => {
          setResult(data);
          // A declined card leaves the payment open; paying again confirms the same payment.
          if (data.payment_status === 'paid') setIdempotencyKey(newKey());
        },
      },
    );
  };

  if (result?.payment_status === 'paid' && result.subscription) {
    return (
      <Stack>
        <Alert
          color="teal"
          variant="light"
          role="status"
          data-testid="checkout-success"
          title={t('packages.checkout.successTitle')}
        >
          {t('packages.checkout.successText', {
            name: pkg.package_name,
            date: formatDay(result.subscription.package_end_date, i18n.language),
          })}
          {result.invoice && (
            <Text size="sm" mt={4}>
              {t('packages.checkout.invoiceIssued', { id: result.invoice.invoice_id })}
            </Text>
          )}
        </Alert>
        <Group justify="flex-end">
          <Button component={Link} to="/mypackage" variant="default">
            {t('packages.checkout.viewMine')}
          </Button>
          <Button onClick={onClose}>{t('packages.checkout.done')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      <Stack>
        <Text size="sm">
          {forChild
            ? t('packages.checkout.forChild', { name: learnerName, price })
            : t('packages.checkout.summary', { price })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('packages.checkout.gstNote')}
        </Text>
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

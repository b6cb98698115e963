import type { ConfirmData, PackageItem } from '@esc/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { formatDay } from './format';

/** The package is the learner's: until when, the invoice, and the way to My packages. */
export function CheckoutSuccess({
  pkg,
  result,
  onClose,
}: {
  pkg: PackageItem;
  result: ConfirmData & { subscription: NonNullable<ConfirmData['subscription']> };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
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

/** A paid result with its subscription, the only one the success view shows. */
export function isPaid(
  result: ConfirmData | null | undefined,
): result is ConfirmData & { subscription: NonNullable<ConfirmData['subscription']> } {
  return result?.payment_status === 'paid' && !!result.subscription;
}

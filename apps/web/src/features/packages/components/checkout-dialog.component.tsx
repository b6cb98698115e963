import type { PackageItem } from '@esc/contracts';
import { Alert, Modal, Skeleton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { usePlatformMode } from '../../../lib/platform-mode.api';
import type { CheckoutFormProps } from './checkout-parts.component';
import { RazorpayForm } from './razorpay-form.component';
import { TestCardForm } from './test-card-form.component';

interface CheckoutDialogProps extends Omit<CheckoutFormProps, 'pkg'> {
  pkg: PackageItem | null;
}

/** Buying one package with the payment provider the server announces (test in the demo, Razorpay in production). */
export function CheckoutDialog({ pkg, ...props }: CheckoutDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.closeDialog') }}
      opened={pkg !== null}
      onClose={props.onClose}
      title={pkg ? t('packages.checkout.title', { name: pkg.package_name }) : ''}
      centered
      size="md"
    >
      {pkg && <ProviderForm key={pkg.package_id} pkg={pkg} {...props} />}
    </Modal>
  );
}

function ProviderForm(props: CheckoutFormProps) {
  const { t } = useTranslation();
  const mode = usePlatformMode();
  if (mode.isError) {
    return (
      <QueryError title={t('packages.checkout.modeError')} error={mode.error} onRetry={() => void mode.refetch()} />
    );
  }
  if (!mode.data) return <Skeleton h={160} role="status" aria-label={t('common.loading')} />;
  switch (mode.data.payment_provider) {
    case 'test':
      return <TestCardForm {...props} />;
    case 'razorpay':
      return <RazorpayForm {...props} />;
    default:
      return (
        <Alert variant="light" color="yellow" role="status" title={t('packages.checkout.notConfiguredTitle')}>
          {t('packages.checkout.notConfiguredText')}
        </Alert>
      );
  }
}

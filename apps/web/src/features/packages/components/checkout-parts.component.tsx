import type { CheckoutBody, PackageItem } from '@esc/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What every checkout form gets: the package, the learner it is for, and how to close. */
export interface CheckoutFormProps {
  pkg: PackageItem;
  learnerUuid: string;
  learnerName: string;
  forChild: boolean;
  onClose: () => void;
}

/** One key per purchase attempt: a retried checkout is the same payment on the server. */
export const newIdempotencyKey = () => globalThis.crypto.randomUUID();

export function checkoutBody(pkg: PackageItem, learnerUuid: string, idempotencyKey: string): CheckoutBody {
  return {
    package_id: pkg.package_id,
    board_id: pkg.board_id,
    class_id: pkg.class_id,
    uuid: learnerUuid,
    idempotency_key: idempotencyKey,
  };
}

/** What is paid and for whom; the price includes GST. */
export function PriceSummary({
  price,
  forChild,
  learnerName,
}: {
  price: string;
  forChild: boolean;
  learnerName: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">
        {forChild
          ? t('packages.checkout.forChild', { name: learnerName, price })
          : t('packages.checkout.summary', { price })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('packages.checkout.gstNote')}
      </Text>
    </>
  );
}

import type { CheckoutBody, PackageItem } from '@esc/contracts';
import { GST_STATES } from '@esc/domain';
import { Select, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

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

export function checkoutBody(
  pkg: PackageItem,
  learnerUuid: string,
  idempotencyKey: string,
  buyerState: string | null = null,
): CheckoutBody {
  return {
    package_id: pkg.package_id,
    board_id: pkg.board_id,
    class_id: pkg.class_id,
    uuid: learnerUuid,
    idempotency_key: idempotencyKey,
    ...(buyerState ? { buyer_state: buyerState } : {}),
  };
}

const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: s.name }));

/**
 * The buyer's state, for the GST invoice's place of supply (CGST+SGST within the seller's state, IGST
 * across states). Optional: without it the invoice is made out in the seller's state.
 */
export function BuyerStateSelect({
  value,
  onChange,
  disabled,
}: {
  value: string | null;
  onChange: (code: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('packages.checkout.stateLabel')}
      description={t('packages.checkout.stateHelp')}
      placeholder={t('packages.checkout.statePlaceholder')}
      data={STATE_OPTIONS}
      value={value}
      onChange={onChange}
      searchable
      clearable
      disabled={disabled}
      data-testid="checkout-state"
      comboboxProps={{ withinPortal: false }}
    />
  );
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

import type { UserSubscription } from '@esc/contracts';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay } from './format';

const STATE_COLOURS: Record<UserSubscription['subscription_state'], string> = {
  // Shade 9 (and red for an ended trial) keeps badge text at AA contrast.
  active: 'teal.9',
  upcoming: 'blue.9',
  expired: 'gray.8',
  free_trial_ended: 'red.9',
  inactive: 'gray.8',
};

interface SubscriptionCardProps {
  subscription: UserSubscription;
  downloading: boolean;
  onDownload: (invoiceId: string) => void;
}

/** One of the learner's subscriptions: state, period, free-trial state, and its invoice. */
export function SubscriptionCard({ subscription: s, downloading, onDownload }: SubscriptionCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = `subscription-${s.subscription_id}-title`;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      data-testid="subscription-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {s.package_name}
          </Title>
          <Badge
            color={STATE_COLOURS[s.subscription_state]}
            variant={s.subscription_state === 'active' ? 'filled' : 'light'}
          >
            {t(`packages.state.${s.subscription_state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`packages.entity.${s.entity_name}`, { defaultValue: s.entity_name })}
          {s.is_free_trial ? ` · ${t('packages.freeTrial')}` : ''}
        </Text>
        <Text size="sm">
          {t('packages.period', {
            start: formatDay(s.package_start_date, i18n.language),
            end: formatDay(s.package_end_date, i18n.language),
          })}
        </Text>
        {s.subscription_state === 'active' && <Text size="sm">{t('packages.daysLeft', { count: s.days_left })}</Text>}
        {s.invoice_id && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading}
              onClick={() => onDownload(s.invoice_id!)}
              aria-label={t('packages.downloadInvoiceNamed', { id: s.invoice_id })}
              data-testid="invoice-download"
            >
              {t('packages.downloadInvoice')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

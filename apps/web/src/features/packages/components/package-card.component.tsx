import type { PackageItem } from '@esc/contracts';
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay, formatPaise } from './format';

interface PackageCardProps {
  pkg: PackageItem;
  /** Absent when the viewer may not buy (staff): the card is read-only. */
  onBuy?: (pkg: PackageItem) => void;
}

/** One package: name, entity, services, duration, price in INR; the learner's current one marked. */
export function PackageCard({ pkg, onBuy }: PackageCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = `package-${pkg.package_id}-title`;
  const current = pkg.current_subscription;
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      data-testid={`package-card-${pkg.package_id}`}
      style={pkg.is_current ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId}>
            {pkg.package_name}
          </Title>
          {pkg.is_current ? (
            <Badge color="teal.9" variant="filled">
              {t('packages.current')}
            </Badge>
          ) : pkg.is_recommended ? (
            <Badge color="grape" variant="light">
              {t('packages.recommended')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`packages.entity.${pkg.entity_name}`, { defaultValue: pkg.entity_name })}
        </Text>
        <List size="sm" spacing={2} aria-label={t('packages.servicesLabel')}>
          {pkg.student_subscribed_services.map((service) => (
            <List.Item key={service}>{t(`packages.service.${service}`, { defaultValue: service })}</List.Item>
          ))}
        </List>
        <Text size="sm">{t('packages.duration', { count: pkg.duration_days })}</Text>
        {current && (
          <Text size="sm" c={pkg.is_current ? 'teal.9' : 'dimmed'}>
            {t(`packages.state.${current.subscription_state}`)} ·{' '}
            {t('packages.until', { date: formatDay(current.package_end_date, i18n.language) })}
          </Text>
        )}
        <Group justify="space-between" align="center" mt="auto" pt="sm">
          <Text fw={700} size="xl">
            {formatPaise(pkg.price_paise, i18n.language)}
          </Text>
          {onBuy && (
            <Button onClick={() => onBuy(pkg)} aria-label={t('packages.buyNamed', { name: pkg.package_name })}>
              {pkg.is_current ? t('packages.extend') : t('packages.buy')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

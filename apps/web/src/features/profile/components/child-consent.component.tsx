import type { ChildConsent } from '@esc/contracts';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDay } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import { useChildConsents, useWithdrawConsent } from '../api/child-consent.api';
import '../child-consent.strings';

/** One child's consent: when it was given, and its withdrawal (asked twice, since it stops their learning). */
function ChildRow({ viewerUuid, child }: { viewerUuid: string; child: ChildConsent }) {
  const { t, i18n } = useTranslation();
  const withdraw = useWithdrawConsent(viewerUuid);
  const [confirming, setConfirming] = useState(false);
  const day = (iso: string) => formatDay(iso, i18n.language);
  if (child.state !== 'given') {
    return (
      <Text size="sm" data-testid="child-consent-withdrawn">
        {t('childConsent.withdrawn', {
          name: child.name,
          date: child.withdrawn_at ? day(child.withdrawn_at) : '',
          erase: child.erase_after ? day(child.erase_after) : '',
        })}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {child.name}
      </Text>
      <Text size="sm">
        {t('childConsent.given', { date: child.given_at ? day(child.given_at) : '', version: child.notice_version })}
      </Text>
      {confirming ? (
        <Alert color="orange" variant="light">
          <Stack gap="xs">
            <Text size="sm">{t('childConsent.confirm', { name: child.name })}</Text>
            <Group gap="xs">
              <Button color="red" size="xs" loading={withdraw.isPending} onClick={() => withdraw.mutate(child.uuid)}>
                {t('childConsent.confirmYes')}
              </Button>
              <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                {t('childConsent.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Button variant="light" color="red" size="xs" w="fit-content" onClick={() => setConfirming(true)}>
          {t('childConsent.withdraw', { name: child.name })}
        </Button>
      )}
      {withdraw.isError && (
        <Alert color="red" variant="light" role="alert">
          {withdraw.error.message || t('childConsent.failed')}
        </Alert>
      )}
    </Stack>
  );
}

/** A parent's consents for children who signed up alone; nothing for parents who gave none. */
export function ChildConsents({ viewerUuid }: { viewerUuid: string }) {
  const { t } = useTranslation();
  const consents = useChildConsents(viewerUuid);
  const children = consents.data?.children ?? [];
  if (children.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="child-consent-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="child-consent-title">
          {t('childConsent.title')}
        </Title>
        <Text size="sm">{t('childConsent.intro')}</Text>
        {children.map((child) => (
          <ChildRow key={child.uuid} viewerUuid={viewerUuid} child={child} />
        ))}
      </Stack>
    </Card>
  );
}

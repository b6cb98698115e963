import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useUserSubscriptions } from '../../../lib/subscriptions.api';
import { formatDay } from '../../../lib/date-format';

/** A learner's active packages, in one line each, with a link to /mypackage. */
export function PackagesSummary({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation();
  const summary = useUserSubscriptions(uuid);
  if (!summary.data) return null;
  const active = summary.data.subscriptions.filter((s) => s.subscription_state === 'active');
  const day = (iso: string) => formatDay(iso, i18n.language);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-packages-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="profile-packages-title">
          {t('profile.packages.title')}
        </Title>
        {active.length === 0 ? (
          <Text size="sm">{t('profile.packages.none')}</Text>
        ) : (
          active.map((s) => (
            <Text size="sm" key={s.subscription_id}>
              {t('profile.packages.active', { name: s.package_name, date: day(s.package_end_date) })}
            </Text>
          ))
        )}
        <Anchor component={Link} to="/mypackage" size="sm">
          {t('profile.packages.link')}
        </Anchor>
      </Stack>
    </Card>
  );
}

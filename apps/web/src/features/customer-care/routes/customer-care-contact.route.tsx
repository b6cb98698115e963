import { DEFAULT_SCHOOL_ID, RoutePath } from '@esc/domain';
import { Anchor, Card, DataList, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { PageTitle } from '../../../components/page-title.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { PLATFORM_CONTACT } from '../../../lib/platform-contact';
import '../customer-care.strings';

/** What the page says to whom: only people without a school are told they have none (spec 002: they land here). */
function useIntro(): string | null {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  if (profile.isPending) return null;
  const school = profile.data?.school ?? null;
  if (!school) return t('customerCare.introNoSchool');
  if (school.school_id === DEFAULT_SCHOOL_ID) return t('customerCare.intro');
  return t('customerCare.introSchool', { school: school.school_name });
}

export function CustomerCareContactRoute() {
  const { t } = useTranslation();
  const intro = useIntro();
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle page={t('customerCare.title')} />
      <Title order={1}>{t('customerCare.title')}</Title>
      {intro === null ? (
        <Skeleton h={20} w="80%" aria-hidden />
      ) : (
        <Text data-testid="customer-care-intro">{intro}</Text>
      )}
      <Card withBorder padding="lg">
        <DataList labelWidth={90}>
          <DataList.Item>
            <DataList.ItemLabel>{t('customerCare.emailLabel')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="support-email">{PLATFORM_CONTACT.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('customerCare.phoneLabel')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="support-phone">{PLATFORM_CONTACT.phone}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <Text size="sm" c="dimmed" mt="md">
          {t('customerCare.hours')}
        </Text>
      </Card>
      {/* The DPDP Act's grievance route: the form on the profile reaches the person's grievance officer. */}
      <Anchor component={Link} to={`${RoutePath.Profile}#grievances-title`}>
        {t('customerCare.grievanceLink')}
      </Anchor>
    </Stack>
  );
}

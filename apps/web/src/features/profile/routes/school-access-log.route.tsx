import { isSchoolAdmin } from '@esc/domain';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useTranslation } from '../../../lib/use-translation';
import { SchoolAccessLog } from '../components/school-access-log.component';
import '../access-log.strings';

/** The school admin's screen of who looked at children's records; anyone else is told it is not theirs. */
export function SchoolAccessLogRoute() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle page={t('accessLog.schoolTitle')} />
      <Title order={1}>{t('accessLog.schoolTitle')}</Title>
      {profile.isError ? (
        <QueryError title={t('accessLog.loadError')} error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <Skeleton h={200} aria-hidden />
      ) : isSchoolAdmin(profile.data.user_type_id, profile.data.role) ? (
        <SchoolAccessLog key={profile.data.uuid} viewerUuid={profile.data.uuid} />
      ) : (
        <Alert color="yellow" variant="light" role="status">
          {t('accessLog.screen.adminOnly')}
        </Alert>
      )}
    </Stack>
  );
}

import { isParent } from '@esc/domain';
import { Skeleton, Stack, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { ChangeContact } from '../components/change-contact.component';
import { ChangePassword } from '../components/change-password.component';
import { EditDetails } from '../components/edit-details.component';
import { PackagesSummary } from '../components/packages-summary.component';
import { ProfileDetails } from '../components/profile-details.component';
import { YourData } from '../components/your-data.component';
import { AccessLog } from '../components/access-log.component';
import { AccountErasure } from '../components/account-erasure.component';
import { Grievances } from '../components/grievances.component';
import { ChildConsents } from '../components/child-consent.component';
import { PageTitle } from '../../../components/page-title.component';
import '../profile.strings';
import { LazyPart } from '../../../components/part-boundary/part-boundary.component';

interface ProfileRouteProps {
  /** The notification settings, composed by the app from the notifications feature. */
  renderNotificationSettings?: () => ReactNode;
}

export function ProfileRoute({ renderNotificationSettings }: ProfileRouteProps = {}) {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle page={t('profile.title')} />
      <Title order={1}>{t('profile.title')}</Title>
      {profile.isError ? (
        <QueryError title={t('profile.loadError')} error={profile.error} onRetry={() => void profile.refetch()} />
      ) : profile.data ? (
        <>
          <ProfileDetails profile={profile.data} />
          {profile.data.user_type_id === 1 && <PackagesSummary uuid={profile.data.uuid} />}
          {/* Keyed by the person, so a fresh sign-in never shows another person's draft. */}
          <EditDetails key={profile.data.uuid} profile={profile.data} />
          <ChangeContact key={`contact-${profile.data.uuid}`} profile={profile.data} />
          <ChangePassword />
          {renderNotificationSettings && (
            <LazyPart fallback={<Skeleton h={160} aria-hidden />}>{renderNotificationSettings()}</LazyPart>
          )}
          <YourData key={`data-${profile.data.uuid}`} profile={profile.data} />
          <AccessLog key={`looked-${profile.data.uuid}`} profile={profile.data} />
          <AccountErasure key={`erasure-${profile.data.uuid}`} profile={profile.data} />
          <Grievances key={`grievances-${profile.data.uuid}`} profile={profile.data} />
          {isParent(profile.data.user_type_id) && <ChildConsents viewerUuid={profile.data.uuid} />}
        </>
      ) : (
        <Skeleton h={260} aria-hidden />
      )}
    </Stack>
  );
}

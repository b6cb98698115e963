import type { Profile } from '@esc/contracts';
import { Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';

/** The frame of the institute screens: title, and the profile's loading and error states. */
export function InstitutePage({ title, children }: { title: string; children: (profile: Profile) => ReactNode }) {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      {profile.isError ? (
        <QueryError title={t('institutes.loadError')} error={profile.error} onRetry={() => void profile.refetch()} />
      ) : profile.data ? (
        children(profile.data)
      ) : (
        <Skeleton h={180} aria-hidden />
      )}
    </Stack>
  );
}

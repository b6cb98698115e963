import type { Profile } from '@esc/contracts';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { PageTitle } from '../../../components/page-title.component';

interface DashboardPageProps {
  title: string;
  children: (profile: Profile) => ReactNode;
  /** Shown while the profile loads; skeletons unless the screen has its own (the loading wrapper). */
  loading?: ReactNode;
}

/** The frame every role dashboard shares: title, greeting, and the profile's loading and error states. */
export function DashboardPage({ title, children, loading }: DashboardPageProps) {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle page={title} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {profile.data ? (
          <Text size="lg" data-testid="dashboard-person-name">
            {t('dashboard.welcome', { name: profile.data.name })}
          </Text>
        ) : (
          !profile.isError && <Skeleton h={22} w={220} />
        )}
      </Stack>
      {profile.isError ? (
        <QueryError title={t('dashboard.loadError')} error={profile.error} onRetry={() => void profile.refetch()} />
      ) : profile.data ? (
        children(profile.data)
      ) : (
        (loading ?? (
          <Stack gap="sm" aria-hidden>
            <Skeleton h={120} />
            <Skeleton h={120} />
          </Stack>
        ))
      )}
    </Stack>
  );
}

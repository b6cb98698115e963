import type { Profile } from '@esc/contracts';
import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';

/** The institute calendar (spec 001 §2): opened with comingFrom, so its Back comes here. */
const INSTITUTE_CALENDAR = '/institute-calendar';

interface InstitutePageProps {
  title: string;
  /** Offer the institute calendar (the learner's and parent's dashboards). */
  calendar?: boolean;
  children: (profile: Profile) => ReactNode;
}

/** The frame of the institute screens: title, and the profile's loading and error states. */
export function InstitutePage({ title, calendar, children }: InstitutePageProps) {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const { pathname } = useLocation();
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle page={title} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{title}</Title>
        {calendar ? (
          <Button
            component={Link}
            to={INSTITUTE_CALENDAR}
            state={{ comingFrom: pathname }}
            variant="default"
            leftSection={<IconCalendarMonth size={16} aria-hidden />}
          >
            {t('institutes.calendar')}
          </Button>
        ) : null}
      </Group>
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

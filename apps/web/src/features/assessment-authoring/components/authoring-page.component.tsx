import type { Profile } from '@esc/contracts';
import { isStaff } from '@esc/domain';
import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { AuthoringPath } from '../utils/authoring-paths';
import '../assessment-authoring.strings';
import '../teacher-papers.strings';

export type AuthoringSection = 'assigned' | 'papers' | 'bank' | 'paper';

const SECTIONS: readonly AuthoringSection[] = ['assigned', 'papers', 'bank', 'paper'];

const SECTION_PATHS: Record<AuthoringSection, string> = {
  assigned: AuthoringPath.assessments,
  papers: AuthoringPath.papers,
  bank: AuthoringPath.bank,
  paper: AuthoringPath.newPaper,
};

interface AuthoringPageProps {
  /** The screen's heading (and document title). */
  title: string;
  section: AuthoringSection;
  children: (profile: Profile) => ReactNode;
}

/**
 * The frame of the teacher's assessment screens: title, the tabs between assigned assessments, the
 * question bank and the paper builder, and the profile's loading, error and not-for-you states.
 */
export function AuthoringPage({ title, section, children }: AuthoringPageProps) {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      <nav aria-label={t('authoring.tabs.label')}>
        <Group gap="xs">
          {SECTIONS.map((key) => (
            <Button
              key={key}
              component={Link}
              to={SECTION_PATHS[key]}
              variant={key === section ? 'filled' : 'default'}
              aria-current={key === section ? 'page' : undefined}
            >
              {t(`authoring.tabs.${key}`)}
            </Button>
          ))}
        </Group>
      </nav>
      {profile.isError ? (
        <QueryError title={t('dashboard.loadError')} error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <Skeleton h={160} role="status" aria-label={t('common.loading')} />
      ) : !isStaff(profile.data.user_type_id) ? (
        <Alert color="yellow">{t('authoring.notForYou')}</Alert>
      ) : (
        children(profile.data)
      )}
    </Stack>
  );
}

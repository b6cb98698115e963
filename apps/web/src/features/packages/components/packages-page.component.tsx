import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useLearner, type Learner } from '../hooks/use-learner.hook';

/** The frame of the packages screens: title, who they are for, and the learner once known. */
export function PackagesPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: (learner: Learner) => ReactNode;
}) {
  const { t } = useTranslation();
  const { learner, error, refetch } = useLearner();
  return (
    <Stack gap="lg" maw={1080} w="100%">
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      {intro && <Text>{intro}</Text>}
      {learner?.forChild && <Text c="dimmed">{t('packages.forChild', { name: learner.name })}</Text>}
      {error ? (
        <QueryError title={t('packages.loadError')} error={error} onRetry={refetch} />
      ) : learner ? (
        children(learner)
      ) : (
        <Skeleton h={280} role="status" aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}

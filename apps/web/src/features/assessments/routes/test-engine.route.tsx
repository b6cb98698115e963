import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { startAttempt } from '../api/attempt.api';
import { assessmentKeys } from '../api/assessments.keys';
import '../assessments.strings';
import '../../../components/question/question.strings';
import { EngineScreen } from '../components/engine-screen.component';
import { idParam } from '../utils/assessment-paths';

/**
 * /test-engine/{paperId}/{assignId}/{sectionAssignId}/1 (spec 002 §2.3): starts the attempt, or
 * resumes it (on this device or another) with the answers saved so far. `?homework={assignId}`: the
 * learner's own attempt of a paper their learn-list homework lists.
 */
export function TestEngineRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const paperId = idParam(params.paperId);
  const assignId = idParam(params.assignId);
  const sectionAssignId = idParam(params.sectionAssignId);
  const [search] = useSearchParams();
  const homeworkAssignId = assignId === null ? idParam(search.get('homework')) : null;
  const query = useQuery({
    queryKey: [...assessmentKeys.all, 'attempt', paperId, assignId, sectionAssignId, homeworkAssignId],
    queryFn: async () => {
      const attempt = await startAttempt({ paperId: paperId ?? 0, assignId, sectionAssignId, homeworkAssignId });
      return { attempt, receivedAtMs: Date.now() };
    },
    enabled: paperId !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: 1,
  });
  return (
    <Stack gap="md">
      <PageTitle page={query.data?.attempt.paper[0]?.paper_name ?? t('assessments.engine.loading')} />
      {query.isPending && <Loader aria-label={t('assessments.engine.loading')} />}
      {query.isError && (
        <QueryError
          title={t('assessments.engine.startError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && <EngineScreen attempt={query.data.attempt} receivedAtMs={query.data.receivedAtMs} />}
    </Stack>
  );
}

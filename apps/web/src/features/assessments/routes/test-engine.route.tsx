import type { AssignedPaperItem } from '@esc/contracts';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { readSession } from '../../../lib/session';
import { startAttempt } from '../api/attempt.api';
import { assessmentKeys } from '../api/assessments.keys';
import '../assessments.strings';
import '../../../components/question/question.strings';
import { EngineScreen } from '../components/engine-screen.component';
import { idParam } from '../utils/assessment-paths';
import { attemptKey } from '../utils/attempt-store';
import { attemptStore } from '../utils/attempt-store.app';
import { OfflineStartError, openAttempt } from '../utils/open-attempt';

/**
 * /test-engine/{paperId}/{assignId}/{sectionAssignId}/1 (spec 002 §2.3): starts the attempt, or
 * resumes it (on this device or another) with the answers saved so far. `?homework={assignId}`: the
 * learner's own attempt of a paper their learn-list homework lists. With the link down, an attempt
 * started online on this device goes on from the device; starting one needs the link.
 */
export function TestEngineRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const paperId = idParam(params.paperId);
  const assignId = idParam(params.assignId);
  const sectionAssignId = idParam(params.sectionAssignId);
  const [search] = useSearchParams();
  const homeworkAssignId = assignId === null ? idParam(search.get('homework')) : null;
  // The list's item, when opened from it: whether the paper is online only, for the message offline.
  const listed = (useLocation().state as { paper?: AssignedPaperItem } | null)?.paper;
  const owner = readSession()?.uuid ?? null;
  const route = { paperId: paperId ?? 0, assignId, sectionAssignId, homeworkAssignId };
  const storeKey = attemptKey(owner ?? '', route);
  const query = useQuery({
    queryKey: [...assessmentKeys.all, 'attempt', paperId, assignId, sectionAssignId, homeworkAssignId],
    queryFn: () => openAttempt({ start: () => startAttempt(route), store: attemptStore, key: storeKey, owner }),
    enabled: paperId !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => !(error instanceof OfflineStartError) && count < 1,
  });
  const offlineStart = query.error instanceof OfflineStartError;
  return (
    <Stack gap="md">
      <PageTitle page={query.data?.attempt.paper[0]?.paper_name ?? t('assessments.engine.loading')} />
      {query.isPending && <Loader aria-label={t('assessments.engine.loading')} />}
      {offlineStart && (
        <Alert color="orange" role="alert" title={t('assessments.engine.startOfflineTitle')}>
          <Stack gap="sm" align="flex-start">
            {t(listed?.online_only ? 'assessments.engine.startOfflineOnlineOnly' : 'assessments.engine.startOffline')}
            <Button variant="default" onClick={() => void query.refetch()}>
              {t('assessments.engine.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {query.isError && !offlineStart && (
        <QueryError
          title={t('assessments.engine.startError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && (
        <EngineScreen
          attempt={query.data.attempt}
          anchor={query.data.anchor}
          storeKey={storeKey}
          fromDevice={query.data.fromDevice}
          submittedOffline={query.data.submittedOffline}
        />
      )}
    </Stack>
  );
}

import { AttemptStatus } from '@esc/domain';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Link, Navigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { attemptedStatusQueryOptions } from '../api/attempted-status.api';
import { paperReportQueryOptions } from '../api/paper-report.api';
import '../assessment-links.strings';
import { useAssessmentLearner } from '../hooks/use-assessment-learner.hook';
import { AssessmentPath, idParam, reportPath } from '../utils/assessment-paths';

/**
 * /weeklyReport/:testId/:testType/:paper_type (spec 002 §2.3): the learner's (a parent's active
 * child's) report of that test. The test id names the paper; its evaluated attempt (the latest, when
 * it was given more than once) is found through the attempt status call and opened on /reports. A
 * paper nobody assigned (the learner's own practice test) is looked up by the report call itself.
 */
export function WeeklyReportRoute() {
  const { t } = useTranslation();
  const paperId = idParam(useParams().testId);
  const { learner, loading } = useAssessmentLearner();
  const childUuid = learner?.forChild ? learner.uuid : null;
  const query = useQuery({
    ...attemptedStatusQueryOptions(paperId ?? 0, childUuid),
    enabled: paperId !== null && !loading,
  });
  const rows = (query.data ?? []).filter((r) => r.paper_id === paperId);
  // Not among the assigned papers: the learner's own practice test, if they took one.
  const practice = useQuery({
    ...paperReportQueryOptions({ childUuid, assignId: null, attemptId: null, paperId: paperId ?? 0 }),
    enabled: query.isSuccess && rows.length === 0,
    retry: false,
  });
  if (paperId === null) return <Text>{t('assessments.weeklyReport.badLink')}</Text>;
  if (query.isPending || (rows.length === 0 && practice.isFetching))
    return <Loader aria-label={t('assessments.weeklyReport.loading')} />;
  if (query.isError) {
    return (
      <QueryError
        title={t('assessments.weeklyReport.error')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (practice.data?.results_published) {
    const ref = { paperId, assignId: null, attemptId: practice.data.attempt_id, uuid: childUuid };
    return <Navigate to={reportPath(ref)} replace />;
  }
  const latest = (status: AttemptStatus) =>
    rows
      .filter((r) => r.attempt_id !== null && r.attempt_status_id === status)
      .sort((a, b) => b.attempt_id! - a.attempt_id!)[0];
  const evaluated = latest(AttemptStatus.Evaluated);
  if (evaluated) {
    const ref = { paperId, assignId: evaluated.assign_id, attemptId: evaluated.attempt_id, uuid: childUuid };
    return <Navigate to={reportPath(ref)} replace />;
  }
  return (
    <Stack gap="md">
      <Text data-testid="weekly-report-empty">
        {latest(AttemptStatus.Submitted) || practice.data?.attempt_status_id === AttemptStatus.Submitted
          ? t('assessments.weeklyReport.notMarked')
          : t('assessments.weeklyReport.notTaken')}
      </Text>
      <Button component={Link} to={AssessmentPath.myAssignment} variant="default" w="fit-content">
        {t('assessments.weeklyReport.toTests')}
      </Button>
    </Stack>
  );
}

import type { StudentActivityData } from '@esc/contracts';
import { Alert, Anchor, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { usePaperDetail } from '../api/paper-detail.api';
import { useStudentActivity } from '../api/student-activity.api';
import { ActivityTable } from '../components/activity-table.component';
import { AuthoringPage } from '../components/authoring-page.component';
import { MarkingPanel } from '../components/marking-panel.component';
import { OmrMarksSheet } from '../components/omr-marks-sheet.component';
import { QuestionAnalysisPanel } from '../components/question-analysis-panel.component';
import { StatusBadge } from '../components/status-badge.component';
import { assignmentTab, AuthoringPath, idParam, type AssignmentTab } from '../utils/authoring-paths';
import { formatWindowTime } from '../utils/format';
import { schoolTimeZone } from '../utils/window-time';

/** /faculty-assessment-dashboard/assessments/:assignId/:tab?: students, results to mark, question analysis. */
export function AssignmentRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const assignId = idParam(params.assignId);
  const tab = assignmentTab(params.tab);
  return (
    <AuthoringPage title={t('authoring.title')} section="assigned">
      {(profile) =>
        assignId === null ? (
          <Alert color="yellow">{t('authoring.assignment.badLink')}</Alert>
        ) : (
          <Assignment assignId={assignId} tab={tab} timeZone={schoolTimeZone(profile.country_iso)} />
        )
      }
    </AuthoringPage>
  );
}

function Assignment({ assignId, tab, timeZone }: { assignId: number; tab: AssignmentTab; timeZone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const activity = useStudentActivity(assignId);
  // A paper answered on paper (OMR) gets a marks sheet where others get their written answers to mark.
  const paper = usePaperDetail(activity.data?.assignment.paper_id ?? 0);
  const omr = paper.data?.is_omr === 1;
  if (activity.isError) {
    return (
      <QueryError
        title={t('authoring.assignment.loadError')}
        error={activity.error}
        onRetry={() => void activity.refetch()}
      />
    );
  }
  if (!activity.data) return <Skeleton h={240} role="status" aria-label={t('common.loading')} />;
  const data = activity.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={AuthoringPath.assessments} w="fit-content">
        {t('authoring.assignment.back')}
      </Anchor>
      <AssignmentHeading data={data} timeZone={timeZone} />
      <Tabs
        value={tab}
        onChange={(value) => value && void navigate(AuthoringPath.assignment(assignId, value as AssignmentTab))}
      >
        <Tabs.List aria-label={t('authoring.assignment.tabs')}>
          <Tabs.Tab value="students">{t('authoring.assignment.students')}</Tabs.Tab>
          <Tabs.Tab value="marking">{omr ? t('authoring.omr.tab') : t('authoring.assignment.marking')}</Tabs.Tab>
          <Tabs.Tab value="analysis">{t('authoring.assignment.analysis')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="students" pt="md">
          {tab === 'students' && <ActivityTable data={data} timeZone={timeZone} />}
        </Tabs.Panel>
        <Tabs.Panel value="marking" pt="md">
          {tab === 'marking' &&
            (paper.isPending && !paper.isError ? (
              <Skeleton h={120} role="status" aria-label={t('common.loading')} />
            ) : omr ? (
              <OmrMarksSheet data={data} />
            ) : (
              <MarkingPanel data={data} />
            ))}
        </Tabs.Panel>
        <Tabs.Panel value="analysis" pt="md">
          {tab === 'analysis' && <QuestionAnalysisPanel assignId={assignId} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function AssignmentHeading({ data, timeZone }: { data: StudentActivityData; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const a = data.assignment;
  const when = (iso: string) => formatWindowTime(iso, timeZone, i18n.language);
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Title order={2}>{a.title || a.paper_name}</Title>
        <StatusBadge status={a.status} />
      </Group>
      <Text size="sm">
        {a.sections.map((s) => s.section_name).join(', ')} ·{' '}
        {t('authoring.window', { opens: when(a.paper_start_time), closes: when(a.paper_end_time) })}
      </Text>
      <Text size="sm" data-testid="assignment-summary">
        {t('authoring.assignment.summary', {
          submitted: a.submitted_count,
          learners: a.learner_count,
          pending: a.pending_evaluation_count,
        })}
      </Text>
    </Stack>
  );
}

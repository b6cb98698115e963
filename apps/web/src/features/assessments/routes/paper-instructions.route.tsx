import type { AssignedPaperItem } from '@esc/contracts';
import { Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { studentPaperListQueryOptions } from '../api/student-paper-list.api';
import '../assessments.strings';
import { AssessmentPath, idParam, testEnginePath } from '../utils/assessment-paths';

interface InstructionsState {
  paper?: AssignedPaperItem;
}

/**
 * The paper from the router's state, or (after a reload) from the learner's lists by its ids; none for
 * a paper of learn-list homework (nobody assigned the paper itself).
 */
function usePaper(paperId: number | null, assignId: number | null, fromHomework: boolean) {
  const location = useLocation();
  const fromState = (location.state as InstructionsState | null)?.paper;
  const matches = (p: AssignedPaperItem) => p.paper_id === paperId && (assignId === null || p.assign_id === assignId);
  const assigned = useQuery({
    ...studentPaperListQueryOptions('assigned', null),
    enabled: !fromState && !fromHomework,
  });
  const reattempt = useQuery({
    ...studentPaperListQueryOptions('reattempt', null),
    enabled: !fromState && assigned.isSuccess && !assigned.data.papers.some(matches),
  });
  if (fromHomework) return { paper: null, pending: false, error: null, retry: () => undefined };
  if (fromState) return { paper: fromState, pending: false, error: null, retry: () => undefined };
  const paper = assigned.data?.papers.find(matches) ?? reattempt.data?.papers.find(matches) ?? null;
  return {
    paper,
    pending: assigned.isPending || (reattempt.isFetching && !paper),
    error: assigned.error ?? null,
    retry: () => void assigned.refetch(),
  };
}

/** /paper-instructions (spec 002 §2.3): a not-started paper's size, time and rules, then the start. */
export function PaperInstructionsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paperId = idParam(params.get('paperId'));
  const assignId = idParam(params.get('assignId'));
  // From learn-list homework: the learner's own attempt of the paper, the homework named on its start.
  const homeworkAssignId = idParam(params.get('homework'));
  const { paper, pending, error, retry } = usePaper(paperId, assignId, homeworkAssignId !== null);
  const title = t('assessments.instructions.title');
  if (pending) return <Loader aria-label={title} />;
  if (error) return <QueryError title={t('assessments.lists.error')} error={error} onRetry={retry} />;
  if (!paper && paperId === null) {
    return (
      <Stack>
        <Text>{t('assessments.instructions.notFound')}</Text>
        <Button component={Link} to={AssessmentPath.myAssignment} w="fit-content">
          {t('assessments.instructions.back')}
        </Button>
      </Stack>
    );
  }
  if (!paper) {
    // A paper nobody assigned (an interactive lesson's test, or homework's): the server decides whether it may start.
    return (
      <Stack gap="md">
        <PageTitle page={title} />
        <Title order={1}>{title}</Title>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <List spacing="xs">
              <List.Item>{t('assessments.instructions.general')}</List.Item>
              <List.Item>{t('assessments.instructions.keys')}</List.Item>
            </List>
            <Button
              w="fit-content"
              onClick={() =>
                void navigate(
                  testEnginePath(paperId ?? 0, assignId, idParam(params.get('sectionAssignId')), homeworkAssignId),
                )
              }
            >
              {t('assessments.instructions.start')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {paper.title || paper.paper_name}
          </Title>
          <Text>{t('assessments.instructions.duration', { minutes: paper.paper_duration })}</Text>
          <Text>
            {t('assessments.instructions.total', { questions: paper.total_questions, marks: paper.total_marks })}
          </Text>
          <List spacing="xs">
            <List.Item>
              {t(paper.online_only ? 'assessments.instructions.onlineOnly' : 'assessments.instructions.offline')}
            </List.Item>
            <List.Item>{t('assessments.instructions.general')}</List.Item>
            <List.Item>{t('assessments.instructions.keys')}</List.Item>
          </List>
          <Group>
            <Button
              onClick={() =>
                void navigate(testEnginePath(paper.paper_id, paper.assign_id, paper.section_assign_id), {
                  state: { paper },
                })
              }
            >
              {t('assessments.instructions.start')}
            </Button>
            <Button component={Link} variant="default" to={AssessmentPath.myAssignment}>
              {t('assessments.instructions.back')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

import { attemptStatusShown, isAttemptOpen, isAttemptSubmitted } from '@esc/domain';
import type { AssignedPaperItem } from '@esc/contracts';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { AssessmentPath, reportPath } from '../utils/assessment-paths';
import { formatDateTime } from '../../../lib/date-format';

interface PaperCardProps {
  paper: AssignedPaperItem;
  /** Start or resume (a learner); absent for a parent, who only reads. */
  onOpen?: (paper: AssignedPaperItem) => void;
  opening?: boolean;
  reattempt?: boolean;
  childUuid?: string | null;
  /** The school's time zone, in which the window is shown. */
  timeZone?: string;
}

function useWhen(timeZone: string | undefined) {
  const { i18n } = useTranslation();
  return (iso: string) => formatDateTime(iso, i18n.language, { timeZone });
}

function actionLabel(paper: AssignedPaperItem, reattempt: boolean): string {
  if (reattempt) return 'assessments.lists.reattemptAction';
  if (isAttemptOpen(paper.attempt_status_id)) return 'assessments.lists.resume';
  return 'assessments.lists.start';
}

/** One assigned paper: its window, size, status and what the learner can do with it. */
export function PaperCard({ paper, onOpen, opening, reattempt = false, childUuid = null, timeZone }: PaperCardProps) {
  const { t } = useTranslation();
  const when = useWhen(timeZone);
  const done = isAttemptSubmitted(paper.attempt_status_id) && !reattempt;
  // Marked but not yet published (the window is open, or answers wait for the teacher): to the
  // learner it is submitted; "Evaluated" comes with the results.
  const shown = attemptStatusShown(paper.attempt_status_id, paper.results_published === 1);
  const status = t(`assessments.lists.status.${String(shown) as '1'}`);
  return (
    <Card withBorder padding="md" component="article" data-testid="paper-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">
            {paper.title || paper.paper_name}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {status}
          </Badge>
        </Group>
        <Group gap="xs">
          {paper.is_olympiad === 1 && <Badge color="grape">{t('assessments.lists.olympiad')}</Badge>}
          {paper.is_parent_assigned === 1 && <Badge color="teal.9">{t('assessments.lists.parentAssigned')}</Badge>}
          {paper.is_omr === 1 && <Badge color="gray">{t('assessments.lists.omr')}</Badge>}
        </Group>
        <Text size="sm">
          {t('assessments.lists.window', { start: when(paper.paper_start_time), end: when(paper.paper_end_time) })}
        </Text>
        <Text size="sm" c="dimmed">
          {[
            t('assessments.lists.duration', { minutes: paper.paper_duration }),
            t('assessments.lists.questions', { count: paper.total_questions }),
            t('assessments.lists.marks', { marks: paper.total_marks }),
            paper.teacher_name ? t('assessments.lists.teacher', { name: paper.teacher_name }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {paper.results_published === 1 && paper.score !== null && (
          <Text size="sm" fw={500}>
            {t('assessments.lists.score', { score: paper.score, max: paper.total_marks })}
            {paper.rank !== null ? ` · ${t('assessments.lists.rank', { rank: paper.rank })}` : ''}
          </Text>
        )}
        {paper.file_path.map((file) => (
          <Anchor key={file.file_key} href={file.download_url} size="sm" target="_blank" rel="noreferrer">
            {t('assessments.lists.download', { name: file.file_name })}
          </Anchor>
        ))}
        <Group>
          {done ? (
            <Button
              component={Link}
              variant="light"
              to={reportPath({
                paperId: paper.paper_id,
                assignId: paper.assign_id,
                attemptId: paper.attempt_id,
                uuid: childUuid,
              })}
              state={{ paper }}
            >
              {t('assessments.lists.viewReport')}
            </Button>
          ) : paper.is_omr === 1 ? (
            // Answered on paper in class: the questions to read, never an online attempt.
            <Button
              component={Link}
              variant="light"
              to={`${AssessmentPath.viewQuestions}?paperId=${paper.paper_id}`}
              state={{ paper, teacherName: paper.teacher_name, origin: AssessmentPath.myAssignment }}
            >
              {t('assessments.lists.viewQuestions')}
            </Button>
          ) : (
            onOpen && (
              <Button onClick={() => onOpen(paper)} loading={opening}>
                {t(actionLabel(paper, reattempt) as 'assessments.lists.start')}
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Card>
  );
}

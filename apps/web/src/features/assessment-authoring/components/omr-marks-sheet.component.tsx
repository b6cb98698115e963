import type { QuestionListData, StudentActivityData } from '@esc/contracts';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { usePaperQuestions } from '../api/paper-questions.api';
import { ACTIVITY_PAGE_SIZE, useStudentActivity } from '../api/student-activity.api';
import { OmrStudentMarks, type SheetQuestion } from './omr-student-marks.component';

/** The questions a teacher gives marks for: a dropped question gives everyone its marks, so it is left out. */
export function sheetQuestions(data: QuestionListData): SheetQuestion[] {
  return data.questions
    .filter((q) => q.is_dropped !== 1)
    .map((q, i) => ({ questionId: q.question.question_id, order: i + 1, max: q.marks }));
}

/**
 * The marks sheet of a paper answered on paper (OMR): each student of the assignment's sections with
 * a bounded marks field per question, saved one student at a time (evaluateAnswers with the
 * assignment and the student; the server makes their attempt).
 */
export function OmrMarksSheet({ data }: { data: StudentActivityData }) {
  const { t } = useTranslation();
  const paper = usePaperQuestions(data.assignment.paper_id);
  const [pageNo, setPageNo] = useState(1);
  // The first page came with the assignment; a section of more students is entered a page at a time.
  const later = useStudentActivity(data.assignment.assign_id, pageNo);
  const students = pageNo === 1 ? data.students : (later.data?.students ?? []);
  const pages = Math.max(1, Math.ceil(data.total_count / ACTIVITY_PAGE_SIZE));
  if (paper.isError) {
    return <QueryError title={t('authoring.omr.loadError')} error={paper.error} onRetry={() => void paper.refetch()} />;
  }
  if (!paper.data) return <Skeleton h={200} role="status" aria-label={t('common.loading')} />;
  const questions = sheetQuestions(paper.data);
  return (
    <Stack gap="md" data-testid="omr-sheet">
      <Text>{t('authoring.omr.intro')}</Text>
      {data.assignment.results_published_at !== null && (
        <Alert color="blue" role="status">
          {t('authoring.marking.published')}
        </Alert>
      )}
      {data.total_count === 0 ? (
        <Text c="dimmed">{t('authoring.omr.noStudents')}</Text>
      ) : pageNo > 1 && (!later.data || later.isPlaceholderData) ? (
        <Skeleton h={200} role="status" aria-label={t('common.loading')} />
      ) : (
        students.map((s) => (
          <OmrStudentMarks key={s.uuid} assignId={data.assignment.assign_id} student={s} questions={questions} />
        ))
      )}
      {pages > 1 && (
        <Group gap="sm">
          <Button variant="default" disabled={pageNo <= 1} onClick={() => setPageNo((p) => p - 1)}>
            {t('authoring.overview.previous')}
          </Button>
          <Text size="sm">{t('authoring.overview.page', { page: pageNo, pages })}</Text>
          <Button variant="default" disabled={pageNo >= pages} onClick={() => setPageNo((p) => p + 1)}>
            {t('authoring.overview.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

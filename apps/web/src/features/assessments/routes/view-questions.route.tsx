import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import '../../../components/question/question.strings';
import { QueryError } from '../../../components/query-error.component';
import { isApiError } from '../../../lib/api-error';
import { paperQuestionsQueryOptions } from '../api/paper-questions.api';
import '../assessment-links.strings';
import '../assessments.strings';
import { PaperQuestionView } from '../components/paper-question-view.component';
import { useAssessmentLearner } from '../hooks/use-assessment-learner.hook';
import { idParam } from '../utils/assessment-paths';
import classes from './view-questions.module.css';

/** The router state of 002 §2.3: paper data, teacher name, syllabus name, subject name and type, origin. */
interface ViewQuestionsState {
  paper?: { paper_id?: number };
  paperData?: { paper_id?: number };
  teacherName?: string;
  syllabusName?: string;
  subjectName?: string;
  subjectType?: string;
  origin?: string;
}

/** Back only to a path of this app (never another site named in the state). */
const internal = (path: string | undefined) => (path && /^\/(?!\/)/.test(path) ? path : null);

/**
 * /view-questions (spec 002 §2.3): a paper's questions, read only and printable. What comes with
 * them is the server's decision: keys and explanations for staff; for a learner only when the paper
 * allows them and their result is out. Nothing the server does not send is shown.
 */
export function ViewQuestionsRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as ViewQuestionsState;
  const paperId = idParam(params.get('paperId')) ?? state.paper?.paper_id ?? state.paperData?.paper_id ?? null;
  const { learner, loading } = useAssessmentLearner();
  const childUuid = learner?.forChild ? learner.uuid : null;
  const query = useQuery({
    ...paperQuestionsQueryOptions(paperId ?? 0, childUuid),
    enabled: paperId !== null && !loading,
  });
  const back = internal(state.origin);
  if (paperId === null) return <Text>{t('assessments.viewQuestions.badLink')}</Text>;
  if (query.isPending) return <Loader aria-label={t('assessments.viewQuestions.loading')} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return <Text>{t('assessments.viewQuestions.notOpen')}</Text>;
    }
    return (
      <QueryError
        title={t('assessments.viewQuestions.error')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { paper, questions } = query.data;
  const title = t('assessments.viewQuestions.title', { paper: paper.paper_name });
  const keyed = questions.some((q) => q.question.answer || q.question.explanation);
  const sectionOf = new Map(paper.sections.map((s) => [s.paper_section_id, s.section_name]));
  const sectioned = paper.sections.length > 1;
  return (
    <Stack gap="md">
      <PageTitle page={title} />
      <Group justify="space-between" className={classes.noPrint}>
        {back ? (
          <Anchor component={Link} to={back}>
            {t('assessments.viewQuestions.back')}
          </Anchor>
        ) : (
          <span />
        )}
        <Button variant="default" onClick={() => window.print()}>
          {t('assessments.viewQuestions.print')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text>
          {t('assessments.viewQuestions.facts', {
            count: paper.total_questions,
            marks: paper.total_marks,
            minutes: paper.paper_time,
          })}
        </Text>
        {state.teacherName && (
          <Text size="sm">{t('assessments.viewQuestions.teacher', { name: state.teacherName })}</Text>
        )}
        {state.syllabusName && (
          <Text size="sm">{t('assessments.viewQuestions.syllabus', { name: state.syllabusName })}</Text>
        )}
        {state.subjectName && (
          <Text size="sm">{t('assessments.viewQuestions.subject', { name: state.subjectName })}</Text>
        )}
      </Stack>
      {paper.instructions && <Text style={{ whiteSpace: 'pre-wrap' }}>{paper.instructions}</Text>}
      {questions.length === 0 ? (
        <Text>{t('assessments.viewQuestions.empty')}</Text>
      ) : (
        <>
          {!keyed && (
            <Text size="sm" c="dimmed" data-testid="no-keys">
              {t('assessments.viewQuestions.noKeys')}
            </Text>
          )}
          {questions.map((placed, index) => {
            const section = placed.paper_section_id !== null ? sectionOf.get(placed.paper_section_id) : undefined;
            const startsSection = index === 0 || questions[index - 1]!.paper_section_id !== placed.paper_section_id;
            return (
              <Stack key={placed.question.question_id} gap="xs">
                {section && startsSection && sectioned && (
                  <Title order={2} size="h4">
                    {t('assessments.viewQuestions.section', { name: section })}
                  </Title>
                )}
                <PaperQuestionView
                  placed={placed}
                  number={index + 1}
                  headingOrder={sectioned ? 3 : 2}
                  className={classes.question}
                />
              </Stack>
            );
          })}
        </>
      )}
    </Stack>
  );
}

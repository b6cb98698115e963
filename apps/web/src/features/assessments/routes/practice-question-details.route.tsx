import { Anchor, List, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { PracticeQuestion, practiceQuestionDetailQueryOptions } from '../../../components/practice-question';
import { QueryError } from '../../../components/query-error.component';
import { practiceRelatedContentQueryOptions } from '../api/practice-questions.api';
import '../assessments.strings';
import { idParam } from '../utils/assessment-paths';

/** Learn content of the question's syllabus node (see practiceRelatedContentQueryOptions for why not by content). */
function RelatedContent({ syllabusId }: { syllabusId: number }) {
  const { t } = useTranslation();
  const related = useQuery(practiceRelatedContentQueryOptions(syllabusId));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="practice-related-heading">
      <Title order={2} size="h4" id="practice-related-heading" mb="xs">
        {t('assessments.quesDetails.related')}
      </Title>
      {related.isPending && <Skeleton h={60} />}
      {related.isError && (
        <QueryError
          title={t('assessments.quesDetails.relatedError')}
          error={related.error}
          onRetry={() => void related.refetch()}
        />
      )}
      {related.data &&
        (related.data.content_list.length === 0 ? (
          <Text size="sm">{t('assessments.quesDetails.noRelated')}</Text>
        ) : (
          <List spacing="xs">
            {related.data.content_list.map((item) => (
              <List.Item key={item.content_id}>
                <Anchor
                  component={Link}
                  to={`/content-player/${item.content_id}?syllabusId=${item.syllabus_id}&groupId=${item.group_id}`}
                >
                  {item.content_title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        ))}
    </Paper>
  );
}

/**
 * /practice/quesDetails/{classId}/{syllabusId}/{questionId}/{parentQuestionId or 0}/{languageId}/5
 * (spec 002 §2.2): one question by id (stage 5), a comprehension's child under its passage, answered
 * and checked, with learn content of its syllabus node. `?homework={assignId}` (and a parent's
 * `uuid`): opened from learn-list homework, whose calls name it (the server completes the item).
 */
export function PracticeQuestionDetailsRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const questionId = idParam(params.questionId);
  const syllabusId = idParam(params.syllabusId);
  const parentId = idParam(params.parentQuestionId) ?? 0;
  const languageId = idParam(params.languageId) ?? 1;
  const [search] = useSearchParams();
  const homeworkId = idParam(search.get('homework'));
  const homework = homeworkId === null ? null : { assignId: homeworkId, childUuid: search.get('uuid') };
  const query = useQuery({
    ...practiceQuestionDetailQueryOptions(questionId ?? 0, parentId, languageId, homework),
    enabled: questionId !== null,
  });
  const title = t('assessments.quesDetails.title');
  const header = (
    <>
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
    </>
  );
  if (questionId === null) {
    return (
      <Stack gap="md">
        {header}
        <Text>{t('assessments.quesDetails.badLink')}</Text>
      </Stack>
    );
  }
  if (query.isPending) return <Loader aria-label={title} />;
  const data = query.data;
  const question = data?.question;
  // A child arrives with its passage: shown above it to read, the child answered alone.
  const passage = question && question.parent_question_id > 0 ? data.parent_question : null;
  return (
    <Stack gap="md">
      {header}
      {query.isError && (
        <QueryError
          title={t('assessments.quesDetails.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {question && (
        <Paper withBorder p="md">
          <PracticeQuestion
            question={question}
            childQuestions={question.children}
            passage={passage}
            number={1}
            languageId={languageId}
            homeworkAssignId={homeworkId}
          />
        </Paper>
      )}
      {(syllabusId ?? question?.syllabus_id) && <RelatedContent syllabusId={(syllabusId ?? question?.syllabus_id)!} />}
    </Stack>
  );
}

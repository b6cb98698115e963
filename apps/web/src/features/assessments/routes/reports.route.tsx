import { Anchor, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { AskDoubtEntry } from '../../../components/ask-doubt/ask-doubt.context';
import { PageTitle } from '../../../components/page-title.component';
import '../../../components/question/question.strings';
import { QueryError } from '../../../components/query-error.component';
import { paperReportQueryOptions } from '../api/paper-report.api';
import '../assessments.strings';
import { AccuracySection, TimePerQuestion } from '../components/accuracy-section.component';
import { ReportAnswerView } from '../components/report-answer.component';
import { ReportSummary } from '../components/report-summary.component';
import { idParam } from '../utils/assessment-paths';

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * /reports (spec 002 §2.3): a learner's (or a parent's child's) report of a paper: score, rank and
 * percentile, time per question, accuracy by chapter and topic, each answer with the correct one
 * and the explanation when the paper allows, and the topics to work on.
 */
export function ReportsRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const uuid = params.get('uuid');
  const target = {
    childUuid: uuid && UUID.test(uuid) ? uuid : null,
    assignId: idParam(params.get('assignId')),
    attemptId: idParam(params.get('attemptId')),
    paperId: idParam(params.get('paperId')),
  };
  const query = useQuery(paperReportQueryOptions(target));
  if (query.isPending) return <Loader aria-label={t('assessments.report.loading')} />;
  if (query.isError) {
    return (
      <QueryError title={t('assessments.report.error')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const report = query.data;
  const title = t('assessments.report.title', { paper: report.paper_name });
  return (
    <Stack gap="lg">
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      {!report.results_published ? (
        <Text>{t('assessments.report.notPublished')}</Text>
      ) : (
        <>
          <ReportSummary report={report} />
          <AccuracySection title={t('assessments.report.byChapter')} rows={report.by_chapter} />
          <AccuracySection title={t('assessments.report.byTopic')} rows={report.by_topic} />
          <TimePerQuestion answers={report.answers} />
          {report.weak_topics.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="weak-topics">
              <Title order={2} size="h4" id="weak-topics">
                {t('assessments.report.weakTopics')}
              </Title>
              <List>
                {report.weak_topics.map((topic) => (
                  <List.Item key={topic.syllabus_id}>
                    {topic.syllabus_name} ({topic.accuracy} %)
                    {topic.recommended_content.map((content) => (
                      <Anchor
                        key={content.content_id}
                        component={Link}
                        to={`/content-player/${content.content_id}`}
                        ms="sm"
                      >
                        {t('assessments.report.study', { title: content.content_title })}
                      </Anchor>
                    ))}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Stack gap="md" component="section" aria-labelledby="report-answers">
            <Title order={2} size="h4" id="report-answers">
              {t('assessments.report.answers')}
            </Title>
            {report.answers.map((answer, index) => (
              <Stack key={answer.question_id} gap="xs">
                <ReportAnswerView answer={answer} number={index + 1} />
                {/* A doubt about a question once the result is out (the server also refuses while a test holds it). */}
                <AskDoubtEntry
                  target={{
                    about: 'question',
                    attemptId: report.attempt_id,
                    questionId: answer.question_id,
                    title: t('assessments.report.questionOf', { n: index + 1, paper: report.paper_name }),
                  }}
                />
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

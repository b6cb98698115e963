import type { BookmarkItem, PracticeSummaryData } from '@esc/contracts';
import {
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { practiceSummaryQueryOptions, questionBookmarksQueryOptions } from '../api/question-dashboard.api';
import '../assessments.strings';
import { PracticeSession } from '../components/practice-session.component';
import { useAssessmentLearner } from '../hooks/use-assessment-learner.hook';
import { practiceQuestionPath, QUESTION_DASHBOARD_POWER } from '../utils/assessment-paths';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function Summary({ data }: { data: PracticeSummaryData }) {
  const { t } = useTranslation();
  if (data.questions_practised === 0) return <Text>{t('assessments.questionDashboard.none')}</Text>;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('assessments.questionDashboard.practised')} value={data.questions_practised} />
        <Figure label={t('assessments.questionDashboard.correct')} value={data.correct} />
        <Figure label={t('assessments.questionDashboard.incorrect')} value={data.incorrect} />
        <Figure label={t('assessments.questionDashboard.partial')} value={data.partial} />
      </SimpleGrid>
      <Table striped aria-labelledby="practice-by-subject">
        <Table.Caption id="practice-by-subject">{t('assessments.questionDashboard.bySubject')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('assessments.questionDashboard.subject')}</Table.Th>
            <Table.Th scope="col">{t('assessments.questionDashboard.practised')}</Table.Th>
            <Table.Th scope="col">{t('assessments.questionDashboard.correct')}</Table.Th>
            <Table.Th scope="col">{t('assessments.questionDashboard.incorrect')}</Table.Th>
            <Table.Th scope="col">{t('assessments.questionDashboard.partial')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.subjects.map((s) => (
            <Table.Tr key={s.subject_id ?? 0}>
              <Table.Th scope="row">{s.subject_name || t('assessments.questionDashboard.otherSubject')}</Table.Th>
              <Table.Td>{s.questions_practised}</Table.Td>
              <Table.Td>{s.correct}</Table.Td>
              <Table.Td>{s.incorrect}</Table.Td>
              <Table.Td>{s.partial}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

const positiveOr0 = (n: number | null | undefined) => (n && n > 0 ? n : 0);

function bookmarkPath(item: BookmarkItem): string {
  const classId = typeof item.details.class_id === 'number' ? item.details.class_id : 0;
  return practiceQuestionPath({
    classId,
    syllabusId: positiveOr0(item.syllabus_id),
    questionId: Number(item.item_id),
    parentQuestionId: 0,
    languageId: positiveOr0(item.language_id) || 1,
  });
}

function Bookmarks() {
  const { t } = useTranslation();
  const query = useQuery(questionBookmarksQueryOptions());
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="question-bookmarks-heading">
      <Title order={2} size="h4" id="question-bookmarks-heading" mb="xs">
        {t('assessments.questionDashboard.bookmarks')}
      </Title>
      {query.isPending && <Skeleton h={60} />}
      {query.isError && (
        <QueryError
          title={t('assessments.questionDashboard.bookmarksError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data &&
        (query.data.items.length === 0 ? (
          <Text size="sm">{t('assessments.questionDashboard.noBookmarks')}</Text>
        ) : (
          <List spacing="xs">
            {query.data.items
              .filter((item) => /^\d{1,10}$/.test(item.item_id))
              .map((item) => (
                <List.Item key={item.item_id}>
                  <Anchor component={Link} to={bookmarkPath(item)}>
                    {item.title || t('assessments.questionDashboard.bookmarkTitle', { id: item.item_id })}
                  </Anchor>
                </List.Item>
              ))}
          </List>
        ))}
    </Paper>
  );
}

/** Hard questions (difficulty 3) from the subjects the learner practises. */
function PowerQuestions({ data }: { data: PracticeSummaryData }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const subjectIds = data.subjects.flatMap((s) => (s.subject_id ? [s.subject_id] : [])).slice(0, 50);
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {t('assessments.questionDashboard.powerTitle')}
      </Title>
      <Text>{t('assessments.questionDashboard.powerIntro')}</Text>
      {subjectIds.length === 0 ? (
        <Text>{t('assessments.questionDashboard.noSubjects')}</Text>
      ) : (
        <PracticeSession
          containerIds={subjectIds}
          difficulty={[3]}
          headingRef={headingRef}
          emptyText={t('assessments.mcq.empty')}
        />
      )}
    </Stack>
  );
}

/**
 * /question-dashboard/:powerQuestion? (spec 002 §2.3): the learner's practice — questions practised
 * and right or wrong by subject, bookmarked questions; with powerQuestion, hard questions to practise.
 */
export function QuestionDashboardRoute() {
  const { t } = useTranslation();
  const { powerQuestion } = useParams();
  const { learner, loading } = useAssessmentLearner();
  // A parent sees the active child's practice; the child practises (and bookmarks) themself.
  const forChild = learner?.forChild ? learner : null;
  const summary = useQuery({ ...practiceSummaryQueryOptions(forChild?.uuid ?? null), enabled: !loading });
  const title = forChild
    ? t('assessments.questionDashboard.childTitle', { name: forChild.name })
    : t('assessments.questionDashboard.title');
  return (
    <Stack gap="md">
      <PageTitle page={title} />
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {!powerQuestion && !forChild && (
          <Button component={Link} to={`/question-dashboard/${QUESTION_DASHBOARD_POWER}`} variant="light">
            {t('assessments.questionDashboard.powerLink')}
          </Button>
        )}
      </Group>
      {(loading || summary.isPending) && <Loader aria-label={title} />}
      {summary.isError && (
        <QueryError
          title={t('assessments.questionDashboard.loadError')}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      )}
      {summary.data &&
        (powerQuestion && !forChild ? (
          <PowerQuestions data={summary.data} />
        ) : (
          <>
            <Summary data={summary.data} />
            {!forChild && <Bookmarks />}
          </>
        ))}
    </Stack>
  );
}

import type { MyTestGroupInfoData } from '@esc/contracts';
import { Alert, Button, Checkbox, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { errorMessage } from '../../../lib/error-message';
import { createPracticeTest, myTestGroupInfoQueryOptions } from '../api/my-test.api';
import '../assessments.strings';
import { idParam, testEnginePath } from '../utils/assessment-paths';

type Subject = MyTestGroupInfoData['subjects'][number];

/** The subject and chapters a link asked for (a chapter or subject id), else the first subject. */
function initialChoice(info: MyTestGroupInfoData, syllabusId: number | null) {
  const bySubject = info.subjects.find((s) => s.subject_id === syllabusId);
  if (bySubject) return { subject: bySubject, chapters: bySubject.chapters.map((c) => c.chapter_id) };
  for (const subject of info.subjects) {
    if (subject.chapters.some((c) => c.chapter_id === syllabusId)) return { subject, chapters: [syllabusId ?? 0] };
  }
  const first = info.subjects[0];
  return { subject: first ?? null, chapters: first ? first.chapters.slice(0, 1).map((c) => c.chapter_id) : [] };
}

function PracticeForm({ info, syllabusId }: { info: MyTestGroupInfoData; syllabusId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial = initialChoice(info, syllabusId);
  const [subject, setSubject] = useState<Subject | null>(initial.subject);
  const [chapters, setChapters] = useState<number[]>(initial.chapters);
  const [count, setCount] = useState(info.question_counts[0] ?? 10);
  const [minutes, setMinutes] = useState(info.durations[0] ?? 15);
  const create = useMutation({
    mutationFn: createPracticeTest,
    onSuccess: (paper) => void navigate(testEnginePath(paper.paper_id, null, null)),
  });
  if (!subject) return <Text>{t('assessments.practice.none')}</Text>;
  const noChapter = chapters.length === 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (noChapter) return;
        create.mutate({
          name: t('assessments.practice.name', { subject: subject.subject_name }),
          subjectId: subject.subject_id,
          chapterIds: chapters,
          count,
          minutes,
        });
      }}
    >
      <Stack gap="md">
        <NativeSelect
          label={t('assessments.practice.subject')}
          value={String(subject.subject_id)}
          data={info.subjects.map((s) => ({ value: String(s.subject_id), label: s.subject_name }))}
          onChange={(event) => {
            const next = info.subjects.find((s) => String(s.subject_id) === event.currentTarget.value) ?? null;
            setSubject(next);
            setChapters(next ? next.chapters.slice(0, 1).map((c) => c.chapter_id) : []);
          }}
        />
        <Checkbox.Group
          label={t('assessments.practice.chapters')}
          value={chapters.map(String)}
          onChange={(values) => setChapters(values.map(Number))}
          error={noChapter ? t('assessments.practice.pickChapter') : undefined}
        >
          <Stack gap={6} mt="xs">
            {subject.chapters.map((chapter) => (
              <Checkbox
                key={chapter.chapter_id}
                value={String(chapter.chapter_id)}
                label={`${chapter.chapter_name} (${chapter.question_count})`}
                disabled={chapter.question_count === 0}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <NativeSelect
          label={t('assessments.practice.count')}
          value={String(count)}
          data={info.question_counts.map(String)}
          onChange={(event) => setCount(Number(event.currentTarget.value))}
        />
        <NativeSelect
          label={t('assessments.practice.duration')}
          value={String(minutes)}
          data={info.durations.map(String)}
          onChange={(event) => setMinutes(Number(event.currentTarget.value))}
        />
        {create.isError && (
          <Alert color="red" role="alert" title={t('assessments.practice.error')}>
            {errorMessage(create.error, t)}
          </Alert>
        )}
        <Button type="submit" loading={create.isPending} disabled={noChapter} w="fit-content">
          {t('assessments.practice.create')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /start-practice-test (spec 002 §2.2): the learner makes a practice test from the chapters they
 * choose (createMyTestGroupInfo says what may be chosen), and it opens in the test engine.
 * ?syllabusId= (a subject or chapter) preselects where the learner came from.
 */
export function StartPracticeTestRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useQuery(myTestGroupInfoQueryOptions());
  const title = t('assessments.practice.title');
  return (
    <Stack gap="md">
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      <Text>{t('assessments.practice.intro')}</Text>
      {query.isPending && <Loader aria-label={title} />}
      {query.isError && (
        <QueryError
          title={t('assessments.practice.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && (
        <Paper withBorder p="md">
          <PracticeForm info={query.data} syllabusId={idParam(params.get('syllabusId'))} />
        </Paper>
      )}
    </Stack>
  );
}

import { LearnListItemType, questionItemTitle } from '@esc/domain';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useSubjectRecordings, useTeacherPapers, useTopicQuestions } from '../api/homework-sources.api';
import type { TeachingList } from '../hooks/use-teaching-list.hook';
import classes from './learnlists.module.css';
import { TeachRefRow } from './teach-ref-row.component';
import '../homework-sources.strings';

/** A source's rows, or its loading, error and empty states in plain words. */
function SourceList<T>({
  query,
  rows,
  label,
  errorTitle,
  empty,
}: {
  query: UseQueryResult<T>;
  rows: (data: T) => ReactNode[];
  label: string;
  errorTitle: string;
  empty: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton h={48} aria-label={t('common.loading')} role="status" />;
  if (query.isError) return <QueryError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  const shown = rows(query.data);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <ul className={classes.plainList} aria-label={label}>
      {shown}
    </ul>
  );
}

/** The topic's bank questions, each added as a question item (type 2). */
export function TopicQuestions({ syllabusId, name, list }: { syllabusId: number; name: string; list: TeachingList }) {
  const { t } = useTranslation();
  return (
    <SourceList
      query={useTopicQuestions(syllabusId)}
      label={t('teachSources.questionsOf', { name })}
      errorTitle={t('teachSources.questionsError')}
      empty={t('teachSources.noQuestions')}
      rows={(data) =>
        data.questions.map((q) => (
          <TeachRefRow
            key={q.question_id}
            input={{
              learnlist_item_id: q.question_id,
              learnlist_item_type: LearnListItemType.Question,
              syllabus_id: q.syllabus_id ?? syllabusId,
            }}
            title={questionItemTitle(q.stem) || t('teachSources.questionNumbered', { id: q.question_id })}
            detail={t('teachSources.questionKind')}
            list={list}
          />
        ))
      }
    />
  );
}

/** The papers the teacher uses, each added as a paper item (type 3). */
export function TeachPapers({ list }: { list: TeachingList }) {
  const { t } = useTranslation();
  return (
    <SourceList
      query={useTeacherPapers(true)}
      label={t('teachSources.papers')}
      errorTitle={t('teachSources.papersError')}
      empty={t('teachSources.noPapers')}
      rows={(data) =>
        data.paper_list.map((p) => (
          <TeachRefRow
            key={p.paper_id}
            input={{ learnlist_item_id: p.paper_id, learnlist_item_type: LearnListItemType.Paper }}
            title={p.paper_name}
            detail={t('teachSources.paperDetail', { count: p.total_questions, minutes: p.paper_time })}
            list={list}
          />
        ))
      }
    />
  );
}

/** The school's recordings of the subject (ready ones), each added as a recorded lecture (type 5). */
export function TeachRecordings({ subjectId, list }: { subjectId: number; list: TeachingList }) {
  const { t } = useTranslation();
  return (
    <SourceList
      query={useSubjectRecordings(subjectId, true)}
      label={t('teachSources.recordings')}
      errorTitle={t('teachSources.recordingsError')}
      empty={t('teachSources.noRecordings')}
      rows={(data) =>
        data.classes
          .filter((r) => r.state === 'ready')
          .map((r) => (
            <TeachRefRow
              key={r.video_id}
              input={{ learnlist_item_id: r.video_id, learnlist_item_type: LearnListItemType.RecordedLecture }}
              title={r.title}
              detail={t('teachSources.recordingDetail', { day: r.schedule_date, title: r.class_title })}
              list={list}
            />
          ))
      }
    />
  );
}

/** Papers and recorded lectures of the subject, for staff (parents' lists hold the platform's items only). */
export function TeachSubjectSources({ subjectId, list }: { subjectId: number; list: TeachingList }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <section aria-labelledby="teach-papers-heading">
        <h2 id="teach-papers-heading" className={classes.sourceHeading}>
          {t('teachSources.papers')}
        </h2>
        <TeachPapers list={list} />
      </section>
      <section aria-labelledby="teach-recordings-heading">
        <h2 id="teach-recordings-heading" className={classes.sourceHeading}>
          {t('teachSources.recordings')}
        </h2>
        <TeachRecordings subjectId={subjectId} list={list} />
      </section>
    </Stack>
  );
}

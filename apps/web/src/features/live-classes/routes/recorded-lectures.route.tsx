import { RECORDED_LECTURES_PAGE_SIZE, type RecordedSubject } from '@esc/contracts';
import { subjectPresentation } from '@esc/domain';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useRecordedClasses, useRecordedSubjects } from '../api/recordings.api';
import { Pager } from '../components/pager.component';
import { RecordingCard } from '../components/recording-card.component';
import { useRecordingReader, type RecordingReader } from '../hooks/use-recording-reader';
import { idParam } from '../recordings-paths';
import '../recordings.strings';

/** Where "Study" opens a subject (002 §2.2): its chapters, or the study view, by its group presentation. */
function studyPath(subject: RecordedSubject): string {
  if (subjectPresentation(subject.group_presentation) === 'study-syllabus') {
    return `/study-syllabus/${subject.subject_id}`;
  }
  const name = encodeURIComponent(subject.subject_name ?? '');
  return `/syllabus/${subject.board_id ?? 0}/${subject.subject_id}/${name}`;
}

/**
 * /view-all-recorded-lecture: the recorded lectures of the learner's classes (a parent: the active
 * child's; staff: their school's) by subject, newest first, 10 a page (001 §9).
 */
export function RecordedLecturesRoute() {
  const { t } = useTranslation();
  const { reader } = useRecordingReader();
  return (
    <Stack gap="lg" maw={960} w="100%">
      <PageTitle page={t('recordings.title')} />
      <Title order={1}>{t('recordings.title')}</Title>
      {reader ? (
        <RecordedLectures reader={reader} />
      ) : (
        <Skeleton h={200} role="status" aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}

function RecordedLectures({ reader }: { reader: RecordingReader }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const subjectId = idParam(params.get('subject_id'));
  const pageNo = idParam(params.get('page')) ?? 1;
  const subjects = useRecordedSubjects(reader.childUuid);
  const list = useRecordedClasses(reader.childUuid, { pageNo, pageSize: RECORDED_LECTURES_PAGE_SIZE, subjectId });
  const go = (next: { subject?: number | null; page?: number }) => {
    const subject = next.subject === undefined ? subjectId : next.subject;
    const search = new URLSearchParams();
    if (subject) search.set('subject_id', String(subject));
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const chosen = subjects.data?.subjects.find((s) => s.subject_id === subjectId) ?? null;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total_count / data.page_size)) : 1;

  return (
    <Stack gap="md">
      {subjects.data && subjects.data.subjects.length > 0 ? (
        <Group gap="xs" role="group" aria-label={t('recordings.subjectsLabel')}>
          <Button
            size="xs"
            variant={subjectId ? 'default' : 'filled'}
            aria-pressed={!subjectId}
            onClick={() => go({ subject: null })}
          >
            {t('recordings.allSubjects')}
          </Button>
          {subjects.data.subjects.map((s) => (
            <Button
              key={s.subject_id}
              size="xs"
              variant={s.subject_id === subjectId ? 'filled' : 'default'}
              aria-pressed={s.subject_id === subjectId}
              onClick={() => go({ subject: s.subject_id })}
            >
              {`${s.subject_name ?? s.subject_id} · ${t('recordings.subjectCount', { count: s.recording_count })}`}
            </Button>
          ))}
        </Group>
      ) : null}
      {chosen && !reader.isStaff ? (
        <Anchor component={Link} to={studyPath(chosen)} w="fit-content">
          {t('recordings.studySubject', { subject: chosen.subject_name ?? '' })}
        </Anchor>
      ) : null}
      {list.isError ? (
        <QueryError title={t('recordings.loadError')} error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Skeleton h={200} role="status" aria-label={t('common.loading')} />
      ) : data.classes.length === 0 ? (
        <Text>{subjectId ? t('recordings.emptySubject') : t('recordings.empty')}</Text>
      ) : (
        <Stack gap="sm" component="section" aria-label={chosen?.subject_name ?? t('recordings.allSubjects')}>
          {data.classes.map((lecture) => (
            <RecordingCard key={lecture.video_id} lecture={lecture} bookmarks={!reader.isParent} />
          ))}
        </Stack>
      )}
      {data ? <Pager page={pageNo} pages={pages} onPage={(page) => go({ page })} /> : null}
    </Stack>
  );
}

import type { AccessDecision } from '@esc/contracts';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { AccessPrompt } from '../../../components/access-gate';
import { PageTitle } from '../../../components/page-title.component';
import { PdfViewer } from '../../../components/pdf-viewer';
import { QueryError } from '../../../components/query-error.component';
import { isApiError } from '../../../lib/api-error';
import { useRecordedLecture, useStudyNote } from '../api/recordings.api';
import { useRecordingReader } from '../hooks/use-recording-reader';
import { idParam, playRecordingPath } from '../recordings-paths';
import '../recordings.strings';

/** What the notes screen shows once it knows: the PDF, the gate's prompt, or why there is nothing. */
function NoteBody(props: { title: string; url: string | null; access: AccessDecision | null; none: string }) {
  if (props.access && !props.access.allowed) return <AccessPrompt decision={props.access} />;
  if (!props.url) return <Text>{props.none}</Text>;
  return <PdfViewer title={props.title} src={props.url} />;
}

/**
 * /lecture-note (spec 001 §2, 002 §2.2 "PDF notes open /lecture-note"): a recording's PDF notes
 * (`?video_id=`), or study notes by id (`?note_id=`), in the shared PDF viewer, when the server allows.
 */
export function LectureNoteRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const videoId = idParam(params.get('video_id'));
  const noteId = idParam(params.get('note_id'));
  return (
    <Stack gap="md" maw={960} w="100%">
      <PageTitle page={t('recordings.note.title')} />
      {videoId ? (
        <RecordingNotes videoId={videoId} />
      ) : noteId ? (
        <StudyNotes noteId={noteId} />
      ) : (
        <Alert color="yellow">{t('recordings.note.notFound')}</Alert>
      )}
    </Stack>
  );
}

/** Loading, not found and failure, the same way for both kinds of notes. */
function Loaded(props: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (props.query.isPending) return <Skeleton h={480} role="status" aria-label={t('recordings.note.loading')} />;
  if (props.query.isError) {
    if (isApiError(props.query.error) && props.query.error.status === 404) {
      return <Alert color="yellow">{t('recordings.note.notFound')}</Alert>;
    }
    return (
      <QueryError
        title={t('recordings.note.loadError')}
        error={props.query.error}
        onRetry={() => void props.query.refetch()}
      />
    );
  }
  return <>{props.children()}</>;
}

function RecordingNotes({ videoId }: { videoId: number }) {
  const { t } = useTranslation();
  const { reader } = useRecordingReader();
  const lecture = useRecordedLecture(reader ? videoId : null, reader?.childUuid ?? null, null);
  const data = lecture.data;
  return (
    <Loaded query={lecture}>
      {() => (
        <>
          <Anchor component={Link} to={playRecordingPath(videoId)} w="fit-content">
            {t('recordings.note.backToRecording')}
          </Anchor>
          <Title order={1}>{`${t('recordings.note.title')}: ${data!.recorded_lecture.title}`}</Title>
          <NoteBody
            title={data!.recorded_lecture.title}
            url={data!.notes_url}
            access={data!.access}
            none={t('recordings.note.none')}
          />
        </>
      )}
    </Loaded>
  );
}

function StudyNotes({ noteId }: { noteId: number }) {
  const { t } = useTranslation();
  const note = useStudyNote(noteId);
  const found = note.data?.study_notes[0];
  return (
    <Loaded query={note}>
      {() =>
        found ? (
          <>
            <Title order={1}>{found.content_title}</Title>
            <NoteBody
              title={found.content_title}
              url={found.lecture_path ?? found.content_url}
              access={found.access}
              none={t('recordings.note.none')}
            />
          </>
        ) : (
          <Alert color="yellow">{t('recordings.note.notFound')}</Alert>
        )
      }
    </Loaded>
  );
}

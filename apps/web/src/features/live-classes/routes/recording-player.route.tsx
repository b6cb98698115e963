import type { RecordedLectureDetailsData } from '@esc/contracts';
import { formatDisplayDuration } from '@esc/domain';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconNotes } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { AccessPrompt } from '../../../components/access-gate';
import { BookmarkButton } from '../../../components/bookmark';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { isApiError } from '../../../lib/api-error';
import { useRecordedLecture } from '../api/recordings.api';
import { RecordingVideo } from '../components/recording-video.component';
import { useRecordingReader, type RecordingReader } from '../hooks/use-recording-reader';
import { idParam, recordingNotesPath, VIEW_ALL_RECORDED_LECTURE_PATH } from '../recordings-paths';
import '../recordings.strings';
import { appLanguage, formatDay } from '../../../lib/date-format';

/**
 * /play-live-class and /video-player (spec 001 §2): one recording of a live class. The server decides
 * (spec 001 §4): when it allows, the video plays (or the provider's recording opens) and its notes are
 * a tap away; when it refuses, its prompt and the plain reason show instead.
 */
export function RecordingPlayerRoute() {
  const { t } = useTranslation();
  const { reader } = useRecordingReader();
  const [params] = useSearchParams();
  const videoId = idParam(params.get('video_id'));
  const assignId = idParam(params.get('assign_id'));
  return (
    <Stack gap="md" maw={960} w="100%">
      <PageTitle page={t('recordings.title')} />
      <Anchor component={Link} to={VIEW_ALL_RECORDED_LECTURE_PATH} w="fit-content">
        {t('recordings.player.back')}
      </Anchor>
      {reader && videoId ? (
        <RecordingPlayer reader={reader} videoId={videoId} assignId={assignId} />
      ) : reader ? (
        <NotFound />
      ) : (
        <Skeleton h={320} role="status" aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Title order={1} size="h3">
        {t('recordings.player.notFoundTitle')}
      </Title>
      <Text mt="xs">{t('recordings.player.notFoundText')}</Text>
    </Card>
  );
}

function RecordingPlayer(props: { reader: RecordingReader; videoId: number; assignId: number | null }) {
  const { t } = useTranslation();
  const lecture = useRecordedLecture(props.videoId, props.reader.childUuid, props.assignId);
  if (lecture.isPending) {
    return <Skeleton h={320} role="status" aria-label={t('recordings.player.loading')} />;
  }
  if (lecture.isError) {
    if (isApiError(lecture.error) && lecture.error.status === 404) return <NotFound />;
    return (
      <QueryError
        title={t('recordings.player.loadError')}
        error={lecture.error}
        onRetry={() => void lecture.refetch()}
      />
    );
  }
  return <Playback data={lecture.data} reader={props.reader} onRefresh={() => void lecture.refetch()} />;
}

function Playback({
  data,
  reader,
  onRefresh,
}: {
  data: RecordedLectureDetailsData;
  reader: RecordingReader;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const { recorded_lecture: lecture, access } = data;
  const facts = [
    lecture.syllabus.subject_name,
    t('recordings.on', { date: formatDay(lecture.schedule_date, appLanguage()), time: lecture.start_time }),
    lecture.faculty_name ? t('recordings.by', { name: lecture.faculty_name }) : null,
    lecture.duration_seconds ? t('recordings.length', { time: formatDisplayDuration(lecture.duration_seconds) }) : null,
  ].filter(Boolean);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>{lecture.title}</Title>
          <Text size="sm">{t('recordings.player.classOf', { title: lecture.class_title })}</Text>
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        </Stack>
        {!reader.isParent ? (
          <BookmarkButton
            kind="recorded_lecture"
            itemId={lecture.video_id}
            title={lecture.title}
            initialBookmarked={lecture.is_bookmarked}
          />
        ) : null}
      </Group>
      {!access.allowed ? (
        <AccessPrompt decision={access} />
      ) : lecture.state !== 'ready' ? (
        <Alert color="yellow" role="status">
          {t('recordings.player.notReady')}
        </Alert>
      ) : data.video_url ? (
        <RecordingVideo src={data.video_url} title={lecture.title} onRefresh={onRefresh} />
      ) : data.playback_url ? (
        <Card withBorder padding="md">
          <Text>{t('recordings.player.provider')}</Text>
          <Button
            component="a"
            href={data.playback_url}
            target="_blank"
            rel="noopener noreferrer"
            mt="sm"
            w="fit-content"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('recordings.player.openProvider')}
          </Button>
        </Card>
      ) : null}
      {access.allowed && data.notes_url ? (
        <Button
          component={Link}
          to={recordingNotesPath(lecture.video_id)}
          variant="default"
          w="fit-content"
          leftSection={<IconNotes size={16} aria-hidden />}
        >
          {t('recordings.player.openNotes')}
        </Button>
      ) : null}
    </Stack>
  );
}

import type { ContentDetail } from '@esc/contracts';
import { formatClock, mediaTimeToMs } from '@esc/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlayerSkipBack } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MediaVideo, type MediaVideoControls } from '../../../components/media-video';
import { useContentProgress } from '../hooks/use-content-progress.hook';
import { useVideoRendition } from '../hooks/use-video-rendition.hook';

interface VideoPlayerProps {
  content: ContentDetail;
  src: string;
  /** Asks for fresh signed URLs (they expire after an hour). */
  onReload: () => void;
  onCompletedChange: (completed: boolean) => void;
}

/** The player's clock: seconds of the play head or the length, in the domain's one rounding. */
const clock = (seconds: number) => formatClock(seconds * 1000);

/** Seconds near the end where resuming makes no sense: start again instead. */
const END_MARGIN_S = 3;

/** The content player's video: the shared video frame with resume and progress recording. */
export function VideoPlayer({ content, src, onReload, onCompletedChange }: VideoPlayerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const controls = useRef<MediaVideoControls>(null);
  const catalogueSeconds = (mediaTimeToMs(content.total_media_time) ?? 0) / 1000;
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [metadataLoaded, setMetadataLoaded] = useState(false);
  const [resumeApplied, setResumeApplied] = useState(false);
  const [mediaError, setMediaError] = useState<number | null>(null);

  // The play head as last seen: when the player closes, the video element is gone before the
  // progress hook's clean-up posts, and that last post must still carry the resume point.
  const lastPosition = useRef<number | null>(null);
  const position = useCallback(() => {
    const video = videoRef.current;
    if (video) lastPosition.current = video.currentTime;
    return lastPosition.current;
  }, []);
  const playing = useCallback(() => {
    const video = videoRef.current;
    return video !== null && !video.paused && !video.ended;
  }, []);
  const progress = useContentProgress({ content, mode: 'media', position, playing });
  const renditionSrc = useVideoRendition(content, src);
  const { recorder, resumeTime, completed } = progress;

  useEffect(() => onCompletedChange(completed), [completed, onCompletedChange]);

  // Resume once, when both the stored time and the video's metadata are known.
  useEffect(() => {
    const video = videoRef.current;
    if (resumeApplied || !metadataLoaded || resumeTime === undefined || !video) return;
    setResumeApplied(true);
    const length = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : catalogueSeconds;
    if (resumeTime !== null && resumeTime > 0 && (length <= 0 || resumeTime < length - END_MARGIN_S)) {
      video.currentTime = resumeTime;
      // The frame's seek bar follows at once (a seek shows there only when the browser reports it).
      controls.current?.seek(resumeTime);
      setResumedAt(resumeTime);
    }
  }, [resumeApplied, metadataLoaded, resumeTime, catalogueSeconds]);

  const onPlay = () => {
    if (document.visibilityState !== 'hidden') recorder?.start();
  };
  const onPause = () => {
    recorder?.stop();
    recorder?.post('pause');
  };
  const onEnded = () => {
    recorder?.stop();
    recorder?.post('ended');
  };
  const onError = (code: number) => {
    recorder?.stop();
    setMediaError(code);
  };
  const startOver = () => {
    controls.current?.seek(0);
    setResumedAt(null);
    videoRef.current?.focus();
  };
  const reload = () => {
    setMediaError(null);
    onReload();
  };

  return (
    <Stack gap="xs">
      {mediaError !== null && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('player.video.playError')}
        >
          <Text size="sm">{t('player.video.playErrorCode', { code: mediaError })}</Text>
          <Button size="xs" mt="sm" onClick={reload}>
            {t('player.video.reload')}
          </Button>
        </Alert>
      )}
      <MediaVideo
        src={renditionSrc}
        title={content.content_title}
        poster={content.thumbnail}
        videoRef={videoRef}
        controlsRef={controls}
        knownDuration={catalogueSeconds}
        testId="content-video"
        onLoadedMetadata={() => setMetadataLoaded(true)}
        onPlay={onPlay}
        onPause={onPause}
        onEnded={onEnded}
        onWaiting={() => recorder?.stop()}
        onTimeUpdate={() => void position()}
        onError={onError}
      />
      <div role="status" aria-live="polite">
        {resumedAt !== null && (
          <Group gap="sm" data-testid="video-resume-note">
            <Text size="sm">{t('player.video.resumedAt', { time: clock(resumedAt) })}</Text>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlayerSkipBack size={16} aria-hidden />}
              onClick={startOver}
            >
              {t('player.video.startOver')}
            </Button>
          </Group>
        )}
      </div>
    </Stack>
  );
}

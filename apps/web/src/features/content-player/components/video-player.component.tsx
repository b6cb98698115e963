import type { ContentDetail } from '@esc/contracts';
import { formatClock, mediaTimeToMs } from '@esc/domain';
import { ActionIcon, Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBack,
  IconRewindBackward10,
  IconRewindForward10,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentProgress } from '../hooks/use-content-progress.hook';
import classes from './video-player.module.css';

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

/** HTML5 video with native controls, a labelled seek bar, resume and progress recording. */
export function VideoPlayer({ content, src, onReload, onCompletedChange }: VideoPlayerProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const catalogueSeconds = (mediaTimeToMs(content.total_media_time) ?? 0) / 1000;
  const [duration, setDuration] = useState(catalogueSeconds);
  const [current, setCurrent] = useState(0);
  const [isPlaying, setIsPlaying] = useState(false);
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
  const { recorder, resumeTime, completed } = progress;

  useEffect(() => onCompletedChange(completed), [completed, onCompletedChange]);

  // Resume once, when both the stored time and the video's metadata are known.
  useEffect(() => {
    const video = videoRef.current;
    if (resumeApplied || !metadataLoaded || resumeTime === undefined || !video) return;
    setResumeApplied(true);
    const length = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : duration;
    if (resumeTime !== null && resumeTime > 0 && (length <= 0 || resumeTime < length - END_MARGIN_S)) {
      video.currentTime = resumeTime;
      setCurrent(resumeTime);
      setResumedAt(resumeTime);
    }
  }, [resumeApplied, metadataLoaded, resumeTime, duration]);

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (video && Number.isFinite(video.duration) && video.duration > 0) setDuration(video.duration);
    setMetadataLoaded(true);
  };
  const onPlay = () => {
    setIsPlaying(true);
    if (document.visibilityState !== 'hidden') recorder?.start();
  };
  const onPause = () => {
    setIsPlaying(false);
    recorder?.stop();
    recorder?.post('pause');
  };
  const onEnded = () => {
    setIsPlaying(false);
    recorder?.stop();
    recorder?.post('ended');
  };
  const onWaiting = () => recorder?.stop();
  const onTimeUpdate = () => setCurrent(position() ?? 0);
  const onError = () => {
    recorder?.stop();
    setMediaError(videoRef.current?.error?.code ?? 0);
  };

  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    video.currentTime = target;
    setCurrent(target);
  };
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  };
  const startOver = () => {
    seekTo(0);
    setResumedAt(null);
    videoRef.current?.focus();
  };
  const reload = () => {
    setMediaError(null);
    onReload();
  };

  const total = duration > 0 ? duration : 0;
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
      <Box className={classes.frame}>
        <video
          ref={videoRef}
          className={classes.video}
          src={src}
          poster={content.thumbnail ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={t('player.video.label', { title: content.content_title })}
          data-testid="content-video"
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={onLoadedMetadata}
          onPlay={onPlay}
          onPlaying={onPlay}
          onPause={onPause}
          onEnded={onEnded}
          onWaiting={onWaiting}
          onTimeUpdate={onTimeUpdate}
          onError={onError}
        />
      </Box>
      <Group gap="xs" wrap="nowrap" role="group" aria-label={t('player.video.controls')} className={classes.controls}>
        <ActionIcon
          variant="filled"
          size="lg"
          onClick={togglePlay}
          aria-label={isPlaying ? t('player.video.pause') : t('player.video.play')}
          data-testid="video-play-toggle"
        >
          {isPlaying ? <IconPlayerPauseFilled size={18} aria-hidden /> : <IconPlayerPlayFilled size={18} aria-hidden />}
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => seekTo(current - 10)}
          aria-label={t('player.video.back10')}
        >
          <IconRewindBackward10 size={18} aria-hidden />
        </ActionIcon>
        <input
          type="range"
          className={classes.seek}
          min={0}
          max={Math.max(1, Math.floor(total))}
          step={1}
          value={Math.min(Math.floor(current), Math.max(1, Math.floor(total)))}
          onChange={(event: ChangeEvent<HTMLInputElement>) => seekTo(Number(event.target.value))}
          aria-label={t('player.video.seek')}
          aria-valuetext={t('player.video.seekValue', { current: clock(current), total: clock(total) })}
          data-testid="video-seek"
        />
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => seekTo(current + 10)}
          aria-label={t('player.video.forward10')}
        >
          <IconRewindForward10 size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" className={classes.time} aria-hidden data-testid="video-time">
          {clock(current)} / {clock(total)}
        </Text>
      </Group>
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

import { formatClock } from '@esc/domain';
import { ActionIcon, Box, Group, Text } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRewindBackward10,
  IconRewindForward10,
} from '@tabler/icons-react';
import { useEffect, useImperativeHandle, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation';
import classes from './media-video.module.css';
import './media-video.strings';

/** What a player may do to the frame: move the play head (the seek bar follows). */
export interface MediaVideoControls {
  seek(seconds: number): void;
}

export interface MediaVideoProps {
  src: string;
  /** What plays: names the video for screen readers. */
  title: string;
  poster?: string | null;
  /** The element, for a player that reads or moves the play head (resume, progress). */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Receives the frame's seek, for a player that moves the play head itself (resume, start over). */
  controlsRef?: RefObject<MediaVideoControls | null>;
  /** Seconds, when known before the video's own metadata (a catalogue's media time). */
  knownDuration?: number;
  testId?: string;
  onPlay?: () => void;
  onPause?: () => void;
  onEnded?: () => void;
  onWaiting?: () => void;
  onTimeUpdate?: () => void;
  /** The browser's MediaError code (0 when it gives none). */
  onError?: (code: number) => void;
  /** The metadata is known (its length in seconds, 0 when the video does not say). */
  onLoadedMetadata?: (seconds: number) => void;
}

/**
 * Plays. The browser refuses a play with AbortError when the source starts loading again before it
 * began (a new link for the same video, another rendition): the press is then carried out once the
 * new source can play, unless the learner has pressed Pause since. Other refusals leave it paused.
 */
function pressPlay(video: HTMLVideoElement, wantsToPlay: RefObject<boolean>): void {
  video.play().catch((error: unknown) => {
    if ((error as { name?: unknown } | null)?.name !== 'AbortError') return;
    const again = () => {
      if (wantsToPlay.current && video.paused) void video.play().catch(() => undefined);
    };
    video.addEventListener('canplay', again, { once: true });
  });
}

/** Where the learner was in the source before a new one of the same video loads, and whether it played. */
interface Place {
  time: number;
  playing: boolean;
}

/** The player's clock: seconds of the play head or the length, in the domain's one rounding. */
const clock = (seconds: number) => formatClock(seconds * 1000);

/**
 * An HTML5 video with native controls and a keyboard- and screen-reader-friendly bar of its own: play or
 * pause, back and forward 10 seconds, a labelled seek bar and the time. What happens around it (progress,
 * resume, errors) is the player's that uses it.
 */
export function MediaVideo({ videoRef, controlsRef, knownDuration, ...props }: MediaVideoProps) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState(knownDuration ?? 0);
  const [current, setCurrent] = useState(0);
  const [isPlaying, setIsPlaying] = useState(false);
  // What the learner last pressed: a press of Play that a new load of the source cut off still counts.
  const wantsToPlay = useRef(false);

  // What plays changes under the learner when the player is given a new link to the same video: a
  // higher rendition, or fresh signed links (the content's details asked again when the link comes
  // back, or before the old links expire). A new source starts at 0, paused: the place and the
  // playing go over to it. The element's source is set here, not as a prop, so the old source's play
  // head is read before it is replaced.
  const placeToKeep = useRef<Place | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    const shown = video?.getAttribute('src') ?? null;
    if (!video || shown === (props.src || null)) return;
    placeToKeep.current =
      shown !== null && video.currentTime > 0
        ? { time: video.currentTime, playing: !video.paused && !video.ended }
        : null;
    if (props.src) video.src = props.src;
    else video.removeAttribute('src');
  }, [props.src, videoRef]);

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    const seconds = video && Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 0;
    if (seconds > 0) setDuration(seconds);
    props.onLoadedMetadata?.(seconds);
  };
  const keepPlace = () => {
    const place = placeToKeep.current;
    const video = videoRef.current;
    placeToKeep.current = null;
    if (!place || !video) return;
    video.currentTime = place.time;
    setCurrent(place.time);
    if (place.playing) pressPlay(video, wantsToPlay);
  };
  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    video.currentTime = target;
    setCurrent(target);
  };
  useImperativeHandle(controlsRef, () => ({ seek: seekTo }));
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      wantsToPlay.current = true;
      pressPlay(video, wantsToPlay);
    } else {
      wantsToPlay.current = false;
      video.pause();
    }
  };

  const total = duration > 0 ? duration : 0;
  return (
    <>
      <Box className={classes.frame}>
        <video
          ref={videoRef}
          className={classes.video}
          poster={props.poster ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={t('mediaVideo.label', { title: props.title })}
          data-testid={props.testId ?? 'media-video'}
          onLoadedMetadata={() => {
            keepPlace();
            onLoadedMetadata();
          }}
          onDurationChange={onLoadedMetadata}
          onPlay={() => (setIsPlaying(true), props.onPlay?.())}
          onPlaying={() => (setIsPlaying(true), props.onPlay?.())}
          onPause={() => (setIsPlaying(false), props.onPause?.())}
          onEnded={() => (setIsPlaying(false), props.onEnded?.())}
          onWaiting={props.onWaiting}
          onTimeUpdate={() => {
            setCurrent(videoRef.current?.currentTime ?? 0);
            props.onTimeUpdate?.();
          }}
          onSeeked={() => setCurrent(videoRef.current?.currentTime ?? 0)}
          onError={() => props.onError?.(videoRef.current?.error?.code ?? 0)}
        />
      </Box>
      <Group gap="xs" wrap="nowrap" role="group" aria-label={t('mediaVideo.controls')} className={classes.controls}>
        <ActionIcon
          variant="filled"
          size="lg"
          onClick={togglePlay}
          aria-label={isPlaying ? t('mediaVideo.pause') : t('mediaVideo.play')}
          data-testid="video-play-toggle"
        >
          {isPlaying ? <IconPlayerPauseFilled size={18} aria-hidden /> : <IconPlayerPlayFilled size={18} aria-hidden />}
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => seekTo(current - 10)}
          aria-label={t('mediaVideo.back10')}
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
          aria-label={t('mediaVideo.seek')}
          aria-valuetext={t('mediaVideo.seekValue', { current: clock(current), total: clock(total) })}
          data-testid="video-seek"
        />
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => seekTo(current + 10)}
          aria-label={t('mediaVideo.forward10')}
        >
          <IconRewindForward10 size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" className={classes.time} aria-hidden data-testid="video-time">
          {clock(current)} / {clock(total)}
        </Text>
      </Group>
    </>
  );
}

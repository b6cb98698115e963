import type { ContentDetail } from '@esc/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  browserConnection,
  linkEstimate,
  startRendition,
  stepUpRendition,
  videoRenditions,
} from '../utils/video-rendition';

interface SwitchPoint {
  time: number;
  playing: boolean;
}

/**
 * The rendition the player plays: the lowest first on a slow or unknown link, stepping up when the
 * browser reports a link that affords a higher one (utils/video-rendition.ts). A step up keeps the
 * play head and whether it was playing: `takeSwitchPoint` answers them once the new file's metadata
 * has loaded.
 */
export function useVideoRendition(
  content: ContentDetail,
  fallback: string,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const renditions = useMemo(() => videoRenditions(content), [content]);
  const [index, setIndex] = useState(() => startRendition(renditions, linkEstimate(browserConnection())));
  const current = useRef(index);
  const switchPoint = useRef<SwitchPoint | null>(null);

  useEffect(() => {
    const connection = browserConnection();
    if (!connection?.addEventListener || renditions.length < 2) return;
    const onChange = () => {
      const next = stepUpRendition(renditions, current.current, linkEstimate(connection));
      if (next === null) return;
      const video = videoRef.current;
      switchPoint.current = video && video.currentTime > 0 ? { time: video.currentTime, playing: !video.paused } : null;
      current.current = next;
      setIndex(next);
    };
    connection.addEventListener('change', onChange);
    return () => connection.removeEventListener?.('change', onChange);
  }, [renditions, videoRef]);

  const takeSwitchPoint = useCallback(() => {
    const point = switchPoint.current;
    switchPoint.current = null;
    return point;
  }, []);

  return { src: renditions[index]?.url ?? fallback, takeSwitchPoint };
}

import type { ContentDetail } from '@esc/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  browserConnection,
  linkEstimate,
  startRendition,
  stepUpRendition,
  videoRenditions,
} from '../utils/video-rendition';

/**
 * The link of the rendition the player plays: the lowest first on a slow or unknown link, stepping up
 * when the browser reports a link that affords a higher one (utils/video-rendition.ts). The video
 * frame keeps the play head, and the playing, across the new link (components/media-video).
 */
export function useVideoRendition(content: ContentDetail, fallback: string): string {
  const renditions = useMemo(() => videoRenditions(content), [content]);
  const [index, setIndex] = useState(() => startRendition(renditions, linkEstimate(browserConnection())));
  const current = useRef(index);

  useEffect(() => {
    const connection = browserConnection();
    if (!connection?.addEventListener || renditions.length < 2) return;
    const onChange = () => {
      const next = stepUpRendition(renditions, current.current, linkEstimate(connection));
      if (next === null) return;
      current.current = next;
      setIndex(next);
    };
    connection.addEventListener('change', onChange);
    return () => connection.removeEventListener?.('change', onChange);
  }, [renditions]);

  return renditions[index]?.url ?? fallback;
}

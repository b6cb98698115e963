import type { KeepGrantsBody, KeepGrantsData } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeepSource } from '../../lib/kept/kept-db';
import { KeepDownloadError } from '../../lib/kept/kept-download';
import type { KeepProgress } from '../../lib/kept/kept-keep';
import { fetchKeepGrants, keepForOffline } from '../../lib/kept/kept.app';
import { PDF_READER_FILES } from '../pdf-viewer/pdf-reader-files';

/** What is to be kept: content ids (an item, a homework list) or a chapter. */
export type KeepTarget = Pick<KeepGrantsBody, 'content_ids' | 'syllabus_id'>;

export type KeepState =
  | { step: 'sizing' }
  | { step: 'size-error'; error: unknown }
  | { step: 'ready'; grants: KeepGrantsData }
  | { step: 'downloading'; grants: KeepGrantsData; progress: KeepProgress }
  | { step: 'stopped'; grants: KeepGrantsData; progress: KeepProgress; dropped: boolean }
  | { step: 'done'; grants: KeepGrantsData; kept: number; failed: string[] };

/**
 * The keep's steps: ask the server what may be kept and its size, then download it with progress;
 * after a drop, "Go on" asks again (fresh links) and the download resumes from the bytes saved.
 */
export function useKeepOffline(target: KeepTarget, source: KeepSource, forUuid: string | null) {
  const targetKey = target.syllabus_id ? `chapter:${target.syllabus_id}` : `items:${target.content_ids?.join(',')}`;
  const body = useMemo(
    (): KeepGrantsBody => ({
      ...(target.syllabus_id ? { syllabus_id: target.syllabus_id } : { content_ids: target.content_ids }),
      ...(forUuid ? { uuid: forUuid } : {}),
    }),
    // The target by value: a new array of the same ids is the same keep.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [targetKey, forUuid],
  );
  // Links in a grant live an hour: asked afresh each time the dialog opens, never reused later.
  const sizing = useQuery({
    queryKey: ['keep-grants', targetKey, forUuid ?? ''],
    queryFn: ({ signal }) => fetchKeepGrants(body, signal),
    staleTime: 0,
    gcTime: 0,
  });
  const [download, setDownload] = useState<KeepState | null>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const start = useCallback(
    async (grants: KeepGrantsData) => {
      const controller = new AbortController();
      aborter.current = controller;
      let progress: KeepProgress = { done: 0, total: grants.total_size };
      setDownload({ step: 'downloading', grants, progress });
      try {
        const outcome = await keepForOffline(
          { grants, forUuid, source, readerFiles: PDF_READER_FILES },
          (next) => {
            progress = next;
            setDownload({ step: 'downloading', grants, progress: next });
          },
          controller.signal,
        );
        setDownload({
          step: 'done',
          grants,
          kept: outcome.kept.length,
          failed: outcome.failed.map((item) => item.title),
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('keep for offline: stopped', error);
        const dropped = error instanceof KeepDownloadError && error.status === 'network';
        setDownload({ step: 'stopped', grants, progress, dropped: dropped || !navigator.onLine });
      }
    },
    [forUuid, source],
  );

  /** Goes on after a drop: fresh links (the old ones may have expired), the saved bytes kept. */
  const resume = useCallback(async () => {
    try {
      await start(await fetchKeepGrants(body));
    } catch (error) {
      setDownload({ step: 'size-error', error });
    }
  }, [body, start]);

  const state: KeepState =
    download ??
    (sizing.isError
      ? { step: 'size-error', error: sizing.error }
      : sizing.data
        ? { step: 'ready', grants: sizing.data }
        : { step: 'sizing' });
  const retry = useCallback(() => {
    setDownload(null);
    void sizing.refetch();
  }, [sizing]);
  const cancel = useCallback(() => aborter.current?.abort(), []);
  return { state, retry, download: start, resume, cancel };
}

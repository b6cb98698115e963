import type { ContentDetail, KeepGrantItem, KeepGrantsData } from '@esc/contracts';
import { keptItemId, type KeepSource, type KeptItem, type KeptItemFile } from './kept-db';
import { downloadFile, type DownloadDeps } from './kept-download';
import { keptFileAddress } from './kept-names';

export interface KeepProgress {
  /** Bytes on the device so far, of `total`. */
  done: number;
  total: number;
}

export interface KeepDeps extends DownloadDeps {
  /** The player's details of the items (links signed for the person now). */
  loadDetails: (contentIds: number[]) => Promise<ContentDetail[]>;
  /** An interactive lesson's JSON, through the API. */
  loadLesson: (contentId: number) => Promise<unknown>;
  /** A refusal of one item (a 4xx answer) leaves it out; anything else stops the keep (resumable). */
  isRefusal: RefusalTest;
  /** Where relative links resolve (the page's origin). */
  origin: string;
  now: () => number;
}

/** Whether an error means this item cannot be kept (the server refused it), not that the link dropped. */
export type RefusalTest = (error: unknown) => boolean;

export interface KeepOutcome {
  kept: KeptItem[];
  /** Items the server refused while downloading (gone, no longer allowed): not kept, said so. */
  failed: KeptItem[];
}

export interface KeepRequest {
  owner: string;
  forUuid: string | null;
  grants: KeepGrantsData;
  source: KeepSource;
}

/** The bytes a keep will download: the granted items' files ("Keep for offline: 48 MB"). */
export function grantedItems(grants: KeepGrantsData): KeepGrantItem[] {
  return grants.items.filter((item) => item.granted && item.files.length > 0);
}

/**
 * The details the player opens offline: as the server answered them, with the grant's decision and
 * links. The grant was decided for the learner (a parent's for the child), and its links are the
 * kept files' own addresses, so the player asks for exactly what the device holds.
 */
export function keptDetailOf(detail: ContentDetail, grant: KeepGrantItem): ContentDetail {
  const link = (role: string) => grant.files.find((file) => file.role === role)?.url ?? null;
  const video = link('video');
  const document = link('document');
  const activity = link('activity');
  return {
    ...detail,
    access: grant.access,
    locked: false,
    lock_explanation: null,
    ...(video ? { video_path: video, content_transcoded_url: video, content_url_mp4: video } : {}),
    ...(document ? { lecture_path: document, content_url: document } : {}),
    ...(activity ? { content_url: activity } : {}),
  };
}

function recordOf(
  req: KeepRequest,
  grant: KeepGrantItem,
  detail: ContentDetail | null,
  deps: KeepDeps,
  kept?: KeptItem,
) {
  const files: KeptItemFile[] = grant.files.map((file) => {
    const address = keptFileAddress(file.url, deps.origin) ?? `${deps.origin}/kept/${file.key}`;
    const before = kept?.files.find((f) => f.address === address);
    return {
      key: file.key,
      role: file.role,
      address,
      size: file.size,
      contentType: file.content_type,
      done: !!before?.done,
    };
  });
  const item: KeptItem = {
    id: keptItemId(req.owner, grant.content_id),
    owner: req.owner,
    forUuid: req.forUuid,
    contentId: grant.content_id,
    title: grant.content_title,
    kind: grant.content_kind,
    files,
    size: grant.size,
    keptAt: kept?.keptAt ?? deps.now(),
    keepUntil: req.grants.keep_until * 1000,
    complete: files.every((f) => f.done),
    source: kept?.source ?? req.source,
    detail: detail ? keptDetailOf(detail, grant) : (kept?.detail ?? null),
    lesson: kept?.lesson ?? null,
  };
  return item;
}

/**
 * Keeps the granted items on the device: records each in the index, then downloads its files one
 * after another into the person's cache (a file already there is not downloaded again; one that
 * stopped goes on from where it stopped). Run it again after a drop and it resumes. Each item is
 * marked complete once all its files are there; only then does it open offline.
 */
export async function keepGranted(
  deps: KeepDeps,
  req: KeepRequest,
  onProgress: (progress: KeepProgress) => void,
  signal?: AbortSignal,
): Promise<KeepOutcome> {
  const grants = grantedItems(req.grants);
  const total = grants.reduce((sum, g) => sum + g.size, 0);
  const details = new Map((await deps.loadDetails(grants.map((g) => g.content_id))).map((d) => [d.content_id, d]));
  const items: KeptItem[] = [];
  for (const grant of grants) {
    const kept = await deps.db.get('items', keptItemId(req.owner, grant.content_id));
    const item = recordOf(req, grant, details.get(grant.content_id) ?? null, deps, kept);
    await deps.db.put('items', item);
    items.push(item);
  }
  let finished = 0;
  const failed: KeptItem[] = [];
  onProgress({ done: 0, total });
  for (const item of items) {
    try {
      finished = await keepFiles(deps, req, grants, item, finished, (done) => onProgress({ done, total }), signal);
    } catch (error) {
      if (signal?.aborted || !deps.isRefusal(error)) throw error;
      // The server refused this one (gone, or no longer allowed): leave it out and keep the rest.
      await deps.db.delete('items', item.id);
      failed.push(item);
      finished += item.size;
    }
    onProgress({ done: finished, total });
  }
  return { kept: items.filter((item) => !failed.includes(item)), failed };
}

/** Downloads an item's files not yet on the device; answers the bytes finished after it. */
async function keepFiles(
  deps: KeepDeps,
  req: KeepRequest,
  grants: KeepGrantItem[],
  item: KeptItem,
  finishedBefore: number,
  onDone: (done: number) => void,
  signal?: AbortSignal,
): Promise<number> {
  let finished = finishedBefore;
  for (const file of item.files) {
    signal?.throwIfAborted();
    if (!file.done) {
      if (file.role === 'lesson') {
        item.lesson = await deps.loadLesson(item.contentId);
      } else {
        const grant = grants.find((g) => g.content_id === item.contentId)!;
        const url = grant.files.find((f) => f.key === file.key)!.url;
        const toKeep = { address: file.address, url, size: file.size, contentType: file.contentType };
        await downloadFile(deps, req.owner, toKeep, (bytes) => onDone(finished + bytes), signal);
      }
      file.done = true;
      await deps.db.put('items', item);
    }
    finished += file.size;
    onDone(finished);
  }
  item.complete = true;
  await deps.db.put('items', item);
  return finished;
}

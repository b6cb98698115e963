import 'fake-indexeddb/auto';
import type { KeepGrantsData } from '@esc/contracts';
import { describe, expect, it } from 'vitest';
import { openKeptDb } from './kept-db';
import { downloadFile, KeepDownloadError } from './kept-download';
import { keepGranted, type KeepDeps } from './kept-keep';
import { keptFileAddress } from './kept-names';
import { keptDetail, listKept, removeKept } from './kept-store';
import { checkKept } from './kept-sync';

const ORIGIN = 'https://app.test';
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251);

/** A Cache of kept files, as Cache Storage answers by address. */
function fakeCache() {
  const stored = new Map<string, Response>();
  return {
    stored,
    match: async (address: RequestInfo | URL) => stored.get(String(address))?.clone(),
    put: async (address: RequestInfo | URL, response: Response) => void stored.set(String(address), response),
    delete: async (address: RequestInfo | URL) => stored.delete(String(address)),
  };
}

/**
 * The media route as the server answers it: the whole file, or from a Range's start (206). `dropAfter`
 * cuts the link after that many bytes of one answer, as a bus going into a tunnel does.
 */
function fakeMediaServer(files: Record<string, Uint8Array>, dropAfter: number | null = null) {
  const asked: { url: string; range: string | null }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const range = new Headers(init?.headers).get('range');
    asked.push({ url, range });
    const file = files[new URL(url, ORIGIN).pathname];
    if (!file) return new Response('no', { status: 404 });
    const start = range ? Number(/bytes=(\d+)-/.exec(range)![1]) : 0;
    const rest = file.subarray(start);
    const cut = dropAfter === null ? rest.length : Math.min(dropAfter, rest.length);
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      // The bytes before the cut arrive; the next read finds the link gone.
      pull(controller) {
        if (sent) return controller.error(new TypeError('network dropped'));
        sent = true;
        controller.enqueue(rest.slice(0, cut));
        if (cut === rest.length) controller.close();
      },
    });
    return new Response(body, { status: range ? 206 : 200 });
  }) as typeof fetch;
  return { fetchFn, asked };
}

const video = bytes(3000);
const pdf = bytes(700);
const grants = (keepUntil = 2_000_000_000): KeepGrantsData => ({
  keep_until: keepUntil,
  total_size: 3700,
  items: [
    {
      content_id: 11,
      content_title: 'Motion — Concept Video',
      content_kind: 'video',
      granted: true,
      access: { allowed: true, reason: 'active-package', prompt: null, explanation: '', freemium: null },
      files: [
        {
          key: 'v/11.mp4',
          role: 'video',
          url: '/api/media/file/v/11.mp4?expires=1&sig=a',
          size: 3000,
          content_type: 'video/mp4',
        },
      ],
      size: 3000,
    },
    {
      content_id: 12,
      content_title: 'Motion — Notes',
      content_kind: 'pdf',
      granted: true,
      access: { allowed: true, reason: 'active-package', prompt: null, explanation: '', freemium: null },
      files: [
        {
          key: 'p/12.pdf',
          role: 'document',
          url: '/api/media/file/p/12.pdf?expires=1&sig=b',
          size: 700,
          content_type: 'application/pdf',
        },
      ],
      size: 700,
    },
    {
      content_id: 13,
      content_title: 'Locked',
      content_kind: 'pdf',
      granted: false,
      access: { allowed: false, reason: 'subscription-required', prompt: null, explanation: 'Buy', freemium: null },
      files: [],
      size: 0,
    },
  ],
});

async function deps(
  server: ReturnType<typeof fakeMediaServer>,
  cache = fakeCache(),
): Promise<KeepDeps & { cache: ReturnType<typeof fakeCache> }> {
  return {
    db: await openKeptDb(),
    cache,
    fetch: server.fetchFn,
    origin: ORIGIN,
    now: () => 1_000,
    loadDetails: async (ids) => ids.map((id) => ({ content_id: id }) as never),
    loadLesson: async () => ({ lesson: true }),
    isRefusal: (error) => error instanceof KeepDownloadError && error.status === 404,
  };
}

const read = async (response: Response | undefined) => new Uint8Array(await response!.arrayBuffer());

describe('keeping content for offline use', () => {
  it('keeps the granted items under their stable addresses, with progress up to the total', async () => {
    const server = fakeMediaServer({ '/api/media/file/v/11.mp4': video, '/api/media/file/p/12.pdf': pdf });
    const d = await deps(server);
    const seen: number[] = [];
    await keepGranted(
      d,
      { owner: 'ana', forUuid: null, grants: grants(), source: { type: 'chapter', name: 'Motion' } },
      (p) => {
        expect(p.total).toBe(3700);
        seen.push(p.done);
      },
    );
    expect(seen.at(-1)).toBe(3700);
    // Stored without the signature: a new link of the same file finds it.
    const address = keptFileAddress('/api/media/file/v/11.mp4?expires=99&sig=zz', ORIGIN)!;
    expect(await read(await d.cache.match(address))).toEqual(video);
    const kept = await listKept(d.db, 'ana');
    expect(kept.map((i) => i.contentId).sort()).toEqual([11, 12]);
    expect(kept.every((i) => i.complete)).toBe(true);
    expect(kept[0]!.keepUntil).toBe(2_000_000_000_000);
    // The player opens it with the grant's decision and the kept file's own link.
    expect(await keptDetail(d.db, 'ana', 11)).toMatchObject({
      content_id: 11,
      access: { allowed: true },
      video_path: '/api/media/file/v/11.mp4?expires=1&sig=a',
    });
    expect(await keptDetail(d.db, 'ana', 12)).toMatchObject({
      lecture_path: '/api/media/file/p/12.pdf?expires=1&sig=b',
    });
    expect(await listKept(d.db, 'someone-else')).toEqual([]);
  });

  it('goes on from where a dropped download stopped, asking only for the rest', async () => {
    const files = { '/api/media/file/v/11.mp4': video, '/api/media/file/p/12.pdf': pdf };
    const dropping = fakeMediaServer(files, 1200);
    const d = await deps(dropping);
    const file = {
      address: `${ORIGIN}/api/media/file/v/11.mp4`,
      url: '/api/media/file/v/11.mp4?s=1',
      size: 3000,
      contentType: 'video/mp4',
    };
    await expect(downloadFile(d, 'ben', file, () => {})).rejects.toBeInstanceOf(KeepDownloadError);
    expect(await d.cache.match(file.address)).toBeUndefined();

    const steady = fakeMediaServer(files);
    let first = -1;
    await downloadFile({ ...d, fetch: steady.fetchFn }, 'ben', file, (n) => {
      if (first < 0) first = n;
    });
    expect(first).toBe(1200);
    expect(steady.asked).toEqual([{ url: file.url, range: 'bytes=1200-' }]);
    expect(await read(await d.cache.match(file.address))).toEqual(video);
  });

  it('does not keep an item until all its files are there, and resumes the keep', async () => {
    const files = { '/api/media/file/v/11.mp4': video, '/api/media/file/p/12.pdf': pdf };
    const d = await deps(fakeMediaServer(files, 1000));
    const request = {
      owner: 'cai',
      forUuid: null,
      grants: grants(),
      source: { type: 'item', name: 'Motion' },
    } as const;
    await expect(keepGranted(d, request, () => {})).rejects.toBeInstanceOf(KeepDownloadError);
    expect(await keptDetail(d.db, 'cai', 11)).toBeNull();
    const steady = fakeMediaServer(files);
    await keepGranted({ ...d, fetch: steady.fetchFn }, request, () => {});
    expect(steady.asked[0]).toEqual({ url: '/api/media/file/v/11.mp4?expires=1&sig=a', range: 'bytes=1000-' });
    expect(await keptDetail(d.db, 'cai', 11)).toMatchObject({ content_id: 11 });
  });

  it('removes an item and its files, keeping a file another kept item still uses', async () => {
    const files = { '/api/media/file/v/11.mp4': video, '/api/media/file/p/12.pdf': pdf };
    const d = await deps(fakeMediaServer(files));
    await keepGranted(
      d,
      { owner: 'dev', forUuid: null, grants: grants(), source: { type: 'item', name: 'x' } },
      () => {},
    );
    await removeKept(d.db, d.cache, 'dev', 12);
    expect((await listKept(d.db, 'dev')).map((i) => i.contentId)).toEqual([11]);
    expect(await d.cache.match(`${ORIGIN}/api/media/file/p/12.pdf`)).toBeUndefined();
    expect(await d.cache.match(`${ORIGIN}/api/media/file/v/11.mp4`)).toBeDefined();
  });

  it('leaves out an item the server refuses and keeps the rest', async () => {
    // The PDF is gone from the server (404): the video is still kept.
    const d = await deps(fakeMediaServer({ '/api/media/file/v/11.mp4': video }));
    const outcome = await keepGranted(
      d,
      { owner: 'fay', forUuid: null, grants: grants(), source: { type: 'item', name: 'x' } },
      () => {},
    );
    expect(outcome.kept.map((i) => i.contentId)).toEqual([11]);
    expect(outcome.failed.map((i) => i.title)).toEqual(['Motion — Notes']);
    expect((await listKept(d.db, 'fay')).map((i) => i.contentId)).toEqual([11]);
  });
});

describe('the next sync’s check', () => {
  it('removes what the person may no longer open and renews the rest, asking per child', async () => {
    const files = { '/api/media/file/v/11.mp4': video, '/api/media/file/p/12.pdf': pdf };
    const d = await deps(fakeMediaServer(files));
    await keepGranted(
      d,
      { owner: 'eve', forUuid: 'child-1', grants: grants(1_000), source: { type: 'item', name: 'x' } },
      () => {},
    );
    const asked: { ids: number[]; forUuid: string | null }[] = [];
    const removed = await checkKept(
      {
        db: d.db,
        cache: d.cache,
        check: async (ids, forUuid) => {
          asked.push({ ids: [...ids].sort(), forUuid });
          return {
            keep_until: 5_000,
            items: [
              { content_id: 11, may_keep: false, reason: 'package-expired' },
              { content_id: 12, may_keep: true, reason: null },
            ],
          };
        },
      },
      'eve',
    );
    expect(asked).toEqual([{ ids: [11, 12], forUuid: 'child-1' }]);
    expect(removed.map((i) => i.contentId)).toEqual([11]);
    const left = await listKept(d.db, 'eve');
    expect(left.map((i) => [i.contentId, i.keepUntil])).toEqual([[12, 5_000_000]]);
    expect(await d.cache.match(`${ORIGIN}/api/media/file/v/11.mp4`)).toBeUndefined();
  });
});

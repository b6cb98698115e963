import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../test/fake-api';
import { storeSession } from '../test/fixtures';
import { clearTreeCache, storedTreeVersion, treeStorageKey } from './tree-cache';
import { versionedRead } from './versioned-read';

interface Call {
  path: string;
  ifNoneMatch: string | null;
}

/** A fake fetch by path that records the If-None-Match each call carried. */
function stubCatalogue(handlers: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        path: url.pathname.replace(/^\/api/, ''),
        ifNoneMatch: new Headers(init?.headers).get('If-None-Match'),
      };
      calls.push(call);
      return Promise.resolve(handlers[`GET ${call.path}`]!(call));
    }),
  );
  return { calls };
}

function versioned(data: unknown, etag: string): Response {
  const response = envelope(data);
  response.headers.set('ETag', etag);
  return response;
}

const scope = (version: number) => () => ({ boardId: 101, classId: 1010, version });

// Two tree reads, and the paths their answers are held under (path and query).
const CHILDREN = 'GET /syllabus-v2/childList';
const PARENTS = 'GET /syllabus-v2/syllabusParentDetail';
const A = '/syllabus-v2/childList?syllabusId=1';
const B = '/syllabus-v2/syllabusParentDetail?syllabusId=1';

describe('versionedRead: the syllabus version cache (spec 000 §4)', () => {
  it('with no network, answers the held copy instead of failing (the offline app)', async () => {
    storeSession();
    clearTreeCache();
    stubCatalogue({ [CHILDREN]: () => versioned({ n: 1 }, 'W/"v1-a"') });
    const ask = { query: { syllabusId: 7 } };
    await expect(versionedRead(CHILDREN, ask, { scopeOf: scope(1) })).resolves.toEqual({ n: 1 });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(versionedRead(CHILDREN, ask, { scopeOf: scope(1) })).resolves.toEqual({ n: 1 });
    // Nothing held: the failure is the screen's to show.
    await expect(versionedRead(PARENTS, ask)).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR' });
  });

  it('keeps the answer with its ETag, sends it back, and uses the held copy on 304', async () => {
    storeSession();
    clearTreeCache();
    let answers = 0;
    const fake = stubCatalogue({
      [CHILDREN]: (call) => {
        answers += 1;
        return call.ifNoneMatch === 'W/"v1-a"' ? new Response(null, { status: 304 }) : versioned({ n: 1 }, 'W/"v1-a"');
      },
    });
    const ask = { query: { syllabusId: 7 } };
    await expect(versionedRead(CHILDREN, ask, { scopeOf: scope(1) })).resolves.toEqual({ n: 1 });
    await expect(versionedRead(CHILDREN, ask, { scopeOf: scope(1) })).resolves.toEqual({ n: 1 });
    expect(fake.calls.map((c) => c.ifNoneMatch)).toEqual([null, 'W/"v1-a"']);
    expect(answers).toBe(2);
    expect(storedTreeVersion(101, 1010)).toBe(1);
  });

  it('survives a reload through localStorage, and replaces the class tree when the version moves', async () => {
    storeSession();
    clearTreeCache();
    storeSession();
    window.localStorage.setItem(
      treeStorageKey(101, 1010),
      JSON.stringify({
        board_id: 101,
        class_id: 1010,
        version: 1,
        entries: { [A]: { etag: 'W/"v1-a"', data: 'old a' }, [B]: { etag: 'W/"v1-b"', data: 'old b' } },
      }),
    );
    const fake = stubCatalogue({
      [CHILDREN]: (call) =>
        call.ifNoneMatch === 'W/"v1-a"' ? versioned('new a', 'W/"v2-a"') : versioned('?', 'W/"?"'),
      [PARENTS]: (call) => (call.ifNoneMatch ? new Response(null, { status: 304 }) : versioned('new b', 'W/"v2-b"')),
    });
    // The server reports version 2 for A: the stored version-1 tree is replaced.
    await expect(versionedRead(CHILDREN, { query: { syllabusId: 1 } }, { scopeOf: scope(2) })).resolves.toBe('new a');
    expect(storedTreeVersion(101, 1010)).toBe(2);
    const stored = JSON.parse(window.localStorage.getItem(treeStorageKey(101, 1010)) ?? '{}') as {
      entries: Record<string, unknown>;
    };
    expect(Object.keys(stored.entries)).toEqual([A]);
    // B of version 1 is gone, so it is asked for without If-None-Match.
    await expect(versionedRead(PARENTS, { query: { syllabusId: 1 } }, { scopeOf: scope(2) })).resolves.toBe('new b');
    expect(fake.calls.map((c) => `${c.path} ${c.ifNoneMatch}`)).toEqual([
      '/syllabus-v2/childList W/"v1-a"',
      '/syllabus-v2/syllabusParentDetail null',
    ]);
  });
});

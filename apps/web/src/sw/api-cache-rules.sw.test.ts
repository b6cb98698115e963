import { describe, expect, it } from 'vitest';
import {
  apiPath,
  bodyDigest,
  cacheKeyUrl,
  isStorable,
  personOf,
  personPrefix,
  readStrategy,
  savedAtOf,
  stamped,
  unstamped,
} from './api-cache-rules.sw';

const ORIGIN = 'https://app.example';

/** A token as the server signs them: header.payload.signature, base64url (the signature is not read). */
function bearer(payload: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

describe('whose saved copy a request is', () => {
  it('is the sub of the bearer token, read without checking it', () => {
    expect(personOf(bearer({ sub: '5b0c7a1e-4c1d-4a8e-9f00-1a2b3c4d5e6f', ut: 1 }))).toBe(
      '5b0c7a1e-4c1d-4a8e-9f00-1a2b3c4d5e6f',
    );
    expect(personOf(bearer({ sub: 'another-person' }))).toBe('another-person');
  });

  it('is "public" with no token, and nobody (nothing stored) when the token cannot be read', () => {
    expect(personOf(null)).toBe('public');
    expect(personOf('Bearer not-a-token')).toBeNull();
    expect(personOf(bearer({ ut: 1 }))).toBeNull();
    expect(personOf(bearer({ sub: '../../other' }))).toBeNull();
    // A token claiming to be the public folder must not read what was stored for no one.
    expect(personOf(bearer({ sub: 'public' }))).toBeNull();
    expect(personOf('Basic dXNlcjpwYXNz')).toBeNull();
  });

  it('keeps two people apart: the same call stores under two keys', () => {
    const url = new URL(`${ORIGIN}/api/learning/bookmarks?kind=content`);
    const first = cacheKeyUrl(ORIGIN, 'person-a', url, null);
    const second = cacheKeyUrl(ORIGIN, 'person-b', url, null);
    expect(first).not.toBe(second);
    expect(first.startsWith(personPrefix(ORIGIN, 'person-a'))).toBe(true);
    expect(first.startsWith(personPrefix(ORIGIN, 'person-b'))).toBe(false);
    // "person-a" is not a prefix that also takes "person-ab"'s copies.
    expect(cacheKeyUrl(ORIGIN, 'person-ab', url, null).startsWith(personPrefix(ORIGIN, 'person-a'))).toBe(false);
    expect(first).toContain('kind=content');
  });

  it('keeps two bodies of one POST read apart', async () => {
    const url = new URL(`${ORIGIN}/api/dashboard/v2`);
    const one = await bodyDigest(JSON.stringify({ user_uuid: 'child-1' }));
    const two = await bodyDigest(JSON.stringify({ user_uuid: 'child-2' }));
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(one).not.toBe(two);
    expect(await bodyDigest(JSON.stringify({ user_uuid: 'child-1' }))).toBe(one);
    expect(cacheKeyUrl(ORIGIN, 'parent', url, one)).not.toBe(cacheKeyUrl(ORIGIN, 'parent', url, two));
  });
});

describe('which strategy a call gets', () => {
  it('knows the API by its /api base on this origin only', () => {
    expect(apiPath(new URL(`${ORIGIN}/api/syllabus-v2/childList?x=1`), ORIGIN)).toBe('/syllabus-v2/childList');
    expect(apiPath(new URL(`${ORIGIN}/student-dashboard`), ORIGIN)).toBeNull();
    expect(apiPath(new URL(`${ORIGIN}/apis/x`), ORIGIN)).toBeNull();
    expect(apiPath(new URL('https://other.example/api/learning/bookmarks'), ORIGIN)).toBeNull();
  });

  it('serves the reads the issue names from the device first, refreshing behind', () => {
    for (const path of [
      '/syllabus-v2/childList',
      '/syllabus-v2/childList/v2.0.1',
      '/arjuna/syllabusData/v2.1.2',
      '/syllabus-v2/contentListBySyllabusIds/v2.1.1',
      '/syllabus-v2/groupListBySyllabusId/v2.1.1',
      '/learning/bookmarks',
      '/live-class/notices/getTopThreeNotices',
      '/student-report/student/paperReport',
      '/cognito-login-service/auth/me',
    ]) {
      expect(readStrategy('GET', path), path).toBe('saved-first');
    }
    for (const path of [
      '/dashboard/v2',
      '/syllabus-v2/learnerLearnListHomework',
      '/live-class/notices/myNotices',
      '/live-class/student/schedule/myScheduleUniversity',
      '/paperCreation/bookmarkedPaperListAndCountUniversity',
      '/syllabus-v2/handins/student/handinStates',
      '/notifications/list',
    ]) {
      expect(readStrategy('POST', path), path).toBe('saved-first');
    }
  });

  it('asks the network first for the other reads', () => {
    expect(readStrategy('GET', '/student-report/levelAssignedInfo')).toBe('network-first');
    expect(readStrategy('GET', '/syllabus-v2/searchLearnListUniversity')).toBe('network-first');
  });

  it('never stores writes, sign-in, streams or media', () => {
    expect(readStrategy('POST', '/student-report/student/saveAnswers')).toBe('none');
    expect(readStrategy('POST', '/syllabus-v2/markLearnListItemComplete')).toBe('none');
    expect(readStrategy('POST', '/live-class/notices/markNoticeRead')).toBe('none');
    expect(readStrategy('POST', '/syllabus-v2/handins/student/handIn')).toBe('none');
    expect(readStrategy('POST', '/cognito-login-service/auth/login')).toBe('none');
    expect(readStrategy('POST', '/cognito-login-service/auth/refreshToken')).toBe('none');
    expect(readStrategy('POST', '/cognito-login-service/auth/guestLogin')).toBe('none');
    expect(readStrategy('PUT', '/syllabus-v2/updateLearnListStage')).toBe('none');
    expect(readStrategy('DELETE', '/syllabus-v2/removeLearnListUniversity')).toBe('none');
    expect(readStrategy('GET', '/notifications/stream')).toBe('none');
    expect(readStrategy('GET', '/anything', 'text/event-stream')).toBe('none');
    expect(readStrategy('GET', '/media/file/videos/a/360p.mp4')).toBe('none');
  });
});

describe('what is stored and how a stored copy says when', () => {
  it('stores a 200 unless the server said no-store', () => {
    expect(isStorable(new Response('{}', { status: 200 }))).toBe(true);
    expect(isStorable(new Response('{}', { status: 200, headers: { 'Cache-Control': 'private, no-cache' } }))).toBe(
      true,
    );
    expect(isStorable(new Response('{}', { status: 200, headers: { 'Cache-Control': 'private, no-store' } }))).toBe(
      false,
    );
    expect(isStorable(new Response('{}', { status: 200, headers: { 'Cache-Control': 'No-Store' } }))).toBe(false);
    expect(isStorable(new Response('{}', { status: 404 }))).toBe(false);
    expect(isStorable(new Response(null, { status: 204 }))).toBe(false);
  });

  it('carries the time it was stored in x-esc-saved-at, and serves without it while online', async () => {
    const original = new Response('{"data":1}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    const copy = stamped(original, new Date('2026-11-29T10:42:00.000Z'));
    expect(copy.headers.get('x-esc-saved-at')).toBe('2026-11-29T10:42:00.000Z');
    expect(copy.headers.get('content-type')).toBe('application/json');
    expect(savedAtOf(copy)).toBe(Date.UTC(2026, 10, 29, 10, 42));
    const served = unstamped(copy);
    expect(served.headers.has('x-esc-saved-at')).toBe(false);
    expect(await served.text()).toBe('{"data":1}');
    expect(savedAtOf(new Response('x'))).toBeNull();
  });
});

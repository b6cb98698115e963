/// <reference lib="webworker" />

// The pure rules of the API's saved reads (api-cache.sw.ts uses them): whose copy a request is,
// which strategy a call gets, how a saved copy says when it was stored. The cache only partitions
// by person: the server still checks every request it gets.

/** The API's base on this origin (lib/api-client.app.ts). */
export const API_PREFIX = '/api';
/** Stored copies live under this made-up path, one folder per person: never a real address. */
export const KEY_PREFIX = '/__saved-reads__';
/** On an answer served from the device: the ISO time its copy was stored. */
export const SAVED_AT_HEADER = 'x-esc-saved-at';

export type ReadStrategy = 'saved-first' | 'network-first' | 'none';

/**
 * The reads a person needs with no link: the syllabus tree, the dashboards,
 * homework lists, the schedule, notices, bookmarks, published results and the content lists of
 * chapters opened. They are shown from the device at once and refreshed behind.
 */
const SAVED_FIRST_GETS: readonly RegExp[] = [
  /^\/cognito-login-service\/auth\/me$/,
  /^\/arjuna\/(classDetail|syllabusData\/)/,
  /^\/syllabus-v2\/(childList|syllabusParentDetail|syllabusDetailById|boardList|boardDetail)/,
  /^\/syllabus-v2\/(groupListBySyllabusId|contentBySyllabusId|contentListBySyllabusIds|groupCategoryContentBySyllabusId)\//,
  /^\/syllabus\/(getChild|getParent|v2\/getRackDetail)$/,
  /^\/syllabus-v2\/(learnListDetailUniversity|learnListDetailByIdsUniversity)$/,
  /^\/access\/subject-services$/,
  /^\/institutes\/dashboard$/,
  /^\/learning\/bookmarks$/,
  /^\/mis\/recentContent\.2\.0$/,
  /^\/live-class\/notices\/getTopThreeNotices$/,
  /^\/live-class\/teacher\/schedule\/upcomingClassesUniversity$/,
  /^\/student-report\/student\/paperReport$/,
];

/**
 * Reads the specs make as POST (their filters travel in the body): saved per body, like a GET.
 * Every other POST, PUT and DELETE is a write and is never stored.
 */
const SAVED_FIRST_POSTS: readonly RegExp[] = [
  /^\/dashboard\/v2$/,
  /^\/syllabus-v2\/learnerLearnListHomework$/,
  /^\/live-class\/notices\/myNotices$/,
  /^\/live-class\/student\/schedule\/myScheduleUniversity$/,
  /^\/paperCreation\/bookmarkedPaperListAndCountUniversity$/,
  /^\/student-report\/recommendation\/childPerformanceOverview$/,
  /^\/student-report\/student\/studentAssignedPaperList$/,
  /^\/syllabus-v2\/handins\/student\/(handinStates|myHandins)$/,
  /^\/notifications\/list$/,
];

/** GETs that are never stored: streams, media (kept media is the keep branch's), health. */
const NEVER_STORED: readonly RegExp[] = [
  /^\/notifications\/stream/,
  /^\/media\/file\//,
  /^\/resize-image\//,
  /^\/platform\/health$/,
  /^\/openapi\.json$/,
  /^\/docs\b/,
  /^\/cognito-login-service\/auth\/invoice\//,
  /^\/institutes\/roster\/template$/,
  /^\/live-class\/provider\//,
];

/** The API path of a URL of this origin ("/dashboard/v2"), or null when it is not the API's. */
export function apiPath(url: URL, origin: string): string | null {
  if (url.origin !== origin) return null;
  const { pathname } = url;
  if (pathname !== API_PREFIX && !pathname.startsWith(`${API_PREFIX}/`)) return null;
  return pathname.slice(API_PREFIX.length) || '/';
}

/** Which strategy a call of the API gets: saved-first, network-first or none (never stored). */
export function readStrategy(method: string, path: string, accept: string | null = null): ReadStrategy {
  if (accept?.includes('text/event-stream')) return 'none';
  if (method === 'POST') return SAVED_FIRST_POSTS.some((rule) => rule.test(path)) ? 'saved-first' : 'none';
  if (method !== 'GET') return 'none';
  if (NEVER_STORED.some((rule) => rule.test(path))) return 'none';
  return SAVED_FIRST_GETS.some((rule) => rule.test(path)) ? 'saved-first' : 'network-first';
}

const PERSON = /^[A-Za-z0-9_-]{1,100}$/;

/** Reads a base64url text (a token's payload) as UTF-8. */
function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Whose copy a request is: the `sub` of its bearer token's payload (read, not verified: it only
 * keeps one person's copies apart from another's), 'public' with no token, null when the token
 * cannot be read (then nothing is stored).
 */
export function personOf(authorization: string | null): string | null {
  if (!authorization) return 'public';
  const match = /^Bearer\s+([^.\s]+)\.([^.\s]+)\.[^.\s]*$/i.exec(authorization.trim());
  if (!match) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(match[2]!));
    const sub = payload && typeof payload === 'object' ? (payload as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' && PERSON.test(sub) && sub !== 'public' ? sub : null;
  } catch {
    return null;
  }
}

/** The folder of a person's stored copies: every key of theirs starts with it. */
export function personPrefix(origin: string, person: string): string {
  return `${origin}${KEY_PREFIX}/${encodeURIComponent(person)}/`;
}

/**
 * The key a copy is stored under: the person's folder, the API path and query, and for a POST read
 * a digest of its body (two filters are two copies).
 */
export function cacheKeyUrl(origin: string, person: string, url: URL, bodyDigest: string | null): string {
  const path = url.pathname.slice(API_PREFIX.length).replace(/^\//, '');
  const key = new URL(`${personPrefix(origin, person)}${path}`);
  key.search = url.search;
  if (bodyDigest) key.searchParams.set('__body', bodyDigest);
  return key.href;
}

/** A short hex digest of a POST read's body (SHA-256, first 16 bytes). */
export async function bodyDigest(body: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return Array.from(new Uint8Array(hash).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether an answer may be stored: a 200 the server did not mark no-store or private to one reply. */
export function isStorable(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? '';
  return !/(^|[\s,])no-store($|[\s,;])/.test(cacheControl);
}

/** A copy of the answer carrying the time it was stored (for the screen's "saved at"). */
export function stamped(response: Response, savedAt: Date): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, savedAt.toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The same stored copy without its time: served while the network is believed good. */
export function unstamped(response: Response): Response {
  if (!response.headers.has(SAVED_AT_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.delete(SAVED_AT_HEADER);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** When a stored copy was stored (epoch ms), or null when it carries no time. */
export function savedAtOf(response: Pick<Response, 'headers'>): number | null {
  const value = response.headers.get(SAVED_AT_HEADER);
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : time;
}

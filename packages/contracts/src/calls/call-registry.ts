import { assessmentsCalls } from './assessments.calls.js';
import { attendanceCalls } from './attendance.calls.js';
import { catalogueCalls } from './catalogue.calls.js';
import type { CallSpec, CallTable } from './call-spec.js';
import { commerceCalls } from './commerce.calls.js';
import { contentCalls } from './content.calls.js';
import { contentPackagesCalls } from './content-packages.calls.js';
import { doubtsCalls } from './doubts.calls.js';
import { identityCalls } from './identity.calls.js';
import { handinsCalls } from './handins.calls.js';
import { institutesCalls } from './institutes.calls.js';
import { learningCalls } from './learning.calls.js';
import { learnlistsCalls } from './learnlists.calls.js';
import { liveCalls } from './live.calls.js';
import { liveRecapCalls } from './live-recaps.calls.js';
import { mediaCalls } from './media.calls.js';
import { notificationsCalls } from './notifications.calls.js';
import { platformCalls } from './platform.calls.js';
import { privacyCalls } from './privacy.calls.js';
import { grievancesCalls } from './grievances.calls.js';
import { consentCalls } from './consent.calls.js';
import { recordingsCalls } from './recordings.calls.js';
import { syncCalls } from './sync.calls.js';
import { accessLogCalls } from './access-log.calls.js';

const tables = [
  platformCalls,
  identityCalls,
  catalogueCalls,
  contentCalls,
  contentPackagesCalls,
  learningCalls,
  learnlistsCalls,
  institutesCalls,
  commerceCalls,
  mediaCalls,
  notificationsCalls,
  assessmentsCalls,
  liveCalls,
  recordingsCalls,
  attendanceCalls,
  liveRecapCalls,
  doubtsCalls,
  handinsCalls,
  syncCalls,
  privacyCalls,
  accessLogCalls,
  grievancesCalls,
  consentCalls,
] as const;

/** The tables together, as one object type (an intersection flattened, so lookups stay cheap). */
type Merged<T extends readonly CallTable[]> = T extends readonly [infer H, ...infer R extends readonly CallTable[]]
  ? H & Merged<R>
  : unknown;
type Flat<T> = { readonly [K in keyof T]: T[K] };

function merge<const T extends readonly CallTable[]>(parts: T): Flat<Merged<T>> {
  const all: Record<string, CallSpec> = {};
  for (const part of parts) {
    for (const [key, spec] of Object.entries(part)) {
      // Two modules claiming one call would make the first one's schemas silently lose.
      if (key in all) throw new Error(`Call ${key} is listed twice in the call registry`);
      all[key] = spec;
    }
  }
  return all as Flat<Merged<T>>;
}

/**
 * Every call the server serves, keyed "METHOD /path" (path without the /api base; `:name` is a
 * path parameter, `*` the rest of the path): the one table the server registers its routes from
 * and the web's `api.call(...)` is typed from. apps/server's call-registry test fails when a served
 * /api route does not come from it, so web tests can check their fake API against it.
 */
export const calls = merge(tables);

/** The call table's type: each key with its entry's literal guard, scope and schemas. */
export type Calls = typeof calls;
/** A call the server serves: "POST /student-report/student/saveAnswers". */
export type CallKey = keyof Calls;

/** The table as plain data, for lookups by a string that may not be a call. */
const byKey: Readonly<Record<string, CallSpec>> = calls;

export interface FoundCall {
  /** The registry key, e.g. "GET /content/interactiveLesson/:contentId". */
  key: string;
  spec: CallSpec;
  /** Path parameters by name ('*' for the rest of a wildcard path), as the URL spells them. */
  params: Record<string, string>;
}

interface Template {
  key: string;
  method: string;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Paths with parameters, matched only when no fixed path is the call (as Fastify prefers static routes). */
const templates: Template[] = Object.keys(byKey)
  .filter((key) => /[:*]/.test(key))
  .map((key) => {
    const [method, path] = key.split(' ') as [string, string];
    const names: string[] = [];
    const source = path
      .split('/')
      .map((part) => {
        if (part.startsWith(':')) {
          names.push(part.slice(1));
          return '([^/]+)';
        }
        if (part === '*') {
          names.push('*');
          return '(.*)';
        }
        return escapeRegExp(part);
      })
      .join('/');
    return { key, method, pattern: new RegExp(`^${source}$`), names };
  });

/** The call a request makes, or null when the server serves no such call. */
export function findCall(method: string, path: string): FoundCall | null {
  const upper = method.toUpperCase();
  const exact = byKey[`${upper} ${path}`];
  if (exact) return { key: `${upper} ${path}`, spec: exact, params: {} };
  for (const template of templates) {
    if (template.method !== upper) continue;
    const match = template.pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(template.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
    return { key: template.key, spec: byKey[template.key]!, params };
  }
  return null;
}

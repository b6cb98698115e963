import { hasPaperSetting, type PaperSetting } from './assessment-rules.js';
import { roleDashboardPath, RoutePath } from './landing.js';
import { isLearner, isParent } from './user-types.js';

// Deep links (spec 002 §2.4): {adjust host}/{path}?adjust_t=..&adj_fallback={origin}/?/sulink/{path}.
// The web app receives /sulink/{path} (or the fallback's "/?/sulink/{path}") and opens what the path
// names, or says why it cannot for this person and offers the right way.

/** The sign-in screen: where a link for a signed-in person sends someone who is not. */
export const SIGN_IN_ROUTE = '/login';

/** The learner's study screen: the dashboard's study tab (002 §2.4). */
export const STUDY_PATH = '/student-study';
/** Study tabs: 1 the subjects, 2 learn, 3 practice, 4 practice test (002 §2.4). */
export type StudyTab = 1 | 2 | 3 | 4;

/** The study tab a keyword opens: tab 2 for learn, 3 for practice, 4 for practice test, otherwise 1. */
export function studyTabOf(keyword: string): StudyTab {
  if (keyword === 'student-app-learn') return 2;
  if (keyword === 'practice') return 3;
  if (keyword === 'practice-test') return 4;
  return 1;
}

/** The study tab named in a URL (?tab=2), else 1. */
export function parseStudyTab(value: string | null | undefined): StudyTab {
  const n = Number(value);
  return n === 2 || n === 3 || n === 4 ? n : 1;
}

/** Who opens the link; null when nobody is signed in, user type 0 for a guest session. */
export interface DeepLinkViewer {
  userTypeId: number;
  role?: string | null;
}

export type DeepLinkRefusal = 'sign-in' | 'learners-only' | 'for-the-learner' | 'unknown-link';

export type DeepLinkTarget =
  | { kind: 'open'; path: string; state?: Readonly<Record<string, string | number>> }
  | { kind: 'refused'; reason: DeepLinkRefusal; way: string };

const STUDY_KEYWORDS: readonly string[] = [
  'student-app-learn',
  'practice',
  'practice-test',
  'student-study',
  'mydownloads',
  'institute-calendar',
  'create-own-test',
];

/** Which link a paper gets: new-test-setting when setting 13 with child 14 is on (002 §2.4). */
export function paperLinkKind(settings: readonly PaperSetting[]): 'new-test-setting' | 'other-test-setting' {
  return hasPaperSetting(settings, 'testEngineRedirect') ? 'new-test-setting' : 'other-test-setting';
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** "/?/sulink/x" (the fallback's form) or "/sulink/x": the x; null otherwise. */
function sulinkOf(pathAndQuery: string): string | null {
  const match = /^\/?\??\/?sulink\/(.*)$/i.exec(pathAndQuery);
  return match ? (match[1] ?? '') : null;
}

/**
 * The link's path (what follows /sulink/) from any of its shapes: the adjust link (its adj_fallback,
 * else its own path), the fallback "{origin}/?/sulink/{path}", or "/sulink/{path}". Null when the
 * address is none of them.
 */
export function deepLinkPath(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link, 'http://link.invalid');
  } catch {
    return null;
  }
  const fallback = url.searchParams.get('adj_fallback');
  if (fallback) return deepLinkPath(fallback);
  const fromPath = sulinkOf(url.pathname);
  if (fromPath !== null) return fromPath;
  // The fallback form puts the path in the query: "/?/sulink/x" (its own query, if any, stays on x).
  const fromQuery = url.pathname === '/' ? sulinkOf(decode(url.search)) : null;
  if (fromQuery !== null) return fromQuery;
  if (url.searchParams.has('adjust_t')) return url.pathname.replace(/^\/+/, '');
  return null;
}

const ID = /^\d{1,12}$/;
const ids = (parts: readonly string[]) => parts.every((p) => ID.test(p));

type Rule = (
  parts: string[],
  query: URLSearchParams,
) => { path: string; state?: Record<string, string | number> } | null;
type Audience = 'anyone' | 'signed-in' | 'learner' | 'learner-or-parent';

/** The group links (002 §2.4): built from the syllabus id chain, ending in group-{groupId}. */
function groupLink(parts: string[]): { path: string; state: Record<string, number> } | null {
  const last = parts[parts.length - 1] ?? '';
  const group = /^group-(\d{1,12})$/.exec(last);
  if (!group) return null;
  const groupId = Number(group[1]);
  const chain = parts.slice(0, -1);
  const [a, b, c] = chain;
  if (chain.length === 2 && b === 'student-subjects' && ids([a ?? ''])) {
    return { path: '/student-subjects', state: { syllabusId: Number(a), groupId } };
  }
  if (chain.length === 2 && a === 'student-syllabus' && ids([b ?? ''])) {
    return { path: `/student-syllabus/${b}`, state: { groupId } };
  }
  if (chain.length === 3 && a === 'student-syllabus-detail' && ids([b ?? '', c ?? ''])) {
    return { path: `/student-syllabus-detail/${b}/${c}`, state: { groupId } };
  }
  return null;
}

/** First segment -> who may open it and where it goes. */
const RULES: Record<string, { audience: Audience; to: Rule }> = {
  'content-player': {
    audience: 'anyone',
    to: ([id]) => (id && ids([id]) ? { path: `/content-player/${id}` } : null),
  },
  'practice-test': {
    audience: 'learner',
    to: ([containerId, serviceId]) => {
      if (containerId === undefined || !ids([containerId]) || (serviceId !== undefined && !ids([serviceId])))
        return null;
      return {
        path: `/start-practice-test?syllabusId=${containerId}`,
        state: { calledFrom: 'deep-link', containerId: Number(containerId), serviceId: Number(serviceId ?? 0) },
      };
    },
  },
  'new-test-setting': { audience: 'learner', to: (p) => paperTarget(p, true) },
  'other-test-setting': { audience: 'learner', to: (p) => paperTarget(p, false) },
  paper: { audience: 'learner', to: (p) => paperTarget(p, false) },
  question: {
    audience: 'learner',
    to: (p) => (p.length === 5 && ids(p) ? { path: `/practice/quesDetails/${p.join('/')}/5` } : null),
  },
  practice: {
    audience: 'learner',
    to: ([what, ...rest]) =>
      what === 'quesDetails' && rest.length >= 5 && ids(rest.slice(0, 5))
        ? { path: `/practice/quesDetails/${rest.slice(0, 5).join('/')}/5` }
        : null,
  },
  syllabus: {
    audience: 'anyone',
    to: ([board, subject, name]) =>
      board && subject && name && ids([board, subject])
        ? { path: `/syllabus/${board}/${subject}/${encodeURIComponent(decode(name))}` }
        : null,
  },
  'syllabus-lpt': {
    audience: 'signed-in',
    to: (p) => (p.length === 4 && ids(p) ? { path: `/syllabus-lpt/${p.join('/')}` } : null),
  },
  'student-syllabus': {
    audience: 'anyone',
    to: (p) =>
      p.length === 1 && ids(p) ? { path: `/student-syllabus/${p[0]}` } : groupLink(['student-syllabus', ...p]),
  },
  'student-syllabus-detail': {
    audience: 'anyone',
    to: (p) =>
      p.length === 2 && ids(p)
        ? { path: `/student-syllabus-detail/${p[0]}/${p[1]}` }
        : groupLink(['student-syllabus-detail', ...p]),
  },
  'syllabus-group-detail': {
    audience: 'signed-in',
    to: (p) => (p.length === 5 && ids(p) ? { path: `/syllabus-group-detail/${p.join('/')}` } : null),
  },
  'student-subjects': {
    audience: 'learner-or-parent',
    to: (p) => (p.length === 0 ? { path: '/student-subjects' } : null),
  },
  'study-syllabus': {
    audience: 'anyone',
    to: (p) => (p.length === 1 && ids(p) ? { path: `/study-syllabus/${p[0]}` } : null),
  },
  'update-email': { audience: 'signed-in', to: (p) => (p.length === 0 ? { path: RoutePath.Profile } : null) },
  'profile-location-city': { audience: 'signed-in', to: (p) => (p.length === 0 ? { path: RoutePath.Profile } : null) },
  'parent-assigned-item': {
    audience: 'learner',
    to: (p) => (p.length === 0 ? { path: RoutePath.StudentDashboard } : null),
  },
};

/** A paper: the test engine when its link says the redirect setting is on, else the instructions. */
function paperTarget(parts: string[], straightToEngine: boolean) {
  const [paperId, assignId = '0', sectionAssignId = '0'] = parts;
  if (!paperId || parts.length > 3 || !ids([paperId, assignId, sectionAssignId]) || paperId === '0') return null;
  if (straightToEngine) return { path: `/test-engine/${paperId}/${assignId}/${sectionAssignId}/1` };
  const query = new URLSearchParams({ paperId });
  if (assignId !== '0') query.set('assignId', assignId);
  if (sectionAssignId !== '0') query.set('sectionAssignId', sectionAssignId);
  return { path: `/paper-instructions?${query.toString()}` };
}

function refusalFor(audience: Audience, viewer: DeepLinkViewer | null): DeepLinkTarget | null {
  const signedIn = !!viewer && viewer.userTypeId !== 0;
  if (audience === 'anyone') return null;
  if (!viewer || !signedIn) return { kind: 'refused', reason: 'sign-in', way: SIGN_IN_ROUTE };
  const dashboard = roleDashboardPath(viewer);
  const learner = isLearner(viewer.userTypeId);
  const parent = isParent(viewer.userTypeId);
  if (audience === 'learner' && parent) return { kind: 'refused', reason: 'for-the-learner', way: dashboard };
  if ((audience === 'learner' || audience === 'learner-or-parent') && !learner && !parent) {
    return { kind: 'refused', reason: 'learners-only', way: dashboard };
  }
  return null;
}

/**
 * Where a deep link's path (what follows /sulink/) goes for this person: a route with its state, or
 * a refusal saying why with the right way instead (their dashboard, or sign-in).
 */
export function resolveDeepLink(linkPath: string, viewer: DeepLinkViewer | null): DeepLinkTarget {
  const [pathPart = '', queryPart = ''] = linkPath.split('?', 2);
  const parts = pathPart.split('/').filter(Boolean).map(decode);
  const query = new URLSearchParams(queryPart);
  const unknown: DeepLinkTarget = {
    kind: 'refused',
    reason: 'unknown-link',
    way: viewer && viewer.userTypeId !== 0 ? roleDashboardPath(viewer) : '/',
  };
  const [head = '', ...rest] = parts;
  const keyword = head.toLowerCase();
  if (parts.length === 1 && STUDY_KEYWORDS.includes(keyword)) {
    return (
      refusalFor('learner-or-parent', viewer) ?? { kind: 'open', path: `${STUDY_PATH}?tab=${studyTabOf(keyword)}` }
    );
  }
  // {id}/student-subjects/group-{groupId}: the chain starts with an id.
  if (ID.test(head)) {
    const target = groupLink(parts);
    if (!target) return unknown;
    return refusalFor('learner-or-parent', viewer) ?? { kind: 'open', ...target };
  }
  const rule = RULES[head];
  const target = rule?.to(rest, query);
  if (!rule || !target) return unknown;
  return refusalFor(rule.audience, viewer) ?? { kind: 'open', ...target };
}

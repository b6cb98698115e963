import { describe, expect, it } from 'vitest';
import { deepLinkPath, paperLinkKind, parseStudyTab, resolveDeepLink, type DeepLinkViewer } from './deep-links.js';

// Spec 002 §2.4 (deep links) and §2.1 (role dashboards). Expected routes are written from the
// spec's sentences and the screens' paths in §2.2-2.3, not from the code.

const student: DeepLinkViewer = { userTypeId: 1 };
const parent: DeepLinkViewer = { userTypeId: 2 };
const teacher: DeepLinkViewer = { userTypeId: 3 };
const admin: DeepLinkViewer = { userTypeId: 5, role: 'SCHOOL_ADMIN' };
const guest: DeepLinkViewer = { userTypeId: 0 };

describe('the link shapes (002 §2.4: {adjust host}/{path}?adjust_t=..&adj_fallback={origin}/?/sulink/{path})', () => {
  it.each([
    ['/sulink/practice', 'practice'],
    ['/sulink/content-player/501', 'content-player/501'],
    ['https://school.example/?/sulink/student-study', 'student-study'],
    ['/?/sulink/syllabus/7/8/Maths', 'syllabus/7/8/Maths'],
    [
      'https://app.adj.st/practice-test?adjust_t=abc123&adj_fallback=https%3A%2F%2Fschool.example%2F%3F%2Fsulink%2Fpractice-test',
      'practice-test',
    ],
    ['https://app.adj.st/update-email?adjust_t=abc123', 'update-email'],
  ])('%s carries the path %s', (link, path) => {
    expect(deepLinkPath(link)).toBe(path);
  });

  it.each(['/student-dashboard', 'https://school.example/?tab=2', '/'])('%s is no deep link', (link) => {
    expect(deepLinkPath(link)).toBeNull();
  });
});

describe('the keywords (002 §2.4)', () => {
  it.each<[string, DeepLinkViewer, string]>([
    // "update-email and profile-location-city go to /profile."
    ['update-email', student, '/profile'],
    ['profile-location-city', parent, '/profile'],
    ['update-email', teacher, '/profile'],
    // "parent-assigned-item goes to the student dashboard."
    ['parent-assigned-item', student, '/student-dashboard'],
    // "... go to the parent or student dashboard, then to a study tab: tab 2 for learn, 3 for
    // practice, 4 for practice test, otherwise 1."
    ['student-app-learn', student, '/student-study?tab=2'],
    ['practice', student, '/student-study?tab=3'],
    ['practice-test', student, '/student-study?tab=4'],
    ['student-study', student, '/student-study?tab=1'],
    ['myDownloads', student, '/student-study?tab=1'],
    ['institute-calendar', student, '/student-study?tab=1'],
    ['create-own-test', student, '/student-study?tab=1'],
    ['student-app-learn', parent, '/student-study?tab=2'],
    ['practice-test', parent, '/student-study?tab=4'],
  ])('%s for user type %o opens %s', (link, viewer, path) => {
    expect(resolveDeepLink(link, viewer)).toMatchObject({ kind: 'open', path });
  });
});

describe('the link kinds (002 §2.4): practice-test, papers, syllabus levels, question, content, groups', () => {
  it.each<[string, string]>([
    ['content-player/501', '/content-player/501'],
    ['practice-test/3001', '/start-practice-test?syllabusId=3001'],
    // A paper link with setting 13/14 on is new-test-setting: straight to the test engine.
    ['new-test-setting/88/12/34', '/test-engine/88/12/34/1'],
    ['other-test-setting/88/12/34', '/paper-instructions?paperId=88&assignId=12&sectionAssignId=34'],
    ['other-test-setting/88', '/paper-instructions?paperId=88'],
    ['syllabus/7/8/Maths', '/syllabus/7/8/Maths'],
    ['syllabus-lpt/7/2/300/5', '/syllabus-lpt/7/2/300/5'],
    ['student-syllabus/300', '/student-syllabus/300'],
    ['student-syllabus-detail/300/301', '/student-syllabus-detail/300/301'],
    ['question/10/300/9001/0/1', '/practice/quesDetails/10/300/9001/0/1/5'],
    ['practice/quesDetails/10/300/9001/0/1/5', '/practice/quesDetails/10/300/9001/0/1/5'],
    ['syllabus-group-detail/300/41/1/200/1', '/syllabus-group-detail/300/41/1/200/1'],
    ['student-syllabus/300/group-41', '/student-syllabus/300'],
    ['student-syllabus-detail/300/301/group-41', '/student-syllabus-detail/300/301'],
    ['200/student-subjects/group-41', '/student-subjects'],
  ])('%s opens %s for a student', (link, path) => {
    expect(resolveDeepLink(link, student)).toMatchObject({ kind: 'open', path });
  });

  it('a group link keeps its group for the screen it opens', () => {
    expect(resolveDeepLink('student-syllabus/300/group-41', student)).toMatchObject({ state: { groupId: 41 } });
    expect(resolveDeepLink('200/student-subjects/group-41', student)).toMatchObject({
      state: { syllabusId: 200, groupId: 41 },
    });
  });

  it('a practice-test link carries its container for the practice-test screen (002 §2.2 state)', () => {
    expect(resolveDeepLink('practice-test/3001/2', student)).toMatchObject({
      state: { calledFrom: 'deep-link', containerId: 3001, serviceId: 2 },
    });
  });
});

describe('a link for a role that cannot open it says why and offers the right way', () => {
  it.each<[string, DeepLinkViewer, string, string]>([
    ['student-study', teacher, 'learners-only', '/faculty-assessment-dashboard'],
    ['practice-test/3001', admin, 'learners-only', '/faculty-admin-dashboard'],
    ['new-test-setting/88/12/34', teacher, 'learners-only', '/faculty-assessment-dashboard'],
    // A test is taken by the child, not the parent; the parent's way is their dashboard.
    ['other-test-setting/88', parent, 'for-the-learner', '/parent-dashboard'],
    ['parent-assigned-item', parent, 'for-the-learner', '/parent-dashboard'],
    ['question/10/300/9001/0/1', parent, 'for-the-learner', '/parent-dashboard'],
    ['student-app-learn', guest, 'sign-in', '/login'],
    ['update-email', guest, 'sign-in', '/login'],
  ])('%s for %o: %s, way %s', (link, viewer, reason, way) => {
    expect(resolveDeepLink(link, viewer)).toEqual({ kind: 'refused', reason, way });
  });

  it('nobody signed in is asked to sign in for a learner link', () => {
    expect(resolveDeepLink('practice', null)).toEqual({ kind: 'refused', reason: 'sign-in', way: '/login' });
  });

  it('guests and staff may open content and the syllabus (000 §6)', () => {
    expect(resolveDeepLink('content-player/501', guest)).toMatchObject({ kind: 'open', path: '/content-player/501' });
    expect(resolveDeepLink('syllabus/7/8/Maths', null)).toMatchObject({ kind: 'open' });
    expect(resolveDeepLink('student-syllabus/300', teacher)).toMatchObject({ kind: 'open' });
  });

  it.each(['nowhere', 'content-player/abc', 'other-test-setting/x', 'student-syllabus/300/group-x', ''])(
    'an unknown link "%s" says so and offers the dashboard',
    (link) => {
      expect(resolveDeepLink(link, student)).toEqual({
        kind: 'refused',
        reason: 'unknown-link',
        way: '/student-dashboard',
      });
    },
  );
});

describe('which paper link (002 §2.4: new-test-setting when paper setting 13 with child 14 is on)', () => {
  it('setting 13 with child 14 on: new-test-setting', () => {
    expect(paperLinkKind([{ setting_id: 13, child_setting_list: [{ child_setting_id: 14 }] }])).toBe(
      'new-test-setting',
    );
  });
  it('setting 13 with another child, or none: other-test-setting', () => {
    expect(paperLinkKind([{ setting_id: 13, child_setting_list: [{ child_setting_id: 15 }] }])).toBe(
      'other-test-setting',
    );
    expect(paperLinkKind([])).toBe('other-test-setting');
  });
});

describe('the study tab in the address', () => {
  it.each([
    ['2', 2],
    ['3', 3],
    ['4', 4],
    ['1', 1],
    ['9', 1],
    [null, 1],
  ] as const)('?tab=%s is tab %s', (value, tab) => {
    expect(parseStudyTab(value)).toBe(tab);
  });
});

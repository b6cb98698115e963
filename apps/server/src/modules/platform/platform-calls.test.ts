import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignedList,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { assessmentApi, paperOf } from '../../test/assessment-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The platform calls of spec 001 §7 and 002 §4.7, §7.2: the rating prompt's rule, ratings counted,
// leads and crash reports (anyone may send; nobody in another's name), the dashboard's institute
// (only one's own), the integrated dashboard (a learner's, or a linked child's, homework between two
// days), the country (India when unknown), the wallet flag, and the two static JSON files.

const AUTH = '/api/cognito-login-service/auth';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, config: { iosWalletEnabled: true, zoomSdkKey: 'zoom-public-key' } });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
});
afterAll(() => t.close());

/** Moves the server's clock, and signs everyone in again (tokens last minutes, not days). */
async function advance(ms: number): Promise<void> {
  clock.set(new Date(clock.now() + ms).toISOString());
  token = await signInAll(t, world);
}

const rate = (who: Who, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `${AUTH}/getUserRatingData`, { token: token[who], body });

describe('the rating prompt (002 §4.7)', () => {
  const joined = (who: Who, hoursAgo: number) =>
    t.db
      .updateTable('users')
      .set({ created_at: new Date(clock.now() - hoursAgo * HOUR).toISOString() })
      .where('uuid', '=', world.people[who].uuid)
      .execute();

  it('asks someone who never rated and was never asked, once their account is more than 72 hours old', async () => {
    await joined('a2', 73);
    const res = await rate('a2');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rating: null, last_asked_at: null, show_prompt: true });
  });

  it('does not cover a new person’s first screens, nor any staff dashboard', async () => {
    // As the pilot found, the prompt covered a new learner's first screen.
    await joined('parentA1', 1);
    expect((await rate('parentA1')).body.data.show_prompt).toBe(false);
    await joined('teacher', 24 * 365);
    expect((await rate('teacher')).body.data.show_prompt).toBe(false);
    await joined('admin', 24 * 365);
    expect((await rate('admin')).body.data.show_prompt).toBe(false);
  });

  it('with no rating, asks again only after more than 72 hours since the last ask', async () => {
    expect((await rate('b1', { asked: true })).body.data.show_prompt).toBe(false);
    await advance(72 * HOUR);
    expect((await rate('b1')).body.data.show_prompt).toBe(false);
    await advance(60_000);
    expect((await rate('b1')).body.data.show_prompt).toBe(true);
  });

  it('after a rating of 3 or under, asks again only after more than 60 days', async () => {
    expect((await rate('a1', { rating: 3, comment: 'Videos buffer' })).body.data).toMatchObject({
      rating: 3,
      comment: 'Videos buffer',
      show_prompt: false,
    });
    await advance(60 * DAY);
    expect((await rate('a1')).body.data.show_prompt).toBe(false);
    await advance(HOUR);
    expect((await rate('a1')).body.data.show_prompt).toBe(true);
  });

  it('never asks again after a rating above 3', async () => {
    await rate('teacher', { rating: 5 });
    await advance(400 * DAY);
    expect((await rate('teacher')).body.data).toMatchObject({ rating: 5, show_prompt: false });
  });

  it('is one’s own: naming another person is refused, and a rating outside 1-5 names the field', async () => {
    expect((await rate('a2', { uuid: world.people.a1.uuid })).status).toBe(403);
    const bad = await rate('a2', { rating: 6 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('rating');
  });

  it('counts everyone’s latest rating by stars, for anyone', async () => {
    await rate('colleague', { rating: 4 });
    await rate('colleague', { rating: 5 });
    const res = await call(t.app, 'GET', `${AUTH}/appRatingsData`);
    expect(res.status).toBe(200);
    // a1: 3; teacher: 5; colleague: 4 then 5 (the latest counts).
    expect(res.body.data).toMatchObject({ rating_count: 3, average: 4.3 });
    expect(res.body.data.stars).toEqual([
      { rating: 5, count: 2 },
      { rating: 4, count: 0 },
      { rating: 3, count: 1 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ]);
  });
});

describe('leads and crash reports', () => {
  const lead = (body: Record<string, unknown>) => call(t.app, 'POST', `${AUTH}/leadCapture`, { body });

  it('takes a lead with a name and a mobile number, without signing in', async () => {
    const res = await lead({ name: 'Meera Iyer', mobile: '98765 43210', class_id: 10, model: 'Redmi 9' });
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('lead_captures').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Meera Iyer', mobile: '+91-9876543210', email: null, class_id: 10 });
  });

  it('refuses a lead with no way to reach the person, or a number the country does not use', async () => {
    const none = await lead({ name: 'Meera Iyer' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([expect.objectContaining({ field: 'email' })]);
    const badMobile = await lead({ name: 'Meera Iyer', mobile: '12345' });
    expect(badMobile.body.errors).toEqual([expect.objectContaining({ field: 'mobile' })]);
  });

  it('files a crash report signed out, and under the caller’s own name only', async () => {
    const report = { projectname: 'web', event_name: 'api_error', api_details: 'GET /x 503' };
    const anonymous = await call(t.app, 'POST', `${AUTH}/submitCrashReport`, { body: report });
    expect(anonymous.status).toBe(200);
    const own = await call(t.app, 'POST', `${AUTH}/submitCrashReport`, {
      token: token.a1,
      body: { ...report, userid: world.people.a1.uuid },
    });
    expect(own.status).toBe(200);
    const forged = await call(t.app, 'POST', `${AUTH}/submitCrashReport`, {
      token: token.a2,
      body: { ...report, userid: world.people.a1.uuid },
    });
    expect(forged.status).toBe(400);
    const rows = await t.db.selectFrom('crash_reports').select(['uuid']).orderBy('report_id').execute();
    expect(rows.map((r) => r.uuid)).toEqual([null, world.people.a1.uuid]);
  });

  it('keeps the device and the failing call of a crash report, never names, contacts, tokens or free text', async () => {
    const child = '0b7f6a2e-8c1d-4e4f-9a3b-5c6d7e8f9a0b';
    const res = await call(t.app, 'POST', `${AUTH}/submitCrashReport`, {
      token: token.a1,
      body: {
        projectname: 'android',
        event_name: 'api_error',
        model: 'Redmi 9',
        os: 'Android 12',
        data: 'Asha Verma typed asha.verma@example.com and 98765 43210 before it broke',
        api_details: `GET /api/privacy/exports/${child}?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.c2lnbmF0dXJl 500 INTERNAL_ERROR`,
      },
    });
    expect(res.status).toBe(200);
    const row = await t.db
      .selectFrom('crash_reports')
      .selectAll()
      .where('report_id', '=', res.body.data.report_id)
      .executeTakeFirstOrThrow();
    expect(row.data).toBeNull();
    expect(row.api_details).toBe('GET /api/privacy/exports/:id 500 INTERNAL_ERROR');
    expect(JSON.parse(row.device)).toMatchObject({ model: 'Redmi 9', os: 'Android 12' });
    expect(JSON.stringify(row)).not.toMatch(/Asha|example\.com|98765|eyJ/);
  });
});

describe('the dashboard’s institute (dashboardSync)', () => {
  const sync = (who: Who, body: Record<string, unknown>) =>
    call(t.app, 'POST', `${AUTH}/dashboardSync`, { token: token[who], body });

  it('keeps the institute a person chose, for every device', async () => {
    expect((await sync('teacher', {})).body.data.institute).toBeNull();
    const chosen = await sync('teacher', { institute: world.school.school_id });
    expect(chosen.body.data).toMatchObject({ institute: world.school.school_id, institute_name: 'Lakeside School' });
    expect((await sync('teacher', {})).body.data.institute).toBe(world.school.school_id);
  });

  it('refuses another school’s institute, and a parent may choose their child’s school', async () => {
    const other = await t.db.selectFrom('schools').select('school_id').where('school_name', '=', 'Hilltop School');
    const hilltop = (await other.executeTakeFirstOrThrow()).school_id;
    expect((await sync('teacher', { institute: hilltop })).status).toBe(403);
    expect((await sync('parentA1', { institute: world.school.school_id })).status).toBe(200);
    expect((await sync('parentA1', { institute: hilltop })).status).toBe(403);
  });
});

describe('the integrated dashboard (captureDashboardData_Ax)', () => {
  const aggregate = (who: Who, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/dashboard/v2?action=captureDashboardData_Ax', { token: token[who], body });
  const window = { schedule_start_date: '2026-03-09', schedule_end_date: '2026-03-15' };

  it('lists a learner’s homework in the window, with the kinds answered', async () => {
    const res = await aggregate('a1', window);
    expect(res.status).toBe(200);
    expect(res.body.data.kinds).toEqual(['homework']);
    expect(res.body.data.items).toEqual([expect.objectContaining({ kind: 'homework', title: 'Motion homework' })]);
  });

  it('leaves out homework outside the window, and what a parent assigned when asked for the school’s', async () => {
    const later = await aggregate('a1', { schedule_start_date: '2026-03-13', schedule_end_date: '2026-03-20' });
    expect(later.body.data.items).toEqual([]);
    const byParents = await aggregate('a1', { ...window, assigned_by_type: 2 });
    expect(byParents.body.data.items).toEqual([]);
  });

  it('answers a parent for their linked child only, and another section’s learner sees none of it', async () => {
    const child = await aggregate('parentA1', { ...window, uuid: world.people.a1.uuid });
    expect(child.body.data.items).toHaveLength(1);
    expect((await aggregate('parentA1', { ...window, uuid: world.people.b1.uuid })).status).toBe(403);
    expect((await aggregate('b1', window)).body.data.items).toEqual([]);
  });

  it('lists the learner’s assigned papers when asked for all assignments: open ones link to their instructions', async () => {
    const api = assessmentApi(t);
    const world7A = { ...world, editor: world.people.teacher };
    const question = await api.question(token.teacher, {
      question_type: 'single',
      syllabus_id: world.place.chapterId,
      difficulty: 1,
      marks: 4,
      negative_marks: 1,
      stem: 'What is the SI unit of force?',
      options: [
        { option_id: 'a', option_text: 'newton' },
        { option_id: 'b', option_text: 'joule' },
      ],
      answer: { option_ids: ['a'] },
    });
    const paper = await api.paper(token.teacher, paperOf(world7A, [question.question_id]));
    const now = clock.now();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const { assignment } = await api.assigned(token.teacher, {
      paper_id: paper.paper_id,
      sections: [world.sectionA.section_id],
      title: 'Motion quiz',
      paper_start_time: new Date(now - HOUR).toISOString(),
      paper_end_time: new Date(now + DAY).toISOString(),
      paper_duration: 20,
    });
    const around = { schedule_start_date: day(now - 2 * DAY), schedule_end_date: day(now + 2 * DAY) };
    const res = await aggregate('a1', { ...around, all_assignments: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.kinds).toEqual(['homework', 'assessment']);
    expect(res.body.data.items.filter((i: { kind: string }) => i.kind === 'assessment')).toEqual([
      {
        kind: 'assessment',
        id: assignment.assign_id,
        title: 'Motion quiz',
        school_id: world.school.school_id,
        starts_at: new Date(now - HOUR).toISOString(),
        due_at: new Date(now + DAY).toISOString(),
        status: 'open',
        is_parent_assigned: 0,
        link: expect.stringMatching(
          new RegExp(`^/paper-instructions\\?paperId=${paper.paper_id}&assignId=${assignment.assign_id}(&|$)`),
        ),
      },
    ]);
    // Not asked for: left out. A parent reads the child's, the link naming the child; 7-B sees none.
    const homeworkOnly = await aggregate('a1', around);
    expect(homeworkOnly.body.data.items.some((i: { kind: string }) => i.kind === 'assessment')).toBe(false);
    const child = await aggregate('parentA1', { ...around, all_assignments: 1, uuid: world.people.a1.uuid });
    const theirs = child.body.data.items.find((i: { kind: string }) => i.kind === 'assessment');
    expect(theirs.link).toContain(`uuid=${world.people.a1.uuid}`);
    const other = await aggregate('b1', { ...around, all_assignments: 1 });
    expect(other.body.data.items.some((i: { kind: string }) => i.kind === 'assessment')).toBe(false);
  });

  it('names the end day when it comes before the start day', async () => {
    const res = await aggregate('a1', { schedule_start_date: '2026-03-15', schedule_end_date: '2026-03-09' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'schedule_end_date' })]);
  });
});

describe('the app shell’s calls', () => {
  it('answers the person’s country, and India for a guest', async () => {
    await t.db.updateTable('users').set({ country_iso: 'AE' }).where('uuid', '=', world.people.b1.uuid).execute();
    const uae = await call(t.app, 'GET', '/api/platform/countryName', { token: token.b1 });
    expect(uae.body.data).toEqual({ country_iso: 'AE', country_name: 'United Arab Emirates', source: 'account' });
    const guest = await call(t.app, 'GET', '/api/platform/countryName');
    expect(guest.body.data).toEqual({ country_iso: 'IN', country_name: 'India', source: 'default' });
  });

  it('answers the wallet flag as the deployment set it, and refuses an unknown flag', async () => {
    const res = await call(t.app, 'GET', '/api/platform/webGateFlag?flag=IOS_WALLET_ENABLE');
    expect(res.body.data).toEqual({ flag: 'IOS_WALLET_ENABLE', enabled: true });
    expect((await call(t.app, 'GET', '/api/platform/webGateFlag?flag=ADMIN_MODE')).status).toBe(400);
  });

  it('lists the catalogue’s boards with their classes, and Zoom’s public settings', async () => {
    const boards = await call(t.app, 'GET', '/api/static/boardClassList.json');
    expect(boards.status).toBe(200);
    const board = boards.body.data.boards.find((b: { board_id: number }) => b.board_id === world.place.boardId);
    expect(board.classes).toContainEqual(expect.objectContaining({ class_id: world.place.classId }));
    const zoom = await call(t.app, 'GET', '/api/static/zoomSettings.json');
    expect(zoom.body.data).toEqual({ enabled: true, sdk_key: 'zoom-public-key' });
  });
});

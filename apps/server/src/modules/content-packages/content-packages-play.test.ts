import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolCatalogueWorld, type SchoolCatalogueWorld } from '../../test/school-catalogue-world.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { fixtureZip, makeSchoolChapter, uploadPackage } from '../../test/package-test-kit.js';

// Playing a package: the launch goes through the access gate, every file is reached only through
// the package's grant and its own file list, the runtime's reports keep the learner's place, and a
// completion counts once in progress.

let t: TestApp;
let w: SchoolCatalogueWorld;
let scorm12: number;
let scorm2004: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSchoolCatalogueWorld(t);
  const chapter = await makeSchoolChapter(t, 46_201);
  const add = async (name: 'scorm12' | 'scorm2004') => {
    const res = await uploadPackage(
      t,
      w.tokens.teacher,
      { syllabus_id: String(chapter), title: `Lesson ${name}` },
      { name: `${name}.zip`, data: fixtureZip(name) },
    );
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data.content_id as number;
  };
  scorm12 = await add('scorm12');
  scorm2004 = await add('scorm2004');
});
afterAll(() => t.close());

const launch = (id: number, who: keyof SchoolCatalogueWorld['tokens']) =>
  call(t.app, 'GET', `/api/content/packages/${id}/launch`, { token: w.tokens[who] });
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the launch', () => {
  it('gives the school’s learner a launch URL that expires, and the runtime is in the launch page', async () => {
    const res = await launch(scorm12, 'student');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { launch_url: string; expires_in: number; standard: string; state: unknown };
    expect(data.standard).toBe('scorm12');
    expect(data.expires_in).toBeGreaterThan(0);
    expect(data.expires_in).toBeLessThanOrEqual(3600);
    expect(data.state).toEqual({ suspend_data: '', location: '', completed: false, score: null });
    const page = await get(data.launch_url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<head><script src="\/api\/content\/package-runtime\/scorm12"><\/script>/);
    // Its scripts run as an opaque origin, and only the product may frame it.
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("frame-ancestors 'self'");
    const css = await get(data.launch_url.replace(/index\.html$/, 'style.css'));
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('serves the SCORM runtime: scorm-again with the bridge for the standard', async () => {
    const res = await get('/api/content/package-runtime/scorm2004');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Scorm2004API');
    expect(res.body).toContain('API_1484_11');
  });

  it.each(['otherTeacher', 'freeStudent', 'otherStudent'] as const)('is not found for %s', async (who) => {
    expect((await launch(scorm12, who)).status).toBe(404);
  });

  it('is refused to a guest', async () => {
    expect((await launch(scorm12, 'guest')).status).toBe(401);
  });
});

describe('the package files', () => {
  let url: string;
  beforeAll(async () => {
    url = (await launch(scorm12, 'student')).body.data.launch_url as string;
  });
  const base = () => url.slice(0, url.lastIndexOf('/') + 1);

  it('serve only the files the package holds: a path out of it is not found', async () => {
    expect((await get(`${base()}imsmanifest.xml`)).statusCode).toBe(200);
    expect((await get(`${base()}missing.html`)).statusCode).toBe(404);
    expect((await get(`${base()}..%2F..%2F..%2Fetc%2Fpasswd`)).statusCode).toBe(404);
    expect((await get(`${base()}%2e%2e/index.html`)).statusCode).toBe(404);
  });

  it('need the package’s own grant: another package’s, a forged or an expired one is refused', async () => {
    const other = (await launch(scorm2004, 'student')).body.data.launch_url as string;
    const otherGrant = other.split('/')[5]!;
    expect((await get(base().replace(/\/[^/]+\/$/, `/${otherGrant}/`) + 'index.html')).statusCode).toBe(403);
    const [expires] = url.split('/')[5]!.split('.');
    expect((await get(base().replace(/\/[^/]+\/$/, `/${expires}.forged/`) + 'index.html')).statusCode).toBe(403);
    expect((await get(base().replace(/\/[^/]+\/$/, '/1000.abc/') + 'index.html')).statusCode).toBe(403);
  });
});

describe('the runtime’s reports', () => {
  const report = (id: number, body: Record<string, unknown>, who: 'student' | 'classmate' = 'student') =>
    call(t.app, 'POST', `/api/content/packages/${id}/runtime`, {
      token: w.tokens[who],
      body: { session_seconds: 30, source: 1, ...body },
    });
  const progressOf = (id: number) =>
    t.db
      .selectFrom('learning_progress')
      .select(['is_complete', 'total_consumption_ms'])
      .where('uuid', '=', w.victimUuid)
      .where('content_id', '=', id)
      .execute();

  it('keep the suspend data and location, given back at the next launch', async () => {
    const res = await report(scorm12, {
      client_event_id: 'r-1',
      lesson_status: 'incomplete',
      suspend_data: 'answers=4',
      location: 'page-1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ completed: false, newly_completed: false });
    expect((await launch(scorm12, 'student')).body.data.state).toEqual({
      suspend_data: 'answers=4',
      location: 'page-1',
      completed: false,
      score: null,
    });
    expect(await progressOf(scorm12)).toEqual([]);
  });

  it('count a SCORM 1.2 completion once, however often it is reported', async () => {
    const completed = { lesson_status: 'completed', suspend_data: 'answers=42', location: 'page-2', score: 80 };
    const first = await report(scorm12, { client_event_id: 'r-2', ...completed });
    expect(first.body.data).toMatchObject({ completed: true, newly_completed: true });
    const again = await report(scorm12, { client_event_id: 'r-3', ...completed });
    expect(again.body.data).toMatchObject({ completed: true, newly_completed: false });
    const rows = await progressOf(scorm12);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.is_complete).toBe(1);
    // One completion's second, not two.
    expect(Number(rows[0]!.total_consumption_ms)).toBe(1000);
    // A later incomplete report does not undo it.
    await report(scorm12, { client_event_id: 'r-4', lesson_status: 'incomplete' });
    expect((await launch(scorm12, 'student')).body.data.state).toMatchObject({ completed: true, location: 'page-2' });
  });

  it('complete SCORM 2004 by success passed, and the learner’s progress says so', async () => {
    const res = await report(scorm2004, {
      client_event_id: 'r-5',
      completion_status: 'incomplete',
      success_status: 'passed',
    });
    expect(res.body.data.completed).toBe(true);
    const resume = await call(t.app, 'GET', `/api/mis/getContentResumeTime?contentIds=${scorm2004}`, {
      token: w.tokens.student,
    });
    expect(JSON.stringify(resume.body)).toMatch(/"is_content_completely_consumed":1/);
  });

  it('are refused from another school’s learner (404), and name a bad field', async () => {
    const res = await call(t.app, 'POST', `/api/content/packages/${scorm12}/runtime`, {
      token: w.tokens.otherStudent,
      body: { client_event_id: 'x', session_seconds: 1, source: 1, lesson_status: 'completed' },
    });
    expect(res.status).toBe(404);
    const bad = await report(scorm12, { client_event_id: 'r-6', suspend_data: 'x'.repeat(64_001) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('suspend_data');
  });
});

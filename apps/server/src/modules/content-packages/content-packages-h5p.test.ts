import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolCatalogueWorld, type SchoolCatalogueWorld } from '../../test/school-catalogue-world.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { fixtureZip, makeSchoolChapter, uploadPackage } from '../../test/package-test-kit.js';

// Playing an H5P package: the launch opens a page the server writes, which loads the H5P player from
// the product's own origin and the package's own files through the package's grant; the player's
// xAPI "completed" counts once in progress, and the content's state comes back at the next launch.

let t: TestApp;
let w: SchoolCatalogueWorld;
let h5p: number;
let scorm: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSchoolCatalogueWorld(t);
  const chapter = await makeSchoolChapter(t, 46_301);
  const add = async (name: 'h5p' | 'scorm12', file: string) => {
    const res = await uploadPackage(
      t,
      w.tokens.teacher,
      { syllabus_id: String(chapter), title: `Activity ${name}` },
      { name: file, data: fixtureZip(name) },
    );
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data.content_id as number;
  };
  h5p = await add('h5p', 'button.h5p');
  scorm = await add('scorm12', 'lesson.zip');
});
afterAll(() => t.close());

const launch = (id: number, who: keyof SchoolCatalogueWorld['tokens']) =>
  call(t.app, 'GET', `/api/content/packages/${id}/launch`, { token: w.tokens[who] });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

describe('the launch of an H5P package', () => {
  it('opens the player’s page under the package’s grant, sandboxed, with the player from this origin', async () => {
    const res = await launch(h5p, 'student');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { launch_url: string; standard: string; state: unknown; expires_in: number };
    expect(data.standard).toBe('h5p');
    expect(data.expires_in).toBeGreaterThan(0);
    expect(data.state).toEqual({ suspend_data: '', location: '', completed: false, score: null });
    expect(data.launch_url).toMatch(
      new RegExp(`^/api/content/package-files/${h5p}/[0-9]+\\.[A-Za-z0-9_-]+/[^/]+\\.html$`),
    );

    const page = await get(data.launch_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="/api/content/h5p-player/main.bundle.js"></script>');
    expect(page.body).toContain('/api/content/h5p-player/frame.bundle.js');
    // No script from anywhere else, and its reports go to the product's origin only.
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).toMatch(/postMessage\([^)]*, location\.origin\)/);
    expect(page.body).not.toMatch(/postMessage\([^)]*'\*'\)/);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
  });

  it('lets the player read the package’s manifest, content and library from the opaque origin', async () => {
    const url = (await launch(h5p, 'student')).body.data.launch_url as string;
    const folder = folderOf(url);
    for (const file of ['h5p.json', 'content/content.json', 'ESC.Button-1.0/library.json']) {
      const res = await get(`${folder}${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect(JSON.parse((await get(`${folder}content/content.json`)).body)).toEqual({ label: 'I have finished' });
    const script = await get(`${folder}ESC.Button-1.0/button.js`);
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('triggerXAPICompleted');
    expect((await get(`${folder}ESC.Button-1.0/missing.js`)).statusCode).toBe(404);
  });

  it('is not found for another school’s staff and learners, and refused to a guest', async () => {
    for (const who of ['otherTeacher', 'otherStudent', 'freeStudent'] as const) {
      expect((await launch(h5p, who)).status, who).toBe(404);
    }
    expect((await launch(h5p, 'guest')).status).toBe(401);
  });

  it('serves the player’s page only with this package’s grant, and never for a SCORM package', async () => {
    const url = (await launch(h5p, 'student')).body.data.launch_url as string;
    const [expires] = url.split('/')[5]!.split('.');
    expect((await get(url.replace(/\/[^/]+\/([^/]+)$/, `/${expires}.forged/$1`))).statusCode).toBe(403);
    const scormUrl = (await launch(scorm, 'student')).body.data.launch_url as string;
    expect((await get(`${folderOf(scormUrl)}${url.slice(url.lastIndexOf('/') + 1)}`)).statusCode).toBe(404);
  });
});

describe('the H5P player’s own files', () => {
  it('are h5p-standalone’s scripts, style and fonts, readable from an opaque origin', async () => {
    const main = await get('/api/content/h5p-player/main.bundle.js');
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toMatch(/^text\/javascript/);
    expect(main.body).toContain('H5PStandalone');
    const frame = await get('/api/content/h5p-player/frame.bundle.js');
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain('externalDispatcher');
    const css = await get('/api/content/h5p-player/styles/h5p.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const font = await get('/api/content/h5p-player/fonts/h5p-core-27.woff');
    expect(font.statusCode).toBe(200);
    expect(font.headers['access-control-allow-origin']).toBe('*');
  });

  it('are only those: any other name is not found', async () => {
    for (const name of ['package.json', '../package.json', 'src/index.ts', 'styles/h5p-admin.css']) {
      expect((await get(`/api/content/h5p-player/${name}`)).statusCode, name).toBe(404);
    }
  });
});

describe('the H5P player’s reports', () => {
  const COMPLETED = 'http://adlnet.gov/expapi/verbs/completed';
  const ANSWERED = 'http://adlnet.gov/expapi/verbs/answered';
  const report = (body: Record<string, unknown>, who: 'student' | 'otherStudent' = 'student') =>
    call(t.app, 'POST', `/api/content/packages/${h5p}/runtime`, {
      token: w.tokens[who],
      body: { session_seconds: 20, source: 1, ...body },
    });
  const progress = () =>
    t.db
      .selectFrom('learning_progress')
      .select(['is_complete'])
      .where('uuid', '=', w.victimUuid)
      .where('content_id', '=', h5p)
      .execute();

  it('keep the content’s state from an answer, which does not complete it', async () => {
    const res = await report({
      client_event_id: 'h-1',
      xapi_verb: ANSWERED,
      score: 50,
      suspend_data: '{"pressed":false}',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ completed: false, newly_completed: false });
    expect(await progress()).toEqual([]);
  });

  it('complete the content once on xAPI completed, and give its state back at the next launch', async () => {
    const done = { xapi_verb: COMPLETED, score: 100, suspend_data: '{"pressed":true}' };
    expect((await report({ client_event_id: 'h-2', ...done })).body.data).toMatchObject({
      completed: true,
      newly_completed: true,
    });
    expect((await report({ client_event_id: 'h-3', ...done })).body.data).toMatchObject({
      completed: true,
      newly_completed: false,
    });
    expect(await progress()).toEqual([{ is_complete: 1 }]);
    expect((await launch(h5p, 'student')).body.data.state).toEqual({
      suspend_data: '{"pressed":true}',
      location: '',
      completed: true,
      score: 100,
    });
  });

  it('are not found from another school’s learner, and nothing is kept', async () => {
    const res = await report({ client_event_id: 'h-4', xapi_verb: COMPLETED }, 'otherStudent');
    expect(res.status).toBe(404);
  });
});

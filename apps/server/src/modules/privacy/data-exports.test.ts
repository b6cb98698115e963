import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/learnlist-factories.js';
import { AARAV, ISHAAN, makePrivacyWorld, unzipped } from '../../test/privacy-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A person's data out through the real server: Aarav asks for everything the product holds about
// him; a background job builds a zip of JSON per module and table, a readable summary and his
// uploads, and the link works for 7 days. His brother's rows, the teacher's uuid and every secret
// stay out. His parent may ask and download; a parent or a teacher of another school may not.

const E = '/api/privacy/exports';
const DAY = 86_400_000;
const clock = testClock('2026-07-01T05:00:00Z');
let t: TestApp;
let world: Awaited<ReturnType<typeof makePrivacyWorld>>;
let tokens: Awaited<ReturnType<typeof makePrivacyWorld>>['tokens'];

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makePrivacyWorld(t);
  tokens = world.tokens;
}, 120_000);
afterAll(() => t.close());

async function download(exportId: string, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${E}/${exportId}/file`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload };
}

describe('a learner’s own export', () => {
  let exportId: string;
  let files: Map<string, string>;

  it('waits, then is built by the job: progress reaches every table and the file downloads only when ready', async () => {
    const asked = await call(t.app, 'POST', E, { token: tokens.aarav, body: {} });
    expect(asked.status).toBe(200);
    const first = asked.body.data;
    exportId = first.export_id;
    expect(first).toMatchObject({ subject_uuid: world.uuids.aarav, subject_name: 'Aarav Sharma', state: 'waiting' });
    expect(first.done_steps).toBe(0);
    // One step per table of the registry that names a person: there are dozens.
    expect(first.total_steps).toBeGreaterThan(30);
    expect(first.expires_at).toBeNull();

    // Asking again while it waits answers the same export.
    const again = await call(t.app, 'POST', E, { token: tokens.aarav, body: {} });
    expect(again.body.data.export_id).toBe(exportId);
    expect((await download(exportId, tokens.aarav)).status).toBe(409);

    await t.services.jobs.drain();
    const ready = (await call(t.app, 'GET', `${E}/${exportId}`, { token: tokens.aarav })).body.data;
    expect(ready.state).toBe('ready');
    expect(ready.done_steps).toBe(first.total_steps);
    expect(ready.total_steps).toBe(first.total_steps);
    expect(Date.parse(ready.expires_at) - Date.parse(ready.ready_at)).toBe(7 * DAY);

    const file = await download(exportId, tokens.aarav);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/zip');
    expect(ready.size_bytes).toBe(file.body.length);
    files = unzipped(file.body);
  });

  it('holds his progress, answers, attendance, bookmarks, homework, notifications and uploads', () => {
    const rowsOf = (name: string) => JSON.parse(files.get(name) ?? '{"rows":[]}').rows as Record<string, unknown>[];
    for (const name of [
      'learning/learning_progress.json',
      'attempts/attempt_answers.json',
      'attendance/attendance_marks.json',
      'learning/bookmarks.json',
      'learnlists/learnlist_completions.json',
      'notifications/notifications.json',
      'media/uploads.json',
    ]) {
      expect(rowsOf(name).length, name).toBeGreaterThan(0);
    }
    const bookmarks = JSON.parse(files.get('learning/bookmarks.json')!);
    expect(bookmarks).toMatchObject({ module: 'learning', table: 'bookmarks', basis: expect.any(String) });
    expect(bookmarks.purpose.length).toBeGreaterThan(10);
    expect(bookmarks.kept).toBe('while the account exists');

    const everything = [...files.values()].join('\n');
    for (const marker of Object.values(AARAV)) expect(everything, marker).toContain(marker);
    const uploads = [...files.keys()].filter((n) => n.startsWith('uploads/'));
    expect(uploads).toHaveLength(1);
    expect(files.get(uploads[0]!)).toContain(AARAV.upload);
  });

  it('holds nothing of his brother, never the teacher’s uuid, and no secret', async () => {
    for (const [name, text] of files) {
      for (const marker of Object.values(ISHAAN)) expect(text, `${name}: ${marker}`).not.toContain(marker);
      expect(text, name).not.toContain(world.uuids.ishaan);
      expect(text, name).not.toContain(world.uuids.teacher);
    }
    // The teacher who marked his register shows as who she is to the school.
    const marks = JSON.parse(files.get('attendance/attendance_marks.json')!).rows as { marked_by: string }[];
    expect(new Set(marks.map((m) => m.marked_by))).toEqual(new Set(['Meera Iyer, teacher']));

    const user = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('uuid', '=', world.uuids.aarav)
      .executeTakeFirstOrThrow();
    const sessions = await t.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_uuid', '=', world.uuids.aarav)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    const everything = [...files.values()].join('\n');
    expect(everything).not.toContain(user.password_hash!);
    for (const s of sessions) expect(everything).not.toContain(s.token_hash);
    expect(everything).not.toContain('password_hash');
    expect(everything).not.toContain('token_hash');
    // His own account is there, without them.
    const users = JSON.parse(files.get('identity/users.json')!).rows;
    expect(users).toEqual([expect.objectContaining({ uuid: world.uuids.aarav, first_name: 'Aarav' })]);
  });

  it('has a readable summary: whose data, per module what is held, and where to ask for correction', () => {
    const html = files.get('index.html')!;
    expect(html).toContain('Aarav Sharma');
    expect(html).toContain('attendance');
    expect(html).toContain('learning/bookmarks.json');
    expect(html.toLowerCase()).toContain('erase');
    expect(html).not.toMatch(/<script/i);
  });
});

describe('who may ask and read', () => {
  let aaravExport: string;

  beforeAll(async () => {
    const list = await call(t.app, 'GET', E, { token: tokens.aarav });
    aaravExport = list.body.data.exports[0].export_id;
  });

  it('a parent asks for a linked child and downloads it', async () => {
    const asked = await call(t.app, 'POST', E, { token: tokens.parent, body: { uuid: world.uuids.aarav } });
    expect(asked.status).toBe(200);
    expect(asked.body.data.subject_uuid).toBe(world.uuids.aarav);
    await t.services.jobs.drain();
    const file = await download(asked.body.data.export_id, tokens.parent);
    expect(file.status).toBe(200);
    expect(unzipped(file.body).get('index.html')).toContain('Aarav Sharma');
    // The child's own ask is the parent's to read too, and both children's show in the parent's list.
    expect((await download(aaravExport, tokens.parent)).status).toBe(200);
    const list = (await call(t.app, 'GET', E, { token: tokens.parent })).body.data.exports;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((e: { subject_uuid: string }) => e.subject_uuid === world.uuids.aarav)).toBe(true);
  });

  it('a parent of another school is refused the child, and finds none of his exports', async () => {
    const asked = await call(t.app, 'POST', E, { token: tokens.otherParent, body: { uuid: world.uuids.aarav } });
    expect(asked.status).toBe(403);
    expect((await call(t.app, 'GET', `${E}/${aaravExport}`, { token: tokens.otherParent })).status).toBe(404);
    expect((await download(aaravExport, tokens.otherParent)).status).toBe(404);
    expect((await call(t.app, 'GET', E, { token: tokens.otherParent })).body.data.exports).toEqual([]);
  });

  it('another school’s staff cannot ask for or read anyone’s export; nor can his brother', async () => {
    const asked = await call(t.app, 'POST', E, { token: tokens.otherTeacher, body: { uuid: world.uuids.aarav } });
    expect(asked.status).toBe(403);
    for (const token of [tokens.otherTeacher, tokens.ishaan]) {
      expect((await call(t.app, 'GET', `${E}/${aaravExport}`, { token })).status).toBe(404);
      expect((await download(aaravExport, token)).status).toBe(404);
    }
  });

  it('a person asks a few times a day at most, and is told so in their language', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call(t.app, 'POST', E, { token: tokens.ishaan, body: {} })).status).toBe(200);
      await t.services.jobs.drain();
    }
    const refused = await call(t.app, 'POST', E, { token: tokens.ishaan, body: {}, language: 'hi' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('आप एक दिन में अपने डेटा की अधिकतम 5 प्रतियाँ माँग सकते हैं। कृपया कल फिर माँगें।');
  });
});

describe('the link expires', () => {
  it('7 days after it is ready the file is deleted and the export says expired', async () => {
    const list = (await call(t.app, 'GET', E, { token: tokens.aarav })).body.data.exports;
    const ready = list.find((e: { state: string }) => e.state === 'ready');
    const { storage_key: key } = await t.db
      .selectFrom('data_exports')
      .select('storage_key')
      .where('id', '=', ready.export_id)
      .executeTakeFirstOrThrow();
    expect(await t.services.media.storage.exists(key!)).toBe(true);

    clock.set(new Date(Date.parse(ready.expires_at) + 60_000).toISOString());
    await t.services.jobs.drain();
    const again = await world.signIn();
    const read = await call(t.app, 'GET', `${E}/${ready.export_id}`, { token: again.aarav });
    expect(read.body.data.state).toBe('expired');
    expect((await download(ready.export_id, again.aarav)).status).toBe(409);
    expect(await t.services.media.storage.exists(key!)).toBe(false);
  });

  it('his past exports stay listed, newest first: each with its state, when asked and when its link ended', async () => {
    const again = await world.signIn();
    const asked = await call(t.app, 'POST', E, { token: again.aarav, body: {} });
    expect(asked.status).toBe(200);
    await t.services.jobs.drain();
    const list = (await call(t.app, 'GET', E, { token: again.aarav })).body.data.exports as {
      export_id: string;
      state: string;
      requested_at: string;
      expires_at: string | null;
    }[];
    expect(list[0]).toMatchObject({ export_id: asked.body.data.export_id, state: 'ready' });
    const expired = list.filter((e) => e.state === 'expired');
    expect(expired.length).toBeGreaterThanOrEqual(1);
    // An expired export still says when its link ended, before now.
    for (const e of expired) expect(Date.parse(e.expires_at!)).toBeLessThan(clock.now());
    const asks = list.map((e) => e.requested_at);
    expect(asks).toEqual([...asks].sort().reverse());
    // His parent sees the same history for him.
    const parents = (await call(t.app, 'GET', E, { token: again.parent })).body.data.exports as { export_id: string }[];
    expect(parents.map((e) => e.export_id)).toEqual(expect.arrayContaining(list.map((e) => e.export_id)));
  });
});

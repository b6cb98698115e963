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

type Q = Record<string, unknown>;
const save = async (body: Q) =>
  (await api.question(token.teacher, { syllabus_id: world.place.chapterId, ...body })) as {
    question_id: number;
    children: { question_id: number }[];
  };

/** Saves a question, then its text in each other language (the key and marks are the question's). */
async function saveIn(body: Q, others: Record<number, Q>): Promise<number> {
  const saved = await save(body);
  for (const [language, text] of Object.entries(others)) {
    const children = (text.children as Q[] | undefined)?.map((c, i) => ({
      ...(body.children as Q[])[i],
      ...c,
      question_id: saved.children[i]!.question_id,
    }));
    await save({ ...body, ...text, question_id: saved.question_id, language_id: Number(language), children });
  }
  return saved.question_id;
}

async function makeQuestions(figure: string) {
  const choice = (texts: string[]) => texts.map((option_text, i) => ({ option_id: 'abcd'[i]!, option_text }));
  ids.single = await saveIn(
    {
      question_type: 'single',
      difficulty: 3,
      marks: 4,
      negative_marks: 1,
      tag_value_ids: [TAGS.important, TAGS.hard],
      stem: 'If $x^2 = 9$ and **x** is positive, what is $x$?\n\n![graph](' + figure + ')',
      image_keys: [figure],
      options: choice(['$3$', '$-3$', '*nine*']),
      answer: { option_ids: ['a'] },
      explanation: 'Take the positive root: $$\\sqrt{9} = 3$$',
    },
    {
      2: {
        stem: 'यदि $x^2 = 9$ और **x** धनात्मक है, तो $x$ क्या है?\n\n![आलेख](' + figure + ')',
        image_keys: [figure],
        options: choice(['$3$', '$-3$', '*नौ*']),
        explanation: 'धनात्मक मूल लें: $$\\sqrt{9} = 3$$',
      },
      6: { stem: 'اگر $x^2 = 9$ ہو تو $x$ کیا ہے؟', options: choice(['$3$', '$-3$', 'نو']), explanation: '' },
    },
  );
  ids.multiple = await saveIn(
    {
      question_type: 'multiple',
      difficulty: 1,
      marks: 2,
      tag_value_ids: [TAGS.important],
      stem: 'Which of these are prime?',
      options: choice(['2', '4', '7']),
      answer: { option_ids: ['a', 'c'] },
    },
    { 2: { stem: 'इनमें से कौन अभाज्य हैं?', options: choice(['2', '4', '7']) } },
  );
  ids.trueFalse = await saveIn(
    {
      question_type: 'true_false',
      difficulty: 2,
      marks: 1,
      stem: 'Zero is an even number.',
      answer: { is_true: true },
      explanation: 'It is divisible by 2.',
    },
    { 2: { stem: 'शून्य एक सम संख्या है।', explanation: 'यह 2 से विभाज्य है।' } },
  );
  ids.blanks = await saveIn(
    {
      question_type: 'fill_blank',
      difficulty: 1,
      marks: 2,
      stem: 'In the AP 4, 10, 16, the common difference is ______ and the next term is ______.',
      answer: { blanks: [['6', 'six'], ['22']] },
    },
    { 2: { stem: 'समांतर श्रेणी 4, 10, 16 में सार्व अंतर ______ है और अगला पद ______ है।' } },
  );
  ids.integer = await saveIn(
    { question_type: 'integer', difficulty: 1, marks: 1, stem: 'How many sides has a hexagon?', answer: { value: 6 } },
    {},
  );
  ids.numeric = await saveIn(
    {
      question_type: 'numeric',
      difficulty: 3,
      marks: 3,
      negative_marks: 0.5,
      stem: 'Give $\\pi$ to two decimals.',
      answer: { value: 3.14, tolerance: 0.01 },
    },
    { 6: { stem: '$\\pi$ کو دو اعشاریہ تک لکھیے۔' } },
  );
  ids.match = await saveIn(
    {
      question_type: 'match',
      difficulty: 2,
      marks: 2,
      tag_value_ids: [TAGS.hard],
      stem: 'Match each state with its capital.',
      match_left: [
        { option_id: 'l1', option_text: 'Kerala' },
        { option_id: 'l2', option_text: 'Assam' },
      ],
      options: choice(['Dispur', 'Thiruvananthapuram', 'Patna']),
      answer: {
        pairs: [
          { left_id: 'l1', option_id: 'b' },
          { left_id: 'l2', option_id: 'a' },
        ],
      },
    },
    {
      2: {
        stem: 'प्रत्येक राज्य को उसकी राजधानी से मिलाइए।',
        match_left: [
          { option_id: 'l1', option_text: 'केरल' },
          { option_id: 'l2', option_text: 'असम' },
        ],
        options: choice(['दिसपुर', 'तिरुवनंतपुरम', 'पटना']),
      },
    },
  );
  ids.essay = await saveIn(
    {
      question_type: 'subjective',
      difficulty: 2,
      marks: 5,
      stem: 'Explain why the sky is blue.\n\n- scattering\n- wavelength',
      explanation: 'Rayleigh scattering.',
    },
    { 2: { stem: 'समझाइए कि आकाश नीला क्यों है।', explanation: 'रैले प्रकीर्णन।' } },
  );
  ids.passage = await saveIn(
    {
      question_type: 'comprehension',
      difficulty: 2,
      marks: 3,
      tag_value_ids: [TAGS.important],
      stem: 'Read the passage about *rivers*.',
      children: [
        {
          question_type: 'single',
          difficulty: 1,
          marks: 1,
          stem: 'Which river is longest?',
          options: choice(['Ganga', 'Yamuna']),
          answer: { option_ids: ['a'] },
        },
        {
          question_type: 'true_false',
          difficulty: 3,
          marks: 2,
          stem: 'The Ganga flows into the Bay of Bengal.',
          answer: { is_true: true },
        },
      ],
    },
    {
      2: {
        stem: '*नदियों* के बारे में गद्यांश पढ़िए।',
        children: [
          { stem: 'सबसे लंबी नदी कौन सी है?', options: choice(['गंगा', 'यमुना']) },
          { stem: 'गंगा बंगाल की खाड़ी में गिरती है।' },
        ],
      },
    },
  );
}

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
  await makeQuestions(figure);
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

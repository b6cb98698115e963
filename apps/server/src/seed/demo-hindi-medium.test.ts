import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../test/catalogue-factories.js';
import { seedDemoWorldFor } from '../test/demo-world.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';

// The demo's Hindi-medium section 10-C: Hindi content titles for the class 10 mathematics it
// studies, a Hindi question set (Devanagari and KaTeX together) and a Hindi practice paper it can take.

const DEVANAGARI = /[\u0900-\u097F]/;
const TEX = /\$[^$]+\$/;
const STUDENT = '/api/student-report/student';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorldFor(t);
});
afterAll(() => t.close());

describe('the Hindi-medium section 10-C', () => {
  it('has Hindi-titled content for every class 10 mathematics chapter', async () => {
    const chapters = await t.db
      .selectFrom('syllabus_nodes as c')
      .innerJoin('syllabus_nodes as s', 's.syllabus_id', 'c.parent_id')
      .select('c.syllabus_id')
      .where('s.parent_id', '=', 1010)
      .where('s.syllabus_name', '=', 'Mathematics')
      .where('c.rack_type_id', '=', 5)
      .execute();
    expect(chapters).toHaveLength(14);
    const hindi = await t.db
      .selectFrom('content_mappings as m')
      .innerJoin('contents as c', 'c.content_id', 'm.content_id')
      .select(['m.chapter_id', 'c.content_title', 'm.group_id'])
      .where('c.language_id', '=', 2)
      .where(
        'm.chapter_id',
        'in',
        chapters.map((c) => c.syllabus_id),
      )
      .execute();
    expect(new Set(hindi.map((h) => h.chapter_id)).size).toBe(14);
    expect(hindi.every((h) => DEVANAGARI.test(h.content_title))).toBe(true);
    expect(new Set(hindi.map((h) => h.group_id))).toEqual(new Set([3010, 3011]));
  });

  it('has at least ten Hindi questions, each with Devanagari and TeX, with options and explanations', async () => {
    const texts = await t.db
      .selectFrom('question_texts as h')
      .innerJoin('question_texts as e', (j) =>
        j.onRef('e.question_id', '=', 'h.question_id').on('e.language_id', '=', 1),
      )
      .innerJoin('questions as q', 'q.question_id', 'h.question_id')
      .select(['h.stem', 'h.options', 'h.explanation', 'e.options as english_options', 'q.question_type'])
      .where('h.language_id', '=', 2)
      .execute();
    expect(texts.length).toBeGreaterThanOrEqual(10);
    for (const text of texts) {
      expect(text.stem + text.explanation).toMatch(DEVANAGARI);
      expect(text.stem + text.explanation).toMatch(TEX);
      expect(text.explanation.length).toBeGreaterThan(20);
      // The same options, by id, as the English text: one key answers both.
      const ids = (json: string) => (JSON.parse(json) as { option_id: string }[]).map((o) => o.option_id);
      expect(ids(text.options)).toEqual(ids(text.english_options));
    }
    expect(texts.filter((x) => x.question_type === 'single').length).toBeGreaterThanOrEqual(5);
  });

  it('gives 10-C a Hindi practice paper its learner takes in Hindi, and 10-A does not get it', async () => {
    const hindi = await loginToken(t.app, 'hindistudent@demo.school', 'Demo@1234');
    const english = await loginToken(t.app, 'student@demo.school', 'Demo@1234');
    const list = async (token: string) =>
      (await call(t.app, 'POST', `${STUDENT}/studentAssignedPaperList`, { token, body: {} })).body.data.papers as {
        paper_id: number;
        assign_id: number;
        paper_name: string;
      }[];
    const paper = (await list(hindi)).find((p) => DEVANAGARI.test(p.paper_name));
    expect(paper).toBeDefined();
    expect((await list(english)).some((p) => p.paper_id === paper!.paper_id)).toBe(false);
    const started = await call(t.app, 'POST', `${STUDENT}/startAttempt`, {
      token: hindi,
      body: { paper_id: paper!.paper_id, assign_id: paper!.assign_id },
    });
    expect(started.status).toBe(200);
    const questions = started.body.data.questions as { question: { stem: string; language_id: number } }[];
    expect(questions.length).toBeGreaterThanOrEqual(10);
    for (const { question } of questions) {
      expect(question.language_id).toBe(2);
      expect(question.stem).toMatch(DEVANAGARI);
    }
  });
});

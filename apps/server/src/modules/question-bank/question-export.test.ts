import { DOMParser } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../platform/storage/storage.factory.js';
import {
  assessmentApi,
  makeAssessmentWorld,
  paperOf,
  QUESTION,
  signInAssessment,
  singleQuestion,
  type AssessmentWorld,
  type AssessWho,
} from '../../test/assessment-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readQti3Tests } from './interop/qti3-test.reader.js';
import { readQti3Package } from './interop/qti3.reader.js';

// Taking questions out of the bank: the staff who read a question with its key export it, as Moodle
// XML or a QTI 3.0 package, chosen one by one or as a paper's; another school's staff get 404 for
// them, learners cannot export, and an export holds at most 2,000 questions.

const EXPORT = `${QUESTION}/question/export`;
const FIGURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
let single: { question_id: number };
let numeric: { question_id: number };
let figureKey: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
  figureKey = `uploads/${world.school.school_id}/images/0b7c3f7e-2a8b-4c1d-9e5f-1a2b3c4d5e6f-force.png`;
  await createStorage(t.config).put(figureKey, FIGURE, 'image/png');
  single = await api.question(token.teacher, singleQuestion(world, { image_keys: [figureKey] }));
  numeric = await api.question(
    token.teacher,
    singleQuestion(world, {
      question_type: 'numeric',
      stem: 'Give $g$ in m/s² to one decimal.',
      options: [],
      answer: { value: 9.8, tolerance: 0.05 },
      negative_marks: 0,
    }),
  );
});
afterAll(() => t.close());

const exportAs = (who: AssessWho, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: EXPORT, headers: { authorization: `Bearer ${token[who]}` }, payload: body });

describe('exporting chosen questions', () => {
  it('as Moodle XML: a download of the questions with their keys, marks and figures', async () => {
    const res = await exportAs('teacher', {
      format: 'moodle-xml',
      question_ids: [single.question_id, numeric.question_id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.xml"$/);
    const doc = new DOMParser().parseFromString(res.body, 'text/xml');
    const questions = Array.from(doc.getElementsByTagName('question')).filter(
      (q) => q.getAttribute('type') !== 'category',
    );
    expect(questions.map((q) => q.getAttribute('type'))).toEqual(['multichoice', 'numerical']);
    const [choice, number] = questions;
    // Moodle lists questions by name: the stem's first words.
    expect(choice!.getElementsByTagName('name')[0]!.textContent).toBe('What is the SI unit of force?');
    expect(choice!.getElementsByTagName('defaultgrade')[0]!.textContent).toBe('4');
    const fractions = Array.from(choice!.getElementsByTagName('answer')).map((a) => a.getAttribute('fraction'));
    // Four marks, one off for a wrong choice: a wrong answer is a quarter of the grade below zero.
    expect(fractions).toEqual(['100', '-25', '-25', '-25']);
    const file = choice!.getElementsByTagName('file')[0]!;
    expect(Buffer.from(file.textContent!, 'base64')).toEqual(FIGURE);
    expect(choice!.getElementsByTagName('text')[1]!.textContent).toContain(
      `@@PLUGINFILE@@/${file.getAttribute('name')}`,
    );
    expect(number!.getElementsByTagName('tolerance')[0]!.textContent).toBe('0.05');
  });

  it('as a QTI 3.0 package that reads back to the same questions', async () => {
    const res = await exportAs('admin', { format: 'qti3', question_ids: [single.question_id, numeric.question_id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/\.zip"$/);
    expect(Object.keys(unzipSync(res.rawPayload))).toContain('imsmanifest.xml');
    const outcomes = await readQti3Package(new Uint8Array(res.rawPayload));
    const drafts = outcomes.map((o) => (o.kind === 'refused' ? null : o.draft));
    expect(drafts[0]).toMatchObject({
      question_type: 'single',
      answer: { option_ids: ['a'] },
      marks: 4,
      negative_marks: 1,
      explanation: 'Force is measured in newtons: $1\\,\\text{N} = 1\\,\\text{kg m s}^{-2}$.',
    });
    expect(Buffer.from(drafts[0]!.images[0]!.bytes)).toEqual(FIGURE);
    expect(drafts[1]).toMatchObject({ question_type: 'numeric', answer: { value: 9.8, tolerance: 0.05 } });
  });

  it("another school's teacher gets 404 for the school's questions, and no file", async () => {
    const res = await exportAs('otherTeacher', { format: 'qti3', question_ids: [single.question_id] });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('json');
  });

  it('a learner and a parent cannot export (403)', async () => {
    expect((await exportAs('a1', { format: 'moodle-xml', question_ids: [single.question_id] })).statusCode).toBe(403);
    expect((await exportAs('parentA1', { format: 'moodle-xml', question_ids: [single.question_id] })).statusCode).toBe(
      403,
    );
  });

  it('names the bounds: questions or a paper (one of the two), at most 2,000, a known format', async () => {
    const both = await exportAs('teacher', { format: 'qti3', question_ids: [single.question_id], paper_id: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0].field).toBe('question_ids');
    const neither = await exportAs('teacher', { format: 'qti3' });
    expect(neither.statusCode).toBe(400);
    const tooMany = await exportAs('teacher', {
      format: 'qti3',
      question_ids: Array.from({ length: 2_001 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('question_ids');
    const format = await exportAs('teacher', { format: 'gift', question_ids: [single.question_id] });
    expect(format.statusCode).toBe(400);
    expect(JSON.stringify(format.json())).toContain('format');
  });
});

describe("exporting a paper's questions", () => {
  it('holds the paper’s questions in order, weighed as the paper weighs them', async () => {
    const paper = await api.paper(
      token.teacher,
      paperOf(world, [numeric.question_id, single.question_id], {
        sections: [
          {
            section_name: 'Physics',
            questions: [{ question_id: numeric.question_id, marks: 6 }, { question_id: single.question_id }],
          },
        ],
      }),
    );
    const res = await exportAs('teacher', { format: 'qti3', paper_id: paper.paper_id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="paper-motion-chapter-test\.zip"/);
    const outcomes = await readQti3Package(new Uint8Array(res.rawPayload));
    const drafts = outcomes.map((o) => (o.kind === 'refused' ? null : o.draft));
    expect(drafts.map((d) => d?.question_type)).toEqual(['numeric', 'single']);
    expect(drafts[0]!.marks).toBe(6);
    const outsider = await exportAs('otherTeacher', { format: 'moodle-xml', paper_id: paper.paper_id });
    expect(outsider.statusCode).toBe(404);
  });

  it('as QTI 3.0 is a test: the paper’s sections in order with their instructions, each question weighed as the paper weighs it', async () => {
    const paper = await api.paper(
      token.teacher,
      paperOf(world, [], {
        paper_name: 'Forces and measures',
        sections: [
          {
            section_name: 'Measures',
            instructions: 'Give units.',
            questions: [{ question_id: numeric.question_id, marks: 3 }],
          },
          {
            section_name: 'Forces',
            questions: [{ question_id: single.question_id, marks: 5, negative_marks: 2 }],
          },
        ],
      }),
    );
    const res = await exportAs('admin', { format: 'qti3', paper_id: paper.paper_id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const read = readQti3Tests(new Uint8Array(res.rawPayload));
    expect(read).not.toHaveProperty('refused');
    const [test] = 'tests' in read ? read.tests : [];
    expect(test!.name).toBe('Forces and measures');
    const weighed = test!.sections.map((s) => ({
      name: s.name,
      instructions: s.instructions,
      questions: s.questions.map((q) => ({
        order: q.order,
        marks: q.marks,
        negative_marks: q.negative_marks,
        type: q.outcome.kind === 'refused' ? null : q.outcome.draft.question_type,
      })),
    }));
    expect(weighed).toEqual([
      {
        name: 'Measures',
        instructions: 'Give units.',
        questions: [{ order: 1, marks: 3, negative_marks: 0, type: 'numeric' }],
      },
      { name: 'Forces', instructions: '', questions: [{ order: 2, marks: 5, negative_marks: 2, type: 'single' }] },
    ]);
    const outsider = await exportAs('otherTeacher', { format: 'qti3', paper_id: paper.paper_id });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.headers['content-type']).toContain('json');

    // Moodle XML holds questions, not quizzes: a category per paper and section, graded as the paper grades.
    const moodle = await exportAs('teacher', { format: 'moodle-xml', paper_id: paper.paper_id });
    expect(moodle.statusCode).toBe(200);
    const doc = new DOMParser().parseFromString(moodle.body, 'text/xml');
    const questions = Array.from(doc.getElementsByTagName('question'));
    const categories = questions
      .filter((q) => q.getAttribute('type') === 'category')
      .map((q) => q.getElementsByTagName('text')[0]!.textContent);
    expect(categories).toEqual([
      '$course$/top/Forces and measures/Measures',
      '$course$/top/Forces and measures/Forces',
    ]);
    const grades = questions
      .filter((q) => q.getAttribute('type') !== 'category')
      .map((q) => q.getElementsByTagName('defaultgrade')[0]!.textContent);
    expect(grades).toEqual(['3', '5']);
  });
});

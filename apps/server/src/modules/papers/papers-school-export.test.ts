import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQti3Tests, type ReadTest } from '../question-bank/interop/qti3-test.reader.js';
import {
  assessmentApi,
  makeAssessmentWorld,
  paperOf,
  signInAssessment,
  singleQuestion,
  type AssessmentWorld,
  type AssessWho,
} from '../../test/assessment-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A school's papers in the school's export, through the real server and its export job: a school with
// two papers (one of two sections) finds both as QTI 3.0 tests and their questions as Moodle XML, weighed
// as each paper weighs them; another school's paper or question, a learner's own practice test and a
// question dropped from a paper are not in it.

const E = '/api/privacy/school-exports';
let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let files: Record<string, Uint8Array>;
const text = (name: string) => Buffer.from(files[name] ?? new Uint8Array()).toString('utf8');

beforeAll(async () => {
  t = await createTestApp();
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  const api = assessmentApi(t);
  const own = await api.question(token.teacher, singleQuestion(world, { stem: 'Which unit is the newton?' }));
  const platform = await api.question(token.editor, singleQuestion(world, { stem: 'Which unit is the pascal?' }));
  const dropped = await api.question(token.teacher, singleQuestion(world, { stem: 'A dropped question' }));
  const term = await api.paper(
    token.teacher,
    paperOf(world, [], {
      paper_name: 'Term test',
      sections: [
        {
          section_name: 'Part A',
          instructions: 'Answer all.',
          questions: [{ question_id: own.question_id, marks: 5, negative_marks: 2 }],
        },
        { section_name: 'Part B', questions: [{ question_id: platform.question_id, marks: 3, negative_marks: 0 }] },
      ],
    }),
  );
  // Dropped after the test: everyone got its marks and it is no longer asked.
  await t.db
    .insertInto('paper_questions')
    .values({
      paper_id: term.paper_id,
      question_id: dropped.question_id,
      paper_section_id: null,
      question_order: 2,
      marks: 1,
      negative_marks: 0,
      is_dropped: 1,
    })
    .execute();
  const weekly = await api.paper(token.teacher, paperOf(world, [own.question_id], { paper_name: 'Weekly quiz' }));
  const far = await api.question(token.otherTeacher, singleQuestion(world, { stem: 'Far school question' }));
  // A teacher of both schools could have put the far school's question in this school's paper.
  const section = await t.db
    .selectFrom('paper_sections')
    .select('paper_section_id')
    .where('paper_id', '=', weekly.paper_id)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('paper_questions')
    .values({
      ...section,
      paper_id: weekly.paper_id,
      question_id: far.question_id,
      question_order: 1,
      marks: 1,
      negative_marks: 0,
    })
    .execute();
  await api.paper(token.otherTeacher, paperOf(world, [far.question_id], { paper_name: 'Far school paper' }));
  await api.paper(token.a1, paperOf(world, [platform.question_id], { paper_name: 'My practice', is_practice: true }));

  const asked = await call(t.app, 'POST', E, { token: token.admin });
  expect(asked.status).toBe(200);
  await t.services.jobs.drain();
  const res = await t.app.inject({
    method: 'GET',
    url: `${E}/${asked.body.data.export_id}/file`,
    headers: { authorization: `Bearer ${token.admin}` },
  });
  expect(res.statusCode).toBe(200);
  files = unzipSync(new Uint8Array(res.rawPayload));
}, 120_000);
afterAll(() => t.close());

describe('a school’s papers in its export', () => {
  it('holds both papers as QTI 3.0 tests: sections in order, marks and negative marks as the paper gives them', () => {
    const read = readQti3Tests(files['papers/papers-001.qti.zip']!);
    const tests: ReadTest[] = 'tests' in read ? read.tests : [];
    const shape = tests.map((test) => ({
      name: test.name,
      sections: test.sections.map((s) => ({
        name: s.name,
        instructions: s.instructions,
        questions: s.questions.map((q) => [
          q.outcome.kind === 'refused' ? null : q.outcome.draft.stem,
          q.marks,
          q.negative_marks,
        ]),
      })),
    }));
    expect(shape).toEqual([
      {
        name: 'Term test',
        sections: [
          { name: 'Part A', instructions: 'Answer all.', questions: [['Which unit is the newton?', 5, 2]] },
          { name: 'Part B', instructions: '', questions: [['Which unit is the pascal?', 3, 0]] },
        ],
      },
      // The question's own marks and negative marks: 4 and 1.
      {
        name: 'Weekly quiz',
        sections: [{ name: 'Physics', instructions: '', questions: [['Which unit is the newton?', 4, 1]] }],
      },
    ]);
  });

  it('holds their questions as Moodle XML, a category per paper and section, graded as the paper grades them', () => {
    const xml = text('papers/papers-001.moodle.xml');
    const categories = [...xml.matchAll(/<category>\s*<text>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(categories).toEqual([
      '$course$/top/Term test/Part A',
      '$course$/top/Term test/Part B',
      '$course$/top/Weekly quiz/Physics',
    ]);
    const grades = [...xml.matchAll(/<defaultgrade>([^<]*)<\/defaultgrade>/g)].map((m) => m[1]);
    expect(grades).toEqual(['5', '3', '4']);
    // Five marks, two off for a wrong choice: a wrong answer is 40% of the grade below zero.
    expect(xml).toContain('fraction="-40"');
  });

  it('holds no paper of another school, none of its questions, no learner’s own practice test and no dropped question', () => {
    for (const [name, bytes] of Object.entries(files)) {
      if (!name.startsWith('papers/')) continue;
      const body = name.endsWith('.zip')
        ? Object.values(unzipSync(bytes))
            .map((b) => Buffer.from(b).toString('utf8'))
            .join('\n')
        : Buffer.from(bytes).toString('utf8');
      for (const marker of ['Far school', 'My practice', 'A dropped question'])
        expect(body, `${name}: ${marker}`).not.toContain(marker);
    }
    expect(Object.keys(files).filter((n) => n.startsWith('papers/'))).toEqual([
      'papers/papers-001.qti.zip',
      'papers/papers-001.moodle.xml',
    ]);
  });

  it('names both files in manifest.json with their format and what they hold', () => {
    const manifest = JSON.parse(text('manifest.json')) as {
      files: { path: string; format: string; rows?: number; holds: string }[];
    };
    const papers = manifest.files.filter((f) => f.path.startsWith('papers/'));
    expect(papers.map((f) => [f.path, f.format, f.rows])).toEqual([
      ['papers/papers-001.qti.zip', 'QTI 3.0', 2],
      ['papers/papers-001.moodle.xml', 'Moodle XML', 3],
    ]);
    for (const f of papers) expect(f.holds).toContain('papers');
  });
});

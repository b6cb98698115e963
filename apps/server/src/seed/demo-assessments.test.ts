import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentApi, PAPER, REPORT } from '../test/assessment-factories.js';
import { tokenFor } from '../test/content-factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoWorldFor } from '../test/demo-world.js';
import { DEMO_QUESTIONS, type DemoQuestion } from './demo-questions/index.js';
import { planDemoCatalogue } from './demo-catalogue.js';
import { DEMO_PASSWORD } from './demo-seed.js';
import { makeTopicMedia } from './demo-topic-media.js';

// The demo student's papers: one open now, one opening tomorrow, one closed, an
// Olympiad with an enrollment slot and a parent's test, built from the bank's questions of a chapter.

const now = Date.parse('2026-03-10T06:00:00Z');
const HOUR = 3_600_000;

/** A small bank: a figure, a topic, a chapter without topic, a comprehension. */
const SAMPLE: DemoQuestion[] = [
  {
    ref: 'test-real-1',
    grade: 10,
    subject: 'Mathematics',
    chapter: 'Real Numbers',
    topic: 'Fundamental Theorem of Arithmetic',
    type: 'single',
    difficulty: 1,
    stem: 'The HCF of $6$ and $20$ is',
    options: [
      { id: 'a', text: '$2$' },
      { id: 'b', text: '$4$' },
    ],
    key: { type: 'single', optionId: 'a' },
    marks: 4,
    negativeMarks: 1,
    explanation: '$6 = 2 \\cdot 3$ and $20 = 2^2 \\cdot 5$, so the HCF is $2$.',
    figureSvg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  },
  {
    ref: 'test-real-2',
    grade: 10,
    subject: 'Mathematics',
    chapter: 'Real Numbers',
    type: 'integer',
    difficulty: 2,
    stem: 'What is the LCM of $6$ and $20$?',
    key: { type: 'integer', value: 60 },
    marks: 4,
    negativeMarks: 0,
    explanation: '$2^2 \\cdot 3 \\cdot 5 = 60$.',
  },
  {
    ref: 'test-chem-1',
    grade: 10,
    subject: 'Science',
    chapter: 'Chemical Reactions and Equations',
    topic: 'Balancing Chemical Equations',
    type: 'comprehension',
    difficulty: 2,
    stem: 'Magnesium ribbon burns in air with a dazzling white flame.',
    key: { type: 'comprehension' },
    marks: 0,
    negativeMarks: 0,
    explanation: '',
    children: [
      {
        ref: 'test-chem-1a',
        type: 'true_false',
        difficulty: 1,
        stem: 'The white powder formed is magnesium oxide.',
        key: { type: 'true_false', value: true },
        marks: 2,
        negativeMarks: 0,
        explanation: '$2\\,\\mathrm{Mg} + \\mathrm{O_2} \\to 2\\,\\mathrm{MgO}$',
      },
    ],
  },
];

let t: TestApp;

/**
 * Every interactive lesson of classes 9 and 10 names a real bank question of its own chapter, one
 * a learner may read now (no running test holds it), and a platform paper of that chapter with
 * questions (the lesson's question step shows the real question, its test opens).
 */
async function lessonsNameRealItems(app: TestApp): Promise<void> {
  const lessons = planDemoCatalogue(now).topicMedia.filter((f) => f.kind === 'lesson' && f.topic.grade >= 9);
  expect(lessons.length).toBeGreaterThan(20);
  const held = await app.services.papers.liveQuestions();
  let asked = 0;
  for (const file of lessons) {
    const lesson = JSON.parse((await makeTopicMedia(file)).toString()) as {
      activity_details: { activity_type: number; question_id?: number; test_id?: number }[];
    };
    for (const step of lesson.activity_details) {
      if (step.activity_type === 3) {
        asked += 1;
        const q = await app.db
          .selectFrom('questions as q')
          .innerJoin('syllabus_nodes as c', 'c.syllabus_id', 'q.chapter_id')
          .select(['c.syllabus_name', 'q.question_type', 'q.school_id'])
          .where('q.question_id', '=', step.question_id!)
          .executeTakeFirst();
        expect(q, `${file.topic.name}: question ${step.question_id}`).toMatchObject({
          syllabus_name: file.topic.chapter,
          school_id: null,
        });
        expect(['subjective', 'comprehension']).not.toContain(q!.question_type);
        expect(held.has(step.question_id!), `${file.topic.name}: held by a running test`).toBe(false);
      }
      if (step.activity_type === 1) {
        const paper = await app.db
          .selectFrom('papers')
          .select(['paper_name', 'total_questions'])
          .where('paper_id', '=', step.test_id!)
          .executeTakeFirstOrThrow();
        expect(paper.paper_name).toContain(file.topic.chapter.split(/[–:]/)[0]!.trim());
        expect(paper.total_questions, paper.paper_name).toBeGreaterThan(0);
      }
    }
  }
  expect(asked).toBeGreaterThan(20);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await seedDemoWorldFor(t, now, { questions: SAMPLE });
});
afterAll(() => t.close());

describe('the demo bank', () => {
  it('places each question under its class, subject, chapter and topic, in the platform bank', async () => {
    const rows = await t.db
      .selectFrom('questions as q')
      .innerJoin('syllabus_nodes as n', 'n.syllabus_id', 'q.syllabus_id')
      .select(['q.question_type', 'q.school_id', 'q.topic_id', 'q.chapter_id', 'q.class_id', 'n.syllabus_name'])
      .orderBy('q.question_id')
      .execute();
    expect(rows.map((r) => [r.question_type, r.syllabus_name, r.class_id, r.school_id])).toEqual([
      ['single', 'Fundamental Theorem of Arithmetic', 1010, null],
      ['integer', 'Real Numbers', 1010, null],
      ['comprehension', 'Balancing Chemical Equations', 1010, null],
      ['true_false', 'Balancing Chemical Equations', 1010, null],
    ]);
    expect(rows[1]!.topic_id).toBeNull();
  });

  it.skipIf(DEMO_QUESTIONS.length === 0)('finds a place for every question of the demo bank', async () => {
    const other = await createTestApp({ clock: () => now });
    try {
      await seedDemoWorldFor(other, now);
      const top = await other.db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('parent_question_id', 'is', null)
        .executeTakeFirstOrThrow();
      expect(Number(top.n)).toBe(DEMO_QUESTIONS.length);
      const sittings = (title: string) =>
        other.db
          .selectFrom('attempts as a')
          .innerJoin('paper_assignments as pa', 'pa.assign_id', 'a.assign_id')
          .innerJoin('users as u', 'u.uuid', 'a.uuid')
          .select(['u.email', 'a.status', 'a.score', 'a.rank', 'a.percentile', 'a.pending_count'])
          .where('pa.title', '=', title)
          .orderBy('u.email')
          .execute();
      // The closed paper's ten questions: every learner of 10-A marked and ranked, their scores spread.
      const sat = await sittings('Chemical Reactions and Equations — Chapter Test');
      expect(sat.length).toBeGreaterThan(3);
      expect(sat.every((a) => a.status === 5 && a.rank !== null && a.percentile !== null)).toBe(true);
      expect(new Set(sat.map((a) => Number(a.score))).size).toBeGreaterThan(2);
      // The written test: two learners typed an answer that waits for the teacher, so nothing is
      // published or ranked yet.
      const written = await sittings('Life Processes — Written Test');
      expect(written.length).toBe(sat.length);
      expect(written.filter((a) => a.pending_count > 0).map((a) => a.email)).toEqual([
        'kavya@demo.school',
        'student@demo.school',
      ]);
      expect(written.every((a) => a.rank === null)).toBe(true);
      // The class test answered on paper: its questions (the chapter's, less the lessons' own) wait
      // for the marks the teacher enters.
      const omr = await other.db
        .selectFrom('papers')
        .select(['is_omr', 'total_questions'])
        .where('paper_name', '=', 'Triangles — Class Test on Paper')
        .executeTakeFirstOrThrow();
      expect(omr).toEqual({ is_omr: 1, total_questions: 6 });
      await lessonsNameRealItems(other);
    } finally {
      await other.close();
    }
  });
});

describe("the demo student's papers", () => {
  it('one open now, one tomorrow, one closed, an Olympiad with a slot, a parent’s test', async () => {
    const api = assessmentApi(t);
    const student = await tokenFor(t.app, 'student@demo.school', DEMO_PASSWORD);
    const res = await api.list(student, 'studentAssignedPaperList');
    const papers = res.body.data.papers as Record<string, unknown>[];
    const by = (name: string) => papers.find((p) => p.paper_name === name);
    expect(by('Real Numbers — Chapter Test')).toMatchObject({
      time_gate: { open: true, toast: null },
      attempt_route: 'paper-instructions',
      // The chapter's two questions, less its last checkable one, kept for the lessons.
      total_questions: 1,
      total_marks: 4,
    });
    expect(by('Quadratic Equations — Unit Test')).toMatchObject({
      time_gate: { open: false, toast: 'Paper Not started' },
    });
    // The closed paper was sat: it has moved to the evaluated list (below).
    expect(by('Chemical Reactions and Equations — Chapter Test')).toBeUndefined();
    expect(by('Science Olympiad 2026 — Round 1')).toMatchObject({
      is_olympiad: 1,
      group_id: 3798,
      slot_end_time: new Date(now + 72 * HOUR).toISOString(),
    });
    expect(by('Polynomials — Practice Set')).toMatchObject({ is_parent_assigned: 1, group_id: 3782 });
    // The open paper's questions, without keys, the figure signed.
    const open = by('Real Numbers — Chapter Test')!;
    const list = await api.questionList(student, { paper_id: open.paper_id });
    expect(list.status).toBe(200);
    const first = list.body.data.questions[0].question;
    expect(first.answer).toBeUndefined();
    expect(first.images[0].key).toBe('demo/questions/test-real-1.png');
    const detail = await api.get(`${PAPER}/paperDetailById/${open.paper_id}`, student);
    expect(detail.body.data.paper_settings).toContainEqual({
      setting_id: 17,
      child_setting_list: [{ child_setting_id: 19 }],
    });
  });
});

describe('the closed paper’s results', () => {
  it('10-A sat it: the demo student’s report has a score, a rank in the section and a percentile', async () => {
    const api = assessmentApi(t);
    const student = await tokenFor(t.app, 'student@demo.school', DEMO_PASSWORD);
    const res = await api.list(student, 'studentEvaluatedPaperList');
    expect(res.status).toBe(200);
    const listed = (res.body.data.papers as Record<string, unknown>[]).find(
      (p) => p.paper_name === 'Chemical Reactions and Equations — Chapter Test',
    );
    expect(listed).toMatchObject({
      time_gate: { open: false, toast: 'Paper Time Over' },
      total_questions: 1,
      attempt_status_id: 5,
      results_published: 1,
    });
    const report = await api.get(`${REPORT}/student/paperReport`, student, { assign_id: Number(listed!.assign_id) });
    expect(report.status).toBe(200);
    const d = report.body.data;
    expect(d).toMatchObject({ results_published: true });
    expect(typeof d.score).toBe('number');
    expect(d.rank).toBeGreaterThanOrEqual(1);
    expect(d.candidates).toBeGreaterThan(1);
    expect(d.rank).toBeLessThanOrEqual(d.candidates);
    expect(d.percentile).toBeGreaterThan(0);
    expect(d.percentile).toBeLessThanOrEqual(100);
  });

  it('is the same world on every seed: the generated answers are fixed, not random', async () => {
    const scores = async (db: TestApp['db']) =>
      (
        await db
          .selectFrom('attempts as a')
          .innerJoin('users as u', 'u.uuid', 'a.uuid')
          .select(['u.email', 'a.score', 'a.rank', 'a.status'])
          .orderBy('u.email')
          .execute()
      ).map((r) => [r.email, Number(r.score), r.rank, r.status]);
    const other = await createTestApp({ clock: () => now });
    try {
      await seedDemoWorldFor(other, now, { questions: SAMPLE });
      const mine = await scores(t.db);
      expect(mine.length).toBeGreaterThan(1);
      expect(mine.every((r) => r[3] === 5)).toBe(true);
      expect(await scores(other.db)).toEqual(mine);
    } finally {
      await other.close();
    }
  });
});

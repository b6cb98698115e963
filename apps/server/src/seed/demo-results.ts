import { type AnswerKey, type Response, UserType } from '@esc/domain';
import type { Db } from '../db/database.js';
import type { SeedSheet } from '../modules/attempts/attempt-seeding.js';
import { roleOf, SUNRISE, type SchoolRole, type SeedSchool } from './seed-school.js';
import type { SeedServices } from './seed-services.js';

// The closed demo papers' results, so the demo's reports and ranks have something to show: every
// learner of 10-A sat them, answering a fixed mix of right, wrong and blank (a seeded generator, so
// every demo world is the same), and the attempts module's own evaluation marks the attempts at the
// seed's moment (its seeding entry: nobody is told). The chapter test's results are published (its
// window has closed) and the section ranked; the written test's typed answers wait for the teacher's
// marks, so its results are published only once the teacher has marked them. It runs after the demo
// world's transaction: evaluation opens transactions of its own. A paper that already has attempts is
// left as it is.

/** A closed paper, and the learners who typed an answer to its written question (with the text), by role. */
interface ClosedPaper {
  title: string;
  written: Readonly<Partial<Record<SchoolRole, string>>>;
}

const CLOSED: readonly ClosedPaper[] = [
  { title: 'Chemical Reactions and Equations — Chapter Test', written: {} },
  {
    title: 'Life Processes — Written Test',
    written: {
      student:
        'In double circulation the blood goes through the heart twice in one cycle. The right side of the heart sends deoxygenated blood to the lungs, and the left side pumps the oxygenated blood from the lungs to the rest of the body. This keeps oxygenated and deoxygenated blood separate, so the body gets plenty of oxygen, which we need for our high energy use and to keep our body warm.',
      kavya: 'Blood passes through the heart two times. It is needed so that oxygen reaches all parts of the body.',
    },
  },
];

const MINUTE = 60_000;

/** mulberry32: a small seeded generator; the same seed gives the same answers on every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The right answer to a key, or a wrong one (another option, another number). Null: nothing to answer. */
export function demoResponse(key: AnswerKey, optionIds: readonly string[], right: boolean): Response | null {
  const other = (ids: readonly string[]) => optionIds.find((id) => !ids.includes(id)) ?? null;
  switch (key.type) {
    case 'single':
      return { type: 'single', optionId: right ? key.optionId : other([key.optionId]) };
    case 'multiple': {
      const wrong = other(key.optionIds);
      return { type: 'multiple', optionIds: right ? key.optionIds : wrong ? [wrong] : [] };
    }
    case 'integer':
      return { type: 'integer', value: right ? key.value : key.value + 1 };
    case 'numeric':
      return { type: 'numeric', value: right ? key.value : key.value + 10 * key.tolerance + 1 };
    case 'fill_blank':
      return { type: 'fill_blank', blanks: key.blanks.map((b) => (right ? (b[0] ?? null) : 'none')) };
    case 'true_false':
      return { type: 'true_false', value: right ? key.value : !key.value };
    case 'match': {
      const lefts = Object.keys(key.pairs);
      const rights = lefts.map((l) => key.pairs[l]!);
      // A wrong match: every right side moved one place along.
      const pairs = Object.fromEntries(lefts.map((l, i) => [l, right ? rights[i]! : rights[(i + 1) % rights.length]!]));
      return { type: 'match', pairs };
    }
    default:
      return null;
  }
}

/**
 * The learner's answers: each learner has a seeded skill; each item is right, wrong or left blank.
 * A written question is answered only by a learner given a text for it.
 */
function answersFor(sheet: SeedSheet, seed: number, text: string | undefined) {
  const next = generator(seed);
  const skill = 0.45 + 0.45 * next();
  return sheet.items.flatMap((item, i) => {
    if (item.key.type === 'subjective') {
      return text ? [{ item, response: { type: 'subjective', text } satisfies Response, order: i }] : [];
    }
    const roll = next();
    if (roll >= skill + (1 - skill) * 0.6) return [];
    const response = demoResponse(item.key, sheet.optionIds(item.questionId), roll < skill);
    return response ? [{ item, response, order: i }] : [];
  });
}

/** Attempts, marks, results and ranks of 10-A on the closed demo papers. */
export async function seedDemoResults(
  db: Db,
  services: SeedServices,
  now: number,
  school: SeedSchool = SUNRISE,
): Promise<void> {
  for (const paper of CLOSED) await seedPaperResults(db, services, now, paper, school);
}

async function seedPaperResults(
  db: Db,
  services: SeedServices,
  now: number,
  closed: ClosedPaper,
  school: SeedSchool,
): Promise<void> {
  const seeding = services.attempts.seeding;
  const assignment = await db
    .selectFrom('paper_assignments')
    .select(['assign_id', 'paper_id', 'paper_start_time', 'paper_duration'])
    .where('school_id', '=', school.schoolId)
    .where('title', '=', closed.title)
    .executeTakeFirst();
  if (!assignment) return;
  if (await seeding.hasAttempts(assignment.assign_id)) return;
  const sheet = await seeding.sheetOf(assignment.paper_id);
  if (!sheet || sheet.items.length === 0) return;
  const learners = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
    .select(['u.uuid', 'u.email'])
    .where('m.section_id', '=', school.tenA)
    .where('u.user_type_id', '=', UserType.Student)
    .orderBy('u.email')
    .execute();
  const opened = Date.parse(assignment.paper_start_time);
  for (const [n, learner] of learners.entries()) {
    // Learners start a few minutes apart and use most of their time.
    const started = opened + (5 + 3 * n) * MINUTE;
    const deadline = started + assignment.paper_duration * MINUTE;
    const role = roleOf(school, learner.email);
    const answers = answersFor(sheet, 9001 + n, role ? closed.written[role] : undefined);
    await seeding.recordSat(
      {
        assignId: assignment.assign_id,
        paperId: assignment.paper_id,
        uuid: learner.uuid,
        schoolId: school.schoolId,
        sectionId: school.tenA,
        startedAt: started,
        deadlineAt: deadline,
        submittedAt: deadline - (n % 5) * MINUTE,
        idPrefix: 'demo',
        answers: answers.map(({ item, response, order }) => ({
          questionId: item.questionId,
          response,
          seq: order + 1,
          answeredAt: started + (order + 1) * MINUTE,
          timeSpentMs: 50_000 + ((n * 7 + order * 13) % 60) * 1000,
        })),
      },
      now,
    );
  }
  // The window closed before the seed's moment: published and ranked unless answers wait for marks.
  await seeding.settle(assignment.assign_id, now);
}

import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import type { AssignmentRow } from '../papers/papers.module.js';
import type { AttemptRow } from './attempts.repository.js';
import { createAttemptPolicy, type AssignmentActor } from './assignment-policy.js';

// From the rule's sentence: a learner takes an assignment named to them or reaching a section of
// theirs (the one they name, when they name one); to anyone else it does not exist (404). Staff of
// its school mark it: a teacher only for sections they teach or an assignment they made (403
// otherwise), school admins for all of it; another school's is absent (404). One learner's attempt
// is marked by staff who reach its assignment and see the learner's section: a teacher of another
// of its sections is refused with the reason (403); an attempt of another school's assignment, or
// of none, is absent as a missing one.

const assignment = (assign_id: number, school_id: number, assigned_by: string, learner_uuid: string | null = null) =>
  ({ assign_id, school_id, assigned_by, learner_uuid }) as AssignmentRow;
const ASSIGNMENTS = [assignment(1, 10, 'asha'), assignment(2, 10, 'ravi'), assignment(3, 20, 'meera')];
const CHILDS = assignment(4, 10, 'parent', 'kiran');
const SECTIONS = [
  { section_assign_id: 11, assign_id: 1, section_id: 100 },
  { section_assign_id: 12, assign_id: 2, section_id: 200 },
  { section_assign_id: 13, assign_id: 3, section_id: 300 },
  { section_assign_id: 14, assign_id: 1, section_id: 101 },
];
const attempt = (attempt_id: number, assign_id: number | null, section_id: number | null) =>
  ({ attempt_id, assign_id, section_id }) as AttemptRow;
const ATTEMPTS = [attempt(501, 1, 100), attempt(502, 1, 101), attempt(503, 3, 300), attempt(504, 4, null)];
const PRACTICE = attempt(505, null, null);

function policy(loads: number[][] = [], attemptLoads: number[][] = []) {
  return createAttemptPolicy(
    {
      async assignmentsByIds(ids) {
        loads.push([...ids]);
        return [...ASSIGNMENTS, CHILDS].filter((a) => ids.includes(a.assign_id));
      },
      async sectionsOfAssignments(ids) {
        return SECTIONS.filter((s) => ids.includes(s.assign_id));
      },
    },
    {
      async byIds(ids) {
        attemptLoads.push([...ids]);
        return [...ATTEMPTS, PRACTICE].filter((a) => ids.includes(a.attempt_id));
      },
    },
  );
}

const learner = (uuid: string, sectionIds: number[], sectionAssignId: number | null = null): AssignmentActor => ({
  kind: 'learner',
  uuid,
  sectionIds,
  sectionAssignId,
});
const staff = (uuid: string, sectionIds: number[], allSections = false): AssignmentActor => ({
  kind: 'staff',
  uuid,
  scope: { uuid, schoolIds: [10], allSections, sectionIds: new Set(sectionIds) },
});

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the attempts’ policy', () => {
  it('lets a learner take what reaches their sections, or what names them; nothing else exists for them', async () => {
    const loads: number[][] = [];
    expect(await policy(loads).allowedIds(learner('kiran', [100]), 'take', [1, 2, 3, 4])).toEqual([1, 4]);
    expect(loads).toEqual([[1, 2, 3, 4]]);
    expect(await policy().allowedIds(learner('anu', [100], 99), 'take', [1])).toEqual([]);
    expect(await policy().allowedIds(learner('anu', [100]), 'take', [4])).toEqual([]);
  });

  it('lets staff mark what they teach or made; another section of their school is 403 with the reason', async () => {
    expect((await policy().authorizeOne(staff('asha', []), 'mark', 1)).assignment.assign_id).toBe(1);
    expect((await policy().authorizeOne(staff('nina', [200]), 'mark', 2)).assignment.assign_id).toBe(2);
    const refused = await refusal(policy().authorizeOne(staff('nina', [200]), 'mark', 1));
    expect([refused.code, refused.message]).toEqual([
      'FORBIDDEN',
      'You do not teach a section this paper was assigned to.',
    ]);
    expect(await policy().allowedIds(staff('head', [], true), 'mark', [1, 2])).toEqual([1, 2]);
  });

  it('answers another school’s assignment exactly as a missing one', async () => {
    const other = await refusal(policy().authorizeOne(staff('head', [], true), 'mark', 3));
    const missing = await refusal(policy().authorizeOne(staff('head', [], true), 'mark', 99));
    expect([other.code, other.message]).toEqual(['NOT_FOUND', 'No such assignment.']);
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', 'No such assignment.']);
  });

  it('keeps the actions apart: a learner marks nothing, staff take nothing', async () => {
    expect(await policy().allowedIds(learner('kiran', [100]), 'mark', [1])).toEqual([]);
    expect(await policy().allowedIds(staff('asha', [100]), 'take', [1])).toEqual([]);
    expect(await policy().allowedIds(learner('kiran', [100]), 'markAttempt', [501])).toEqual([]);
  });

  it('lets staff mark one attempt only in a section they see, in one load for many', async () => {
    const [loads, attemptLoads]: number[][][] = [[], []];
    const all = [501, 502, 503, 504, 505];
    expect(await policy(loads, attemptLoads).allowedIds(staff('tara', [101]), 'markAttempt', all)).toEqual([502]);
    expect([loads, attemptLoads]).toEqual([[[1, 3, 4]], [all]]);
    expect(await policy().allowedIds(staff('asha', []), 'markAttempt', all)).toEqual([501, 502]);
    expect(await policy().allowedIds(staff('head', [], true), 'markAttempt', all)).toEqual([501, 502, 504]);
  });

  it('refuses a teacher of another of the assignment’s sections, with the reason (403)', async () => {
    const refused = await refusal(policy().authorizeOne(staff('tara', [101]), 'markAttempt', 501));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', 'You do not teach this learner’s section.']);
    const untaught = await refusal(policy().authorizeOne(staff('nina', [200]), 'markAttempt', 501));
    expect(untaught.message).toBe('You do not teach a section this paper was assigned to.');
  });

  it('answers an attempt of another school’s assignment, or of none, as its assignment is answered when missing', async () => {
    const answers = await Promise.all(
      [503, 505, 599].map((id) => refusal(policy().authorizeOne(staff('head', [], true), 'markAttempt', id))),
    );
    expect(answers.map((e) => [e.code, e.message])).toEqual(Array(3).fill(['NOT_FOUND', 'No such assignment.']));
  });
});

import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import type { AssignmentActor, AttemptRow } from '../attempts/attempts.module.js';
import type { AssignmentRow } from '../papers/papers.module.js';
import { createReportPolicy } from './report-policy.js';

// From the rule's sentence: staff of an assignment's school read its results; a teacher only of
// sections they teach or of an assignment they made (403 otherwise), school admins all of it;
// another school's assignment is answered as a missing one (404). Learners read no assignment's
// results this way (their own report is theirs by who is acting). One learner's report is read by
// staff who reach its assignment and see the learner's section; to a teacher of another section it
// is missing (404), as is an attempt of another school's assignment.

const ASSIGNMENTS = [
  { assign_id: 1, school_id: 10, assigned_by: 'asha', learner_uuid: null },
  { assign_id: 2, school_id: 20, assigned_by: 'meera', learner_uuid: null },
] as AssignmentRow[];
const SECTIONS = [
  { section_assign_id: 11, assign_id: 1, section_id: 100 },
  { section_assign_id: 12, assign_id: 2, section_id: 200 },
  { section_assign_id: 13, assign_id: 1, section_id: 101 },
];
const ATTEMPTS = [
  { attempt_id: 501, assign_id: 1, section_id: 100 },
  { attempt_id: 502, assign_id: 1, section_id: 101 },
  { attempt_id: 503, assign_id: 2, section_id: 200 },
] as AttemptRow[];

function policy(loads: number[][] = []) {
  return createReportPolicy(
    {
      async assignmentsByIds(ids) {
        loads.push([...ids]);
        return ASSIGNMENTS.filter((a) => ids.includes(a.assign_id));
      },
      async sectionsOfAssignments(ids) {
        return SECTIONS.filter((s) => ids.includes(s.assign_id));
      },
    },
    { byIds: async (ids) => ATTEMPTS.filter((a) => ids.includes(a.attempt_id)) },
  );
}

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

describe('the reports’ policy', () => {
  it('lets the teacher of a section, the one who assigned it and school admins read its results', async () => {
    const loads: number[][] = [];
    expect(await policy(loads).allowedIds(staff('nina', [100]), 'read', [1, 2])).toEqual([1]);
    expect(loads).toEqual([[1, 2]]);
    expect(await policy().allowedIds(staff('asha', []), 'read', [1])).toEqual([1]);
    expect(await policy().allowedIds(staff('head', [], true), 'read', [1])).toEqual([1]);
  });

  it('refuses a teacher of another section of the school, with the reason (403)', async () => {
    const refused = await refusal(policy().authorizeOne(staff('nina', [300]), 'read', 1));
    expect([refused.code, refused.message]).toEqual([
      'FORBIDDEN',
      'You do not teach a section this paper was assigned to.',
    ]);
  });

  it('answers another school’s assignment exactly as a missing one (404)', async () => {
    const other = await refusal(policy().authorizeOne(staff('head', [], true), 'read', 2));
    const missing = await refusal(policy().authorizeOne(staff('head', [], true), 'read', 99));
    expect([other.code, other.message]).toEqual([missing.code, missing.message]);
    expect(other.code).toBe('NOT_FOUND');
  });

  it('lets staff read one learner’s report only in a section they see; another section’s is missing (404)', async () => {
    const loads: number[][] = [];
    expect(await policy(loads).allowedIds(staff('nina', [100]), 'readAttempt', [501, 502, 503])).toEqual([501]);
    expect(loads).toEqual([[1, 2]]);
    expect(await policy().allowedIds(staff('asha', []), 'readAttempt', [501, 502])).toEqual([501, 502]);
    const unseen = await refusal(policy().authorizeOne(staff('nina', [100]), 'readAttempt', 502));
    const other = await refusal(policy().authorizeOne(staff('head', [], true), 'readAttempt', 503));
    const missing = await refusal(policy().authorizeOne(staff('head', [], true), 'readAttempt', 599));
    for (const e of [unseen, other, missing]) expect([e.code, e.message]).toEqual(['NOT_FOUND', 'No such report.']);
  });

  it('gives a learner no assignment’s results', async () => {
    const learner: AssignmentActor = { kind: 'learner', uuid: 'kiran', sectionIds: [100], sectionAssignId: null };
    expect(await policy().allowedIds(learner, 'read', [1])).toEqual([]);
  });
});

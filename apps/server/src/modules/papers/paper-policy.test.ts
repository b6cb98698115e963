import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import type { Caller } from '../question-bank/question-bank.module.js';
import type { SectionRecord } from '../institutes/institutes.module.js';
import type { PaperAssignmentRow } from './paper-assignments.repository.js';
import { createPaperPolicy, type PaperActor } from './paper-policy.js';
import type { PaperRow } from './papers.repository.js';

// From the rule's sentence: a school's papers are that school's (another school's answer as a missing
// one, 404); all staff use the platform's papers and their schools'; the staff of the owning school
// change or delete a school's paper, platform editors the platform's (403 to other staff who may use
// it); a learner's practice test is theirs alone. A deleted paper is not found (the load leaves it out).
// Staff assign papers in their own schools only (another school is absent); to a section of their
// school they teach, or any when they see every section (403 with the reason to a teacher of
// another); an assignment is changed by whoever made it while still of its school, or by its
// school's staff who teach all its sections (403 otherwise); to anyone else it does not exist.

const paper = (id: number, school_id: number | null, owner: string | null = null) =>
  ({ paper_id: id, school_id, is_practice: owner === null ? 0 : 1, owner_uuid: owner }) as PaperRow;
const PAPERS = [paper(1, 10), paper(2, null), paper(3, 20), paper(4, null, 'meera')];

const SECTIONS = [
  { section_id: 100, school_id: 10 },
  { section_id: 101, school_id: 10 },
  { section_id: 200, school_id: 20 },
] as SectionRecord[];
const assignment = (assign_id: number, school_id: number | null, assigned_by: string) =>
  ({ assign_id, school_id, assigned_by }) as PaperAssignmentRow;
const ASSIGNMENTS = [assignment(7, 10, 'asha'), assignment(8, 20, 'asha'), assignment(9, null, 'parent-p')];
const ASSIGNED = [
  { assign_id: 7, section_id: 100 },
  { assign_id: 7, section_id: 101 },
];

function policy(loads: number[][] = []) {
  return createPaperPolicy({
    papers: {
      async papersByIds(ids) {
        loads.push([...ids]);
        return PAPERS.filter((p) => ids.includes(p.paper_id));
      },
    },
    assignments: {
      async assignmentsByIds(ids) {
        loads.push([...ids]);
        return ASSIGNMENTS.filter((a) => ids.includes(a.assign_id));
      },
      sectionsOf: async (ids) => ASSIGNED.filter((s) => ids.includes(s.assign_id)),
    },
    sections: {
      async sectionsByIds(ids) {
        loads.push([...ids]);
        return SECTIONS.filter((s) => ids.includes(s.section_id));
      },
    },
  });
}

const caller = (uuid: string, over: Partial<Caller>): Caller => ({
  auth: { uuid, userTypeId: 2, schoolId: 10, role: null, guest: false },
  staff: true,
  learner: false,
  parent: false,
  staffSchools: [10],
  platformEditor: false,
  allOfSchool: false,
  ...over,
});
const teacher = caller('asha', {});
const meera = caller('meera', { staff: false, learner: true, staffSchools: [] });
const ravi = caller('ravi', { staff: false, learner: true, staffSchools: [] });

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the papers’ policy', () => {
  it('lets staff use their school’s and the platform’s papers, decided in one load', async () => {
    const loads: number[][] = [];
    expect(await policy(loads).allowedIds(teacher, 'use', [3, 2, 1, 4])).toEqual([2, 1]);
    expect(loads).toEqual([[3, 2, 1, 4]]);
  });

  it('answers another school’s paper exactly as a missing (or deleted) one', async () => {
    const other = await refusal(policy().authorizeOne(teacher, 'edit', 3));
    const missing = await refusal(policy().authorizeOne(teacher, 'edit', 99));
    expect([other.code, other.message]).toEqual([missing.code, missing.message]);
    expect(other.message).toBe('No such paper.');
  });

  it('leaves the platform’s papers to platform editors, with the reason', async () => {
    const refused = await refusal(policy().authorizeOne(teacher, 'edit', 2));
    expect([refused.code, refused.message]).toEqual([
      'FORBIDDEN',
      'Only platform editors change the platform’s papers.',
    ]);
  });

  it('keeps a learner’s practice test to the learner', async () => {
    expect(await policy().authorizeOne(meera, 'edit', 4)).toMatchObject({ kind: 'paper', paper: { paper_id: 4 } });
    expect((await refusal(policy().authorizeOne(ravi, 'use', 4))).code).toBe('NOT_FOUND');
    expect((await refusal(policy().authorizeOne(teacher, 'use', 4))).code).toBe('NOT_FOUND');
  });
});

describe('the papers’ policy on assigning', () => {
  const teaching = (uuid: string, taught: number[], over: Partial<Caller> = {}): PaperActor => ({
    ...caller(uuid, over),
    taught: new Set(taught),
  });
  const head = teaching('head', [], { allOfSchool: true });
  const parent = (uuid: string) => caller(uuid, { staff: false, parent: true, staffSchools: [] });

  it('lets staff assign only in their own schools; another school is absent', async () => {
    expect(await policy().allowedIds(teacher, 'assignIn', [10, 20])).toEqual([10]);
    expect((await refusal(policy().authorizeOne(teacher, 'assignIn', 20))).message).toBe('No such school.');
    expect(await policy().allowedIds(meera, 'assignIn', [10])).toEqual([]);
  });

  it('lets a teacher assign to the sections they teach, and an admin to any of the school’s, in one load', async () => {
    const loads: number[][] = [];
    expect(await policy(loads).allowedIds(teaching('asha', [100]), 'assignTo', [100, 101, 200])).toEqual([100]);
    expect(loads).toEqual([[100, 101, 200]]);
    expect(await policy().allowedIds(head, 'assignTo', [100, 101, 200])).toEqual([100, 101]);
  });

  it('refuses a section of the school the teacher does not teach with the reason; another school’s is absent', async () => {
    const refused = await refusal(policy().authorize(teaching('asha', [100]), 'assignTo', [100, 101]));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', 'You do not teach this section.']);
    const other = await refusal(policy().authorize(teaching('asha', [100]), 'assignTo', [101, 200]));
    const missing = await refusal(policy().authorizeOne(head, 'assignTo', 999));
    expect([other.message, missing.message]).toEqual(['No such section.', 'No such section.']);
  });

  it('lets the author change their assignment while of its school, and staff who teach all its sections', async () => {
    expect(await policy().allowedIds(teaching('asha', []), 'changeAssignment', [7, 8, 9])).toEqual([7]);
    expect(await policy().allowedIds(teaching('nina', [100, 101]), 'changeAssignment', [7])).toEqual([7]);
    expect(await policy().allowedIds(head, 'changeAssignment', [7, 8, 9])).toEqual([7]);
    expect(await policy().allowedIds(parent('parent-p'), 'changeAssignment', [7, 9])).toEqual([9]);
  });

  it('refuses staff who teach only some of its sections (403); to anyone else it does not exist', async () => {
    const refused = await refusal(policy().authorizeOne(teaching('nina', [100]), 'changeAssignment', 7));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', 'You do not teach this section.']);
    const asks: [PaperActor, number][] = [
      [teaching('asha', []), 8],
      [parent('parent-q'), 9],
      [head, 9],
      [head, 99],
    ];
    const answers = await Promise.all(
      asks.map(([who, id]) => refusal(policy().authorizeOne(who, 'changeAssignment', id))),
    );
    expect(answers.map((e) => [e.code, e.message])).toEqual(Array(4).fill(['NOT_FOUND', 'No such assignment.']));
  });
});

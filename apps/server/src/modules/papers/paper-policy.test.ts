import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import type { Caller } from '../question-bank/question-bank.module.js';
import { createPaperPolicy } from './paper-policy.js';
import type { PaperRow } from './papers.repository.js';

// From the rule's sentence: a school's papers are that school's (another school's answer as a missing
// one, 404); all staff use the platform's papers and their schools'; the staff of the owning school
// change or delete a school's paper, platform editors the platform's (403 to other staff who may use
// it); a learner's practice test is theirs alone. A deleted paper is not found (the load leaves it out).

const paper = (id: number, school_id: number | null, owner: string | null = null) =>
  ({ paper_id: id, school_id, is_practice: owner === null ? 0 : 1, owner_uuid: owner }) as PaperRow;
const PAPERS = [paper(1, 10), paper(2, null), paper(3, 20), paper(4, null, 'meera')];

function policy(loads: number[][] = []) {
  return createPaperPolicy({
    async papersByIds(ids) {
      loads.push([...ids]);
      return PAPERS.filter((p) => ids.includes(p.paper_id));
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
    expect((await policy().authorizeOne(meera, 'edit', 4)).paper_id).toBe(4);
    expect((await refusal(policy().authorizeOne(ravi, 'use', 4))).code).toBe('NOT_FOUND');
    expect((await refusal(policy().authorizeOne(teacher, 'use', 4))).code).toBe('NOT_FOUND');
  });
});

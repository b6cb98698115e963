import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import type { Caller } from './assessment-access.js';
import { createQuestionPolicy } from './question-policy.js';
import type { QuestionRow } from './questions.repository.js';

// From the rule's sentence: a school's questions are that school's (another school's answer as a
// missing one, 404); all staff use the platform bank's and their schools' questions; the staff of
// the owning school change a school's question, platform editors the platform's (403 to other staff
// who may use it); a comprehension's child is changed through its passage.

const question = (id: number, school_id: number | null, parent_question_id: number | null = null) =>
  ({ question_id: id, school_id, parent_question_id }) as QuestionRow;
const BANK = [question(1, 10), question(2, null), question(3, 20), question(4, 10, 1)];

function policy(loads: number[][] = []) {
  return createQuestionPolicy({
    async byIds(ids) {
      loads.push([...ids]);
      return BANK.filter((q) => ids.includes(q.question_id));
    },
  });
}

const caller = (over: Partial<Caller>): Caller => ({
  auth: { uuid: 'asha', userTypeId: 2, schoolId: 10, role: null, guest: false },
  staff: true,
  learner: false,
  parent: false,
  staffSchools: [10],
  platformEditor: false,
  allOfSchool: false,
  ...over,
});
const teacher = caller({});
const editor = caller({ platformEditor: true, staffSchools: [] });
const learner = caller({ staff: false, learner: true, staffSchools: [] });

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the question bank’s policy', () => {
  it('lets staff use their school’s and the platform’s questions, in one load; another school’s is absent', async () => {
    const loads: number[][] = [];
    expect(await policy(loads).allowedIds(teacher, 'use', [1, 2, 3, 99])).toEqual([1, 2]);
    expect(loads).toEqual([[1, 2, 3, 99]]);
  });

  it('gives learners no question to use (the bank is no place for keys)', async () => {
    expect(await policy().allowedIds(learner, 'use', [1, 2])).toEqual([]);
  });

  it('answers another school’s question exactly as a missing one', async () => {
    const other = await refusal(policy().authorizeOne(teacher, 'edit', 3));
    const missing = await refusal(policy().authorizeOne(teacher, 'edit', 99));
    expect([other.code, other.message]).toEqual(['NOT_FOUND', 'No such question.']);
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', 'No such question.']);
  });

  it('leaves the platform’s questions to platform editors (403 to other staff)', async () => {
    const refused = await refusal(policy().authorizeOne(teacher, 'edit', 2));
    expect([refused.code, refused.message]).toEqual([
      'FORBIDDEN',
      'Only platform editors change the platform’s questions.',
    ]);
    expect((await policy().authorizeOne(editor, 'edit', 2)).question_id).toBe(2);
    expect((await policy().authorizeOne(teacher, 'edit', 1)).question_id).toBe(1);
  });

  it('changes a comprehension’s child only through its passage', async () => {
    expect((await refusal(policy().authorizeOne(teacher, 'edit', 4))).code).toBe('NOT_FOUND');
  });
});

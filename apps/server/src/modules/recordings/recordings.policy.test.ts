import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';
import { createRecordingsPolicy, type RecordedClass } from './recordings.policy.js';

// "A class's recordings are its school's: staff of another school find no such class. The school's
// staff watch them all; only the class's presenter, its creator or a school admin changes them."

const CLASSES = new Map<number, RecordedClass>([
  [1, { school_id: 10, presenter_uuid: 'asha', created_by: 'ravi' }],
  [2, { school_id: 20, presenter_uuid: 'meera', created_by: 'meera' }],
]);

const policy = createRecordingsPolicy(
  async (ids) => new Map(ids.flatMap((id) => (CLASSES.has(id) ? [[id, CLASSES.get(id)!] as const] : []))),
);

const staff = (uuid: string, extra: Partial<StaffActor> = {}): StaffActor => ({
  uuid,
  userTypeId: 3,
  role: null,
  schoolIds: [10],
  ...extra,
});

async function refusal(work: Promise<unknown>): Promise<[string, string]> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return [(error as AppError).code, (error as AppError).message];
}

describe('the recordings policy', () => {
  it('lets the school’s staff watch every recording of its classes, and no other school’s', async () => {
    expect(await policy.allowedIds(staff('kiran'), 'watchAll', [2, 1, 3])).toEqual([1]);
  });

  it('lets the class’s presenter, its creator or a school admin change its recordings', async () => {
    for (const actor of [staff('asha'), staff('ravi'), staff('leela', { userTypeId: 5, role: 'SCHOOL_ADMIN' })]) {
      expect((await policy.authorizeOne(actor, 'change', 1)).school_id).toBe(10);
    }
  });

  it('refuses another teacher of the school with the reason (403)', async () => {
    expect(await refusal(policy.authorizeOne(staff('kiran'), 'change', 1))).toEqual([
      'FORBIDDEN',
      'Only the class’s presenter, its creator or a school admin changes its recordings.',
    ]);
  });

  it('answers another school’s class exactly as a missing one (404)', async () => {
    const missing = await refusal(policy.authorizeOne(staff('asha'), 'change', 99));
    expect(missing).toEqual(['NOT_FOUND', 'No such live class.']);
    expect(await refusal(policy.authorizeOne(staff('asha'), 'change', 2))).toEqual(missing);
  });
});

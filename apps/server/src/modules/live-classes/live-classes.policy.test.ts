import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';
import { createLiveClassesPolicy, type ClassFacts } from './live-classes.policy.js';

// "A class is its school's: staff of another school find no such class. The school's staff read it;
// only its presenter, its creator or a school admin changes it or manages its recap; only its
// presenter adds what they teach to its recap."

const CLASSES = new Map<number, ClassFacts>([
  [1, { school_id: 10, presenter_uuid: 'asha', created_by: 'ravi' }],
  [2, { school_id: 20, presenter_uuid: 'meera', created_by: 'meera' }],
]);

const policy = createLiveClassesPolicy(
  async (ids) => new Map(ids.flatMap((id) => (CLASSES.has(id) ? [[id, CLASSES.get(id)!] as const] : []))),
);

const staff = (uuid: string, extra: Partial<StaffActor> = {}): StaffActor => ({
  uuid,
  userTypeId: 3,
  role: null,
  schoolIds: [10],
  ...extra,
});
const presenter = staff('asha');
const creator = staff('ravi');
const colleague = staff('kiran');
const admin = staff('leela', { userTypeId: 5, role: 'SCHOOL_ADMIN' });
const otherSchoolAdmin = staff('meera', { userTypeId: 5, role: 'SCHOOL_ADMIN', schoolIds: [20] });

async function refusal(work: Promise<unknown>): Promise<[string, string]> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return [(error as AppError).code, (error as AppError).message];
}

describe('the live-classes policy', () => {
  it('lets the school’s staff read a class; another school’s is no such class, as a missing one', async () => {
    expect((await policy.authorizeOne(colleague, 'read', 1)).school_id).toBe(10);
    expect(await refusal(policy.authorizeOne(otherSchoolAdmin, 'read', 1))).toEqual([
      'NOT_FOUND',
      'No such live class.',
    ]);
    expect(await refusal(policy.authorizeOne(colleague, 'read', 99))).toEqual(['NOT_FOUND', 'No such live class.']);
  });

  it('lets only its presenter, its creator or a school admin change it', async () => {
    for (const actor of [presenter, creator, admin]) await policy.authorizeOne(actor, 'change', 1);
    expect(await refusal(policy.authorizeOne(colleague, 'change', 1))).toEqual([
      'FORBIDDEN',
      'Only the class’s presenter, its creator or a school admin changes it.',
    ]);
    expect((await refusal(policy.authorizeOne(otherSchoolAdmin, 'change', 1)))[0]).toBe('NOT_FOUND');
  });

  it('lets only its presenter, its creator or a school admin manage its recap', async () => {
    expect(await policy.allowedIds(admin, 'manageRecap', [1, 2])).toEqual([1]);
    expect(await refusal(policy.authorizeOne(colleague, 'manageRecap', 1))).toEqual([
      'FORBIDDEN',
      'Only the class’s presenter, its creator or a school admin manages its recap.',
    ]);
  });

  it('lets only its presenter add what they teach to its recap, not its creator nor an admin', async () => {
    await policy.authorizeOne(presenter, 'teach', 1);
    for (const actor of [creator, admin]) {
      expect(await refusal(policy.authorizeOne(actor, 'teach', 1))).toEqual([
        'FORBIDDEN',
        'Only the class’s presenter adds what they teach to its recap.',
      ]);
    }
  });
});

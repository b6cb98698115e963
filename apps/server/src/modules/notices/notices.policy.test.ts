import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';
import { createNoticesPolicy, type NoticeFacts } from './notices.policy.js';

// "A notice is its school's: staff of another school find no such notice. Only its author or a school
// admin changes it or reads its receipts."

const NOTICES = new Map<number, NoticeFacts>([
  [1, { school_id: 10, author_uuid: 'asha' }],
  [2, { school_id: 20, author_uuid: 'meera' }],
]);

const loads: number[][] = [];
const policy = createNoticesPolicy(async (ids) => {
  loads.push([...ids]);
  return new Map(ids.flatMap((id) => (NOTICES.has(id) ? [[id, NOTICES.get(id)!] as const] : [])));
});

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

describe('the notices policy', () => {
  it('lets its author or a school admin change a notice', async () => {
    expect((await policy.authorizeOne(staff('asha'), 'change', 1)).author_uuid).toBe('asha');
    await policy.authorizeOne(staff('leela', { userTypeId: 5, role: 'SCHOOL_ADMIN' }), 'change', 1);
  });

  it('refuses a colleague of the school with the reason (403)', async () => {
    expect(await refusal(policy.authorizeOne(staff('kiran'), 'change', 1))).toEqual([
      'FORBIDDEN',
      'Only the notice’s author or a school admin changes it.',
    ]);
  });

  it('answers another school’s notice exactly as a missing one (404), even to its admin', async () => {
    const admin = staff('leela', { userTypeId: 5, role: 'SCHOOL_ADMIN' });
    const missing = await refusal(policy.authorizeOne(admin, 'change', 99));
    expect(missing).toEqual(['NOT_FOUND', 'No such notice.']);
    expect(await refusal(policy.authorizeOne(admin, 'change', 2))).toEqual(missing);
  });

  it('decides a set of notices in one load', async () => {
    loads.length = 0;
    expect(await policy.allowedIds(staff('asha'), 'change', [2, 1, 3])).toEqual([1]);
    expect(loads).toEqual([[2, 1, 3]]);
  });
});

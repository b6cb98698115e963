import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import { createLiveClassesPolicy, type ClassesActor, type ClassFacts } from './live-classes.policy.js';

// "A class is its school's: staff of another school find no such class. A school admin finds every
// class of the school among theirs, a teacher those they present, created or of a section they teach.
// The school's staff read it;
// only its presenter, its creator or a school admin changes it or manages its recap; only its
// presenter adds what they teach to its recap."

const CLASSES = new Map<number, ClassFacts>([
  [1, { school_id: 10, presenter_uuid: 'asha', created_by: 'ravi', section_ids: '[101]' }],
  [2, { school_id: 20, presenter_uuid: 'meera', created_by: 'meera', section_ids: '[201]' }],
  [3, { school_id: 10, presenter_uuid: 'ravi', created_by: 'ravi', section_ids: '[102, 103]' }],
]);

const policy = createLiveClassesPolicy(
  async (ids) => new Map(ids.flatMap((id) => (CLASSES.has(id) ? [[id, CLASSES.get(id)!] as const] : []))),
);

const staff = (uuid: string, extra: Partial<ClassesActor> = {}): ClassesActor => ({
  uuid,
  userTypeId: 3,
  role: null,
  schoolIds: [10],
  allSections: false,
  sectionIds: new Set(),
  ...extra,
});
const presenter = staff('asha');
const creator = staff('ravi');
const colleague = staff('kiran');
const admin = staff('leela', { userTypeId: 5, role: 'SCHOOL_ADMIN', allSections: true });
const otherSchoolAdmin = staff('meera', { userTypeId: 5, role: 'SCHOOL_ADMIN', schoolIds: [20], allSections: true });

async function refusal(work: Promise<unknown>): Promise<[string, string]> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return [(error as AppError).code, (error as AppError).message];
}

describe('the live-classes policy', () => {
  it('finds a teacher the classes they present, created or teach; an admin every one of the school', async () => {
    expect(await policy.allowedIds(presenter, 'list', [1, 2, 3])).toEqual([1]);
    expect(await policy.allowedIds(creator, 'list', [1, 2, 3])).toEqual([1, 3]);
    expect(await policy.allowedIds(staff('kiran', { sectionIds: new Set([103]) }), 'list', [1, 2, 3])).toEqual([3]);
    expect(await policy.allowedIds(colleague, 'list', [1, 2, 3])).toEqual([]);
    expect(await policy.allowedIds(admin, 'list', [1, 2, 3])).toEqual([1, 3]);
  });

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
    expect(await policy.allowedIds(admin, 'manageRecap', [1, 2, 3])).toEqual([1, 3]);
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

import { describe, expect, it } from 'vitest';
import type { UserRecord } from './identity.repository.js';
import { createIdentityPolicy, type PersonActor } from './identity.policy.js';

// DOMAIN.md: teachers, students and admins of one school never see another school's people; a
// parent sees only linked children, a student only their own records. A teacher is read by anyone
// of the same school.
const person = (uuid: string, user_type_id: number, schoolIds: number[]) => ({
  user: { uuid, user_type_id } as UserRecord,
  schoolIds,
});
const PEOPLE = [person('learner-a', 1, [10]), person('learner-b', 1, [20]), person('teacher-a', 3, [10])];

const policy = createIdentityPolicy({
  people: async (uuids) => new Map(PEOPLE.filter((p) => uuids.includes(p.user.uuid)).map((p) => [p.user.uuid, p])),
});
const staffOf10: PersonActor = { uuid: 'teacher-a', staff: true, schoolIds: [10] };

describe('the identity policy', () => {
  it('lets staff read learners of their own school only, as if the others did not exist', async () => {
    expect(await policy.allowedIds(staffOf10, 'readStudent', ['learner-a', 'learner-b', 'nobody'])).toEqual([
      'learner-a',
    ]);
    const other = await policy.authorizeOne(staffOf10, 'readStudent', 'learner-b').catch((e: Error) => e.message);
    const missing = await policy.authorizeOne(staffOf10, 'readStudent', 'nobody').catch((e: Error) => e.message);
    expect([other, missing]).toEqual(['No such student.', 'No such student.']);
  });

  it('lets a learner (or a parent acting for them) read that learner, and no teacher as a student', async () => {
    const learner: PersonActor = { uuid: 'learner-b', staff: false, schoolIds: [20] };
    expect(await policy.allowedIds(learner, 'readStudent', ['learner-b', 'learner-a'])).toEqual(['learner-b']);
    expect(await policy.allowedIds(staffOf10, 'readStudent', ['teacher-a'])).toEqual([]);
  });

  it('lets anyone of a teacher’s school, and the teacher, read the teacher', async () => {
    const parentOf10: PersonActor = { uuid: 'parent', staff: false, schoolIds: [10] };
    const parentOf20: PersonActor = { uuid: 'parent', staff: false, schoolIds: [20] };
    expect(await policy.allowedIds(parentOf10, 'readTeacher', ['teacher-a', 'learner-a'])).toEqual(['teacher-a']);
    expect(await policy.allowedIds(parentOf20, 'readTeacher', ['teacher-a'])).toEqual([]);
    expect(await policy.allowedIds({ ...staffOf10, schoolIds: [] }, 'readTeacher', ['teacher-a'])).toEqual([
      'teacher-a',
    ]);
  });
});

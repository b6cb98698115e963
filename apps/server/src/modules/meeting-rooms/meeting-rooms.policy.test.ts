import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';
import { createMeetingRoomsPolicy, type RoomTeacher } from './meeting-rooms.policy.js';

// "A teacher asks for their own Zoom user; a school admin for any teacher of their school. Someone who
// is not a teacher of the caller's schools is no such teacher."

const PEOPLE: RoomTeacher[] = [
  { uuid: 'asha', staff: true, schoolIds: [10] },
  { uuid: 'kiran', staff: true, schoolIds: [10] },
  { uuid: 'meera', staff: true, schoolIds: [20] },
  { uuid: 'anil', staff: false, schoolIds: [10] },
];

const policy = createMeetingRoomsPolicy(
  async (uuids) => new Map(PEOPLE.filter((p) => uuids.includes(p.uuid)).map((p) => [p.uuid, p])),
);

const staff = (uuid: string, extra: Partial<StaffActor> = {}): StaffActor => ({
  uuid,
  userTypeId: 3,
  role: null,
  schoolIds: [10],
  ...extra,
});
const admin = staff('leela', { userTypeId: 5, role: 'SCHOOL_ADMIN' });

async function refusal(work: Promise<unknown>): Promise<[string, string]> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return [(error as AppError).code, (error as AppError).message];
}

describe('the meeting-rooms policy', () => {
  it('lets a teacher ask for their own Zoom user', async () => {
    await policy.authorizeOne(staff('asha'), 'createZoomUser', 'asha');
  });

  it('lets a school admin ask for any teacher of their school', async () => {
    expect(await policy.allowedIds(admin, 'createZoomUser', ['asha', 'kiran', 'meera', 'anil'])).toEqual([
      'asha',
      'kiran',
    ]);
  });

  it('refuses a teacher asking for a colleague (403), with the rule in words', async () => {
    expect(await refusal(policy.authorizeOne(staff('asha'), 'createZoomUser', 'kiran'))).toEqual([
      'FORBIDDEN',
      'A teacher asks for their own Zoom user; a school admin for the school’s teachers.',
    ]);
  });

  it('finds no such teacher in another school, among learners, or nowhere (404)', async () => {
    for (const uuid of ['meera', 'anil', 'nobody']) {
      expect(await refusal(policy.authorizeOne(admin, 'createZoomUser', uuid))).toEqual([
        'NOT_FOUND',
        'No such teacher.',
      ]);
    }
  });
});

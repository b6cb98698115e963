import { describe, expect, it } from 'vitest';
import { AppError, messageOfReason } from '../errors/app-error.js';
import { ALLOWED, ABSENT, definePolicy, forbidden, inSchools } from './policy.js';

// A notice board of two schools: staff read their school's notices; only the author changes one.
interface Actor {
  uuid: string;
  schoolIds: number[];
}
interface Notice {
  id: number;
  schoolId: number;
  author: string;
}
const NOTICES: Notice[] = [
  { id: 1, schoolId: 10, author: 'asha' },
  { id: 2, schoolId: 10, author: 'ravi' },
  { id: 3, schoolId: 20, author: 'meera' },
];

function noticePolicy(loads: number[][] = []) {
  return definePolicy({
    module: 'notices',
    noun: { reason: 'http.noSuch.notice' },
    actions: { read: 'read a notice', change: 'change or withdraw a notice' },
    async load(ids: readonly number[]) {
      loads.push([...ids]);
      return new Map(NOTICES.filter((n) => ids.includes(n.id)).map((n) => [n.id, n]));
    },
    rules: {
      read: (actor: Actor, n: Notice) => (inSchools(actor.schoolIds, n.schoolId) ? ALLOWED : ABSENT),
      change: (actor: Actor, n: Notice) =>
        !inSchools(actor.schoolIds, n.schoolId)
          ? ABSENT
          : n.author === actor.uuid
            ? ALLOWED
            : forbidden({ reason: 'notices.onlyAuthorOrAdmin' }),
    },
  });
}

const asha: Actor = { uuid: 'asha', schoolIds: [10] };

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('a module policy', () => {
  it('decides every id named, loading them in one go', async () => {
    const loads: number[][] = [];
    const decisions = await noticePolicy(loads).can(asha, 'change', [1, 2, 3, 4, 1]);
    expect(loads).toEqual([[1, 2, 3, 4]]);
    expect(Object.fromEntries(decisions)).toEqual({
      1: 'allowed',
      2: { forbidden: { reason: 'notices.onlyAuthorOrAdmin' } },
      3: 'absent',
      4: 'absent',
    });
  });

  it('answers another school’s record exactly as a missing one (404), never 403', async () => {
    const policy = noticePolicy();
    const other = await refusal(policy.authorizeOne(asha, 'change', 3));
    const missing = await refusal(policy.authorizeOne(asha, 'change', 99));
    expect([other.code, other.message]).toEqual([missing.code, missing.message]);
    expect(other.code).toBe('NOT_FOUND');
  });

  it('refuses a set when any one record is refused, absent before forbidden', async () => {
    const policy = noticePolicy();
    expect((await refusal(policy.authorize(asha, 'change', [1, 2]))).code).toBe('FORBIDDEN');
    expect((await refusal(policy.authorize(asha, 'change', [2, 3]))).code).toBe('NOT_FOUND');
    expect((await policy.authorize(asha, 'read', [2, 1])).map((n) => n.id)).toEqual([2, 1]);
  });

  it('keeps, for a list, only the ids allowed, in the order given', async () => {
    expect(await noticePolicy().allowedIds(asha, 'read', [3, 2, 4, 1])).toEqual([2, 1]);
    expect(await noticePolicy().allowedIds(asha, 'read', [])).toEqual([]);
  });
});

describe('a policy over two kinds of record', () => {
  // Schools and their notices: each action loads the kind it is about and names it in its 404.
  const policy = definePolicy({
    module: 'notices',
    noun: { readSchool: { reason: 'http.noSuch.school' }, readNotice: { reason: 'http.noSuch.notice' } },
    actions: { readSchool: 'read a school’s notice board', readNotice: 'read a notice' },
    async load(ids: readonly number[], action) {
      if (action === 'readSchool') return new Map(ids.map((id) => [id, { schoolId: id }]));
      return new Map(NOTICES.filter((n) => ids.includes(n.id)).map((n) => [n.id, { schoolId: n.schoolId }]));
    },
    rules: {
      readSchool: (actor: Actor, r: { schoolId: number }) =>
        inSchools(actor.schoolIds, r.schoolId) ? ALLOWED : ABSENT,
      readNotice: (actor: Actor, r: { schoolId: number }) =>
        inSchools(actor.schoolIds, r.schoolId) ? ALLOWED : ABSENT,
    },
  });

  it('loads by the action and names the record the action is about', async () => {
    expect(await policy.allowedIds(asha, 'readSchool', [10, 20])).toEqual([10]);
    expect((await refusal(policy.authorizeOne(asha, 'readSchool', 20))).message).toBe('No such school.');
    expect((await refusal(policy.authorizeOne(asha, 'readNotice', 3))).message).toBe('No such notice.');
  });
});

describe('a policy whose refusals are reasons of the catalogue', () => {
  // The notice board's rules again, its 404 and 403 given as reasons (any of the catalogue will do).
  const policy = definePolicy({
    module: 'identity',
    noun: { reason: 'identity.noSuchStudent' },
    actions: { read: 'read a notice', change: 'change or withdraw a notice' },
    async load(ids: readonly number[]) {
      return new Map(NOTICES.filter((n) => ids.includes(n.id)).map((n) => [n.id, n]));
    },
    rules: {
      read: (actor: Actor, n: Notice) => (inSchools(actor.schoolIds, n.schoolId) ? ALLOWED : ABSENT),
      change: (actor: Actor, n: Notice) =>
        !inSchools(actor.schoolIds, n.schoolId)
          ? ABSENT
          : n.author === actor.uuid
            ? ALLOWED
            : forbidden({ reason: 'auth.onlyForYourself' }),
    },
  });

  it('says the 404 and the 403 in the reader’s language, English in the error’s own message', async () => {
    const absent = await refusal(policy.authorizeOne(asha, 'read', 3));
    expect([absent.code, absent.reason?.reason, absent.message]).toEqual([
      'NOT_FOUND',
      'identity.noSuchStudent',
      'No such student.',
    ]);
    expect(messageOfReason('hi', absent.reason!)).toBe('यह विद्यार्थी नहीं मिला।');
    const refused = await refusal(policy.authorizeOne(asha, 'change', 2));
    expect([refused.code, refused.reason?.reason]).toEqual(['FORBIDDEN', 'auth.onlyForYourself']);
    expect(messageOfReason('ta', refused.reason!)).toBe('இதை உங்களுக்காக மட்டுமே செய்ய முடியும்.');
  });
});

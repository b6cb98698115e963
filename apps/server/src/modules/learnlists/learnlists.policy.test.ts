import { LearnListStage } from '@esc/domain';
import { describe, expect, it } from 'vitest';
import type { ListRow } from './learnlists.repository.js';
import { createLearnListsPolicy, type ListActor } from './learnlists.policy.js';

// learnlist-access.ts: lists of another school, a draft of somebody else and another parent's
// private list are absent (404); a list the caller sees but may not change is 403. Editors are the
// owner and teachers of the list's school it was shared with; only the owner shares it (403 to the
// other editors). A section's homework report is read by staff of its school who see every section
// or teach it; another teacher of the school is refused with the reason (403), and another school's
// section is absent (404).
const list = (learnlist_id: number, school_id: number | null, owner_uuid: string, stage: number) =>
  ({ learnlist_id, school_id, owner_uuid, stage }) as ListRow;
const LISTS = [
  list(1, 10, 'asha', LearnListStage.Draft),
  list(2, 10, 'asha', LearnListStage.Published),
  list(3, 20, 'meera', LearnListStage.Published),
  list(4, null, 'parent-p', LearnListStage.Published),
];
const SHARED = [{ learnlist_id: 1, teacher_uuid: 'ravi' }];
const SECTIONS = [
  { section_id: 100, school_id: 10 },
  { section_id: 101, school_id: 10 },
  { section_id: 200, school_id: 20 },
];
const sectionLoads: number[][] = [];

const policy = createLearnListsPolicy({
  lists: {
    listsByIds: async (ids) => LISTS.filter((l) => ids.includes(l.learnlist_id)),
    sharedWith: async (ids) => SHARED.filter((s) => ids.includes(s.learnlist_id)),
  },
  sections: {
    sectionsByIds: async (ids) => {
      sectionLoads.push([...ids]);
      return SECTIONS.filter((s) => ids.includes(s.section_id));
    },
  },
});
const teacher = (uuid: string): ListActor => ({ uuid, userTypeId: 3, schoolIds: [10] });

describe('the learn-lists policy', () => {
  it('shows a draft to its editors only, and published lists to the school’s staff', async () => {
    expect(await policy.allowedIds(teacher('ravi'), 'read', [1, 2, 3, 4])).toEqual([1, 2]);
    expect(await policy.allowedIds(teacher('kiran'), 'read', [1, 2, 3, 4])).toEqual([2]);
  });

  it('lets only the owner and teachers it was shared with change a list they see', async () => {
    expect(Object.fromEntries(await policy.can(teacher('kiran'), 'edit', [1, 2, 3]))).toEqual({
      1: 'absent',
      2: { forbidden: { reason: 'learnlists.onlyOwnerOrShared' } },
      3: 'absent',
    });
    expect(await policy.allowedIds(teacher('ravi'), 'edit', [1])).toEqual([1]);
  });

  it('lets only the owner share a list; other editors are refused with the reason', async () => {
    expect(await policy.allowedIds(teacher('asha'), 'share', [1, 2, 3])).toEqual([1, 2]);
    expect(Object.fromEntries(await policy.can(teacher('ravi'), 'share', [1, 2, 3]))).toEqual({
      1: { forbidden: { reason: 'learnlists.onlyOwnerShares' } },
      2: { forbidden: { reason: 'learnlists.onlyOwnerOrShared' } },
      3: 'absent',
    });
  });

  it('keeps a parent’s list to that parent', async () => {
    expect(await policy.allowedIds({ uuid: 'parent-p', userTypeId: 2, schoolIds: [] }, 'assign', [4, 2])).toEqual([4]);
    expect(await policy.allowedIds({ uuid: 'parent-q', userTypeId: 2, schoolIds: [] }, 'read', [4])).toEqual([]);
  });

  it('lets staff make and search lists only in their own schools', async () => {
    expect(await policy.allowedIds(teacher('asha'), 'useSchool', [10, 20])).toEqual([10]);
    const refusal = await policy.authorizeOne(teacher('asha'), 'useSchool', 20).catch((e: Error) => e.message);
    expect(refusal).toBe('No such school.');
  });
});

describe('the learn-lists policy on homework reports', () => {
  const staff = (uuid: string, taught: number[], allSections = false): ListActor => ({
    ...teacher(uuid),
    sections: { allSections, sectionIds: new Set(taught) },
  });

  it('lets a teacher read the report of the sections they teach, and an admin every section of the school, in one load', async () => {
    sectionLoads.length = 0;
    expect(await policy.allowedIds(staff('asha', [101]), 'readSectionReport', [100, 101, 200])).toEqual([101]);
    expect(sectionLoads).toEqual([[100, 101, 200]]);
    expect(await policy.allowedIds(staff('head', [], true), 'readSectionReport', [100, 101, 200])).toEqual([100, 101]);
  });

  it('refuses another teacher of the school with the reason (403), and knows no other school’s section (404)', async () => {
    const refused = await policy.authorizeOne(staff('asha', [101]), 'readSectionReport', 100).catch((e: Error) => e);
    expect(refused).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not teach a section this homework was given to.',
    });
    const other = await policy.authorizeOne(staff('head', [], true), 'readSectionReport', 200).catch((e: Error) => e);
    const missing = await policy.authorizeOne(staff('head', [], true), 'readSectionReport', 999).catch((e: Error) => e);
    expect([other, missing]).toMatchObject([
      { code: 'NOT_FOUND', message: 'No such section.' },
      { code: 'NOT_FOUND', message: 'No such section.' },
    ]);
  });

  it('gives nobody whose sections were not read a section’s report', async () => {
    expect(await policy.allowedIds(teacher('asha'), 'readSectionReport', [100])).toEqual([]);
  });
});

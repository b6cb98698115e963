import { describe, expect, it } from 'vitest';
import {
  createCataloguePolicy,
  PLATFORM_EDITORS_ONLY,
  TAGS_ARE_GLOBAL,
  type CatalogueActor,
} from './catalogue.policy.js';

// DOMAIN.md, "Who may change what": the platform's catalogue is edited only by platform editors; a
// school's own content only by that school's staff. A school's own racks are its people's alone.
const CONTENTS = [
  { content_id: 1, owner_school_id: null },
  { content_id: 2, owner_school_id: 10 },
  { content_id: 3, owner_school_id: 20 },
];
const policy = createCataloguePolicy({ owners: async (ids) => CONTENTS.filter((c) => ids.includes(c.content_id)) });
const staffOf10: CatalogueActor = { schoolIds: [10], platformEditor: false };
const editor: CatalogueActor = { schoolIds: [], platformEditor: true };

describe('the catalogue policy', () => {
  it('lets a school’s staff change their own content, and nobody else’s school’s', async () => {
    expect(Object.fromEntries(await policy.can(staffOf10, 'editContent', [1, 2, 3, 4]))).toEqual({
      1: { forbidden: PLATFORM_EDITORS_ONLY },
      2: 'allowed',
      3: 'absent',
      4: 'absent',
    });
  });

  it('lets platform editors change the platform’s catalogue and its tags, and no school’s content', async () => {
    expect(await policy.allowedIds(editor, 'editContent', [1, 2, 3])).toEqual([1]);
    expect(await policy.allowedIds(editor, 'editTags', [1, 2])).toEqual([1]);
    expect(Object.fromEntries(await policy.can(staffOf10, 'editTags', [2, 3]))).toEqual({
      2: { forbidden: TAGS_ARE_GLOBAL },
      3: 'absent',
    });
  });

  it('shows a school’s own racks to its people only', async () => {
    expect(await policy.allowedIds(staffOf10, 'readSchoolSubjects', [10, 20])).toEqual([10]);
  });
});

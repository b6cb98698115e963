import type { Db } from '../../db/database.js';

export interface GroupRow {
  group_id: number;
  group_name: string;
  group_description: string | null;
  group_thumbnail: string | null;
  group_icon: string | null;
  group_category_id: number;
  language_id: number;
  group_parent_id: number | null;
  display_order: number;
}

/** Groups and their language variants; the table holds tens of rows, so reads take whole families. */
export function createGroupsRepository(db: Db) {
  function groups() {
    return db
      .selectFrom('content_groups')
      .select([
        'group_id',
        'group_name',
        'group_description',
        'group_thumbnail',
        'group_icon',
        'group_category_id',
        'language_id',
        'group_parent_id',
        'display_order',
      ])
      .orderBy('display_order')
      .orderBy('group_id');
  }

  return {
    all(): Promise<GroupRow[]> {
      return groups().execute();
    },

    /** The groups of the ids, their default-language parents and every language variant of them. */
    async families(ids: readonly number[]): Promise<GroupRow[]> {
      if (ids.length === 0) return [];
      return groups()
        .where((eb) =>
          eb.or([
            eb('group_id', 'in', ids),
            eb('group_parent_id', 'in', ids),
            eb(
              'group_id',
              'in',
              eb.selectFrom('content_groups as v').select('v.group_parent_id').where('v.group_id', 'in', ids),
            ),
          ]),
        )
        .execute();
    },
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;

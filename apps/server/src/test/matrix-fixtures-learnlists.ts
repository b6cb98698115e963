import { addCalendarDays, localDate } from '@esc/domain';
import { body, prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext, MatrixRequest } from './matrix-requests.js';

// Learn-lists: the demo teacher's list given to 10-A is the victim (named learnlist_id and assign_id).
// Writes that change or remove a list are pointed at a fresh list of the demo teacher's, so the
// positive control (its owner) does not use up the demo's homework for the routes after it.

const L = '/api/syllabus-v2';
const T = '/api/student-report/teacher';

/** A new list of the demo teacher's holding one platform content item. */
async function freshList(ctx: FixtureContext): Promise<number> {
  const data = await prepare(ctx, `${L}/createUpdateLearnListUniversity`, ctx.world.tokens.teacher, {
    learnlist_name: 'Matrix list',
    learnlist_data: [{ learnlist_item_id: ctx.world.platformContentId, learnlist_item_type: 1 }],
  });
  return data.learnlist.learnlist_id as number;
}

/** The owner's write on a fresh list of the victim school: the demo teacher proves it works. */
function onFreshList(
  fields: (ctx: FixtureContext, listId: number) => Record<string, unknown>,
  where: 'body' | 'query' = 'body',
): Fixture {
  return async (ctx, base): Promise<MatrixRequest> => {
    const listId = await freshList(ctx);
    const made = { learnlist_id: listId, ...fields(ctx, listId) };
    return {
      ...base,
      label: "a list of the victim school's teacher",
      ...(where === 'body' ? { body: body(base, made) } : { query: { ...base.query, ...made } }),
      positive: { caller: 'teacher' },
    };
  };
}

export function learnListFixtures(): Record<string, Fixture> {
  const content = (ctx: FixtureContext) => [{ learnlist_item_id: ctx.world.platformContentId, learnlist_item_type: 1 }];
  const today = localDate(Date.now(), 'IN');
  return {
    [`GET ${L}/learnListDetailByIdsUniversity`]: async (ctx, base) => ({
      ...base,
      query: { ...base.query, ids: String(ctx.world.learnListId) },
    }),
    // Its owner renames it (a school admin sees it and may not change it).
    [`POST ${L}/createUpdateLearnListUniversity`]: async (_ctx, base) => ({ ...base, positive: { caller: 'teacher' } }),
    [`POST ${L}/addItemToLearnListUniversity`]: onFreshList((ctx) => ({ items: content(ctx) })),
    [`PUT ${L}/removeItemFromLearnListUniversity`]: onFreshList((ctx) => ({ items: content(ctx) })),
    [`PUT ${L}/updateLearnListStage`]: onFreshList(() => ({ stage: 2 })),
    [`DELETE ${L}/removeLearnListUniversity`]: onFreshList(() => ({}), 'query'),
    [`POST ${T}/attachOpenTestWithLearnlist`]: onFreshList(() => ({ paper_id: 90001 })),
    [`POST ${T}/assignLearnListToTeacherUniversity`]: onFreshList((ctx) => ({
      teacher_uuids: [ctx.world.victim.uuids[4]],
    })),
    [`POST ${L}/assignLearnListToSections`]: async (_ctx, base) => ({
      ...base,
      label: "the victim school's homework to its section 10-A",
      body: body(base, { sections: [5001], start_date: today, due_date: addCalendarDays(today, 7) }),
    }),
    // The demo student's own task of the 10-A homework (done before: answered with recorded false).
    [`POST ${L}/markLearnListItemComplete`]: async (_ctx, base) => ({
      ...base,
      body: body(base, { learnlist_item_id: 'task-5', learnlist_item_type: 4 }),
    }),
  };
}

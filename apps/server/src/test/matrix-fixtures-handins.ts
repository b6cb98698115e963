import { randomUUID } from 'node:crypto';
import { body, multipart, pdf, prepare } from './matrix-fixture-kit.js';
import type { Fixture, FixtureContext } from './matrix-requests.js';

// Hand-ins in the authorisation matrix: the demo homework of 10-A (the victim's) has the task
// "task-5"; a fixture first sets it to ask for work (its owner, the demo teacher), and the victim
// learner hands in, so the teacher's calls point at the victim's own work.

const H = '/api/syllabus-v2/handins';
const TASK = 'task-5';

/** The demo homework's task asks for work, out of 10 (repeatable: setting it again changes nothing). */
async function asksForWork(ctx: FixtureContext): Promise<void> {
  await prepare(ctx, `${H}/teacher/setTaskHandin`, ctx.world.tokens.teacher, {
    learnlist_id: ctx.world.learnListId,
    learnlist_item_id: TASK,
    asks_for_work: true,
    max_marks: 10,
  });
}

/** The victim learner's hand-in waiting for marks: their newest turn, or a new one when the last was marked. */
async function victimHandin(ctx: FixtureContext): Promise<number> {
  await asksForWork(ctx);
  const mine = await prepare(ctx, `${H}/student/myHandins`, ctx.world.tokens.student, {
    assign_id: ctx.world.assignId,
  });
  const turn = (mine.tasks as { learnlist_item_id: string; handins: { handin_id: number; status: number }[] }[]).find(
    (t) => t.learnlist_item_id === TASK,
  )?.handins[0];
  if (turn && turn.status === 1) return turn.handin_id;
  // A turn taken back (4) needs nothing more before a new hand-in; a marked one is asked for again.
  if (turn && turn.status !== 4) {
    await prepare(ctx, `${H}/teacher/returnHandin`, ctx.world.tokens.teacher, {
      handin_id: turn.handin_id,
      action: 'ask_again',
    });
  }
  const made = await prepare(ctx, `${H}/student/handIn`, ctx.world.tokens.student, {
    assign_id: ctx.world.assignId,
    learnlist_item_id: TASK,
    client_handin_id: randomUUID(),
    text: 'Matrix work',
  });
  return made.handin.handin_id as number;
}

export function handinsFixtures(): Record<string, Fixture> {
  return {
    [`POST ${H}/teacher/setTaskHandin`]: async (ctx, base) => ({
      ...base,
      label: "the victim school's homework task asking for work",
      body: body(base, {
        learnlist_id: ctx.world.learnListId,
        learnlist_item_id: TASK,
        asks_for_work: true,
        max_marks: 10,
      }),
      positive: { caller: 'teacher' },
    }),
    [`POST ${H}/teacher/taskHandins`]: async (ctx, base) => {
      await asksForWork(ctx);
      return { ...base, body: body(base, { learnlist_id: ctx.world.learnListId }) };
    },
    [`POST ${H}/student/myHandins`]: async (ctx, base) => {
      await victimHandin(ctx);
      return {
        ...base,
        label: "the victim learner's work",
        body: { uuid: ctx.world.victimUuid, assign_id: ctx.world.assignId },
      };
    },
    [`POST ${H}/student/handinStates`]: async (ctx, base) => {
      await victimHandin(ctx);
      return {
        ...base,
        label: "the victim learner's states on their homework list",
        body: { uuid: ctx.world.victimUuid, assign_ids: [ctx.world.assignId] },
      };
    },
    [`POST ${H}/student/uploadWork`]: async (ctx, base) => {
      await asksForWork(ctx);
      return {
        ...base,
        label: "a work file for the victim learner's homework",
        raw: multipart({ assign_id: String(ctx.world.assignId), learnlist_item_id: TASK }, pdf()),
      };
    },
    [`POST ${H}/student/handIn`]: async (ctx, base) => {
      const pending = await victimHandin(ctx);
      // The positive control hands in again after the teacher asked for it.
      await prepare(ctx, `${H}/teacher/returnHandin`, ctx.world.tokens.teacher, {
        handin_id: pending,
        action: 'ask_again',
      });
      return {
        ...base,
        label: "work for the victim learner's homework",
        body: { assign_id: ctx.world.assignId, learnlist_item_id: TASK, client_handin_id: randomUUID(), text: 'Work' },
      };
    },
    [`POST ${H}/student/takeBack`]: async (ctx, base) => ({
      ...base,
      label: "the victim learner's hand-in taken back",
      body: { handin_id: await victimHandin(ctx) },
    }),
    [`POST ${H}/teacher/handinList`]: async (ctx, base) => {
      await victimHandin(ctx);
      return {
        ...base,
        label: "who of the victim's section handed in",
        body: body(base, { assign_id: ctx.world.assignId, learnlist_item_id: TASK }),
        positive: { caller: 'teacher' },
      };
    },
    [`POST ${H}/teacher/returnHandin`]: async (ctx, base) => ({
      ...base,
      label: "the victim learner's work returned with marks",
      body: body(base, { handin_id: await victimHandin(ctx), action: 'return', marks: 7.5, comment: 'Well done' }),
      positive: { caller: 'teacher' },
    }),
  };
}

import { completesOnOpen, isLearner, isStaff, questionItemTitle } from '@esc/domain';
import { actingUserFor, type ParentLinks } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { HeldHomeworkItem, HomeworkItemsPort, ItemBrief } from '../learnlists/learnlists.module.js';
import { iso, optionalIdOf } from './assessment-ports.js';
import type { QuestionsRepository } from './questions.repository.js';

// Questions and papers given as learn-list homework: learn-lists names them through its item
// sources (questionBriefs here; papers name theirs); a learner opening one from their homework names
// the assignment (assign_id, or learnlist_assign_id for a paper), which lets the list's school's own
// question or paper through for its learners, and the open (a question read to practise, a paper's
// attempt started) completes the item. The attempts module opens papers with its own copy of this.

export type HomeworkKind = 'question' | 'paper';

/** The homework an open names, when the acting learner holds it with one of the ids as an item. */
export interface HomeworkOpenedFrom {
  held: HeldHomeworkItem;
  /** The item's id as the list holds it. */
  itemId: string;
  learnerUuid: string;
  /** The learner opens it themself (a parent reading along completes nothing, 002 §4.2). */
  completes: boolean;
}

export type HomeworkItems = ReturnType<typeof createHomeworkItems>;

export function createHomeworkItems(deps: {
  homework: HomeworkItemsPort | undefined;
  identity: ParentLinks;
  clock: () => number;
}) {
  const { homework, identity, clock } = deps;

  /**
   * The homework an open names (its assignment id from the wire), when the acting learner (a parent:
   * the linked child named by uuid) holds it with one of these ids as an item of the kind; else null.
   */
  async function openedFrom(
    auth: AuthContext,
    uuid: string | null | undefined,
    assignWire: number | string | null | undefined,
    kind: HomeworkKind,
    itemIds: readonly number[],
  ): Promise<HomeworkOpenedFrom | null> {
    const assignId = optionalIdOf(assignWire ?? null, 'assign_id');
    if (assignId === null || !homework || auth.guest || isStaff(auth.userTypeId)) return null;
    const acting = await actingUserFor(auth, uuid, identity);
    for (const id of new Set(itemIds)) {
      const held = await homework.heldItem(acting.uuid, assignId, kind, String(id));
      if (held) {
        const completes = completesOnOpen({
          isStaff: false,
          isLearner: !acting.forChild && isLearner(auth.userTypeId),
        });
        return { held, itemId: String(id), learnerUuid: acting.uuid, completes };
      }
    }
    return null;
  }

  /** The open completes the homework item (once; learn-lists checks the homework again). */
  async function opened(from: HomeworkOpenedFrom | null, kind: HomeworkKind): Promise<void> {
    if (!from?.completes || !homework) return;
    await homework.itemOpened({
      uuid: from.learnerUuid,
      assignId: from.held.assignId,
      kind,
      itemId: from.itemId,
      at: iso(clock()),
    });
  }

  return { openedFrom, opened };
}

/** Questions by id as learn-lists names them: the stem as plain text, and whose (a child: its passage's). */
export async function questionBriefs(
  questions: Pick<QuestionsRepository, 'byIds' | 'textsOf'>,
  ids: readonly number[],
): Promise<Map<number, ItemBrief>> {
  const rows = await questions.byIds([...new Set(ids)]);
  const parentIds = rows.flatMap((r) => (r.parent_question_id === null ? [] : [r.parent_question_id]));
  const [parents, texts] = await Promise.all([
    parentIds.length === 0 ? [] : questions.byIds(parentIds),
    questions.textsOf(rows.map((r) => r.question_id)),
  ]);
  const out = new Map<number, ItemBrief>();
  for (const row of rows) {
    const top = row.parent_question_id === null ? row : parents.find((p) => p.question_id === row.parent_question_id);
    if (!top) continue;
    const own = texts.filter((t) => t.question_id === row.question_id);
    const text = own.find((t) => t.language_id === 1) ?? own[0];
    out.set(row.question_id, {
      title: questionItemTitle(text?.stem ?? '') || `Question ${row.question_id}`,
      schoolId: top.school_id,
    });
  }
  return out;
}

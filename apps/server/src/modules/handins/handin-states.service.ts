import { MAX_DB_INTEGER, type HandinStatesBody, type HandinStatesData } from '@esc/contracts';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { HandinsDeps } from './handins-ports.js';
import { standingOf } from './handin-views.js';
import type { HandinRow } from './handins.repository.js';

export type HandinStates = ReturnType<typeof createHandinStates>;

/**
 * Each homework's work tasks and the learner's state in them, for the homework list and the
 * dashboard's card (a parent: the child's). Homework the learner does not hold through a section, or
 * whose tasks ask for no work, is left out of the answer, never refused: the list asks by the page.
 */
export function createHandinStates({ tasks, directory, repos, identity }: HandinsDeps) {
  async function statesOf(caller: AuthContext, body: HandinStatesBody): Promise<HandinStatesData> {
    const acting = await actingUserFor(caller, body.uuid, identity);
    // Digits naming no row hold nothing: left out like homework the learner does not hold.
    const assignIds = [...new Set(body.assign_ids.map(Number))].filter(
      (n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_DB_INTEGER,
    );
    const [mine, found, rows] = await Promise.all([
      directory.sectionIdsOf(acting.uuid),
      Promise.all(assignIds.map((id) => tasks.tasksOfAssignment(id))),
      repos.handins.ofLearner(acting.uuid, assignIds),
    ]);
    // A school's homework reaching one of the learner's sections; a parent's own list asks for no work.
    const held = found.filter(
      (f): f is NonNullable<typeof f> =>
        !!f && f.schoolId !== null && f.learnerUuid === null && f.sectionIds.some((id) => mine.includes(id)),
    );
    const homework = await Promise.all(
      held.map(async (f) => {
        const settings = await repos.handins.tasksOf(f.learnlistId, f.taskIds);
        return {
          assign_id: f.assignId,
          tasks: settings.map((s) => {
            const turns = rows.filter((r) => r.assign_id === f.assignId && r.item_id === s.item_id);
            return { learnlist_item_id: s.item_id, max_marks: s.max_marks, ...stateOf(turns) };
          }),
        };
      }),
    );
    return { homework: homework.filter((h) => h.tasks.length > 0) };
  }

  return { statesOf };
}

function stateOf(turns: readonly HandinRow[]) {
  const standing = standingOf(turns);
  const latest = turns[0];
  const marks = standing === 'returned' && latest?.marks != null ? Number(latest.marks) : null;
  return { standing, marks };
}

import { canAssign, isParent, isStaff, LearnListStage } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { LearnListDeps } from './learnlist-ports.js';
import type { ListRow } from './learnlists.repository.js';

/**
 * What the caller wants to do with a list:
 * - read: see it (its school's staff once published; its editors always; a parent their own);
 * - edit: change its name, items or stage (its owner, or teachers of its school it was shared with);
 * - assign: give it as homework, and read its reports (its school's staff once published; a parent their own).
 */
export type ListNeed = 'read' | 'edit' | 'assign';

export interface LoadedList {
  list: ListRow;
  sharedWith: string[];
  editor: boolean;
}

const NOT_FOUND = () => new AppError('NOT_FOUND', 'No such learn-list.');

/** Owner, or a teacher of the list's school it was shared with (a parent's list has its owner only). */
export function isEditor(
  list: ListRow,
  caller: Pick<AuthContext, 'uuid' | 'userTypeId'>,
  sharedWith: readonly string[],
) {
  if (list.owner_uuid === caller.uuid) return true;
  return list.school_id !== null && isStaff(caller.userTypeId) && sharedWith.includes(caller.uuid);
}

export type LearnListAccess = ReturnType<typeof createLearnListAccess>;

/**
 * Who may do what with a list. Lists of another school, a draft of somebody else, and another
 * parent's private list are answered as absent (404); a list the caller sees but may not change is 403.
 */
export function createLearnListAccess({ repos, identity }: LearnListDeps) {
  /** The schools whose lists the caller (staff) works with; none for learners and parents. */
  async function staffSchools(caller: AuthContext): Promise<number[]> {
    return isStaff(caller.userTypeId) ? identity.tenantSchoolIds(caller) : [];
  }

  /** Whether the caller sees the list as its owner's side (not as a learner's homework). */
  function sees(list: ListRow, caller: AuthContext, schoolIds: readonly number[], editor: boolean): boolean {
    if (list.school_id === null) return list.owner_uuid === caller.uuid;
    if (!isStaff(caller.userTypeId) || !schoolIds.includes(list.school_id)) return false;
    return editor || list.stage !== LearnListStage.Draft;
  }

  function mayAssign(list: ListRow, caller: AuthContext, schoolIds: readonly number[], editor: boolean): boolean {
    if (!canAssign(list.stage)) return false;
    if (list.school_id === null) return isParent(caller.userTypeId) && list.owner_uuid === caller.uuid;
    return sees(list, caller, schoolIds, editor);
  }

  /** `knownSchools`: the caller's schools when the service has read them already (a staff scope). */
  async function load(
    caller: AuthContext,
    listId: number,
    need: ListNeed,
    knownSchools?: readonly number[],
  ): Promise<LoadedList> {
    const [[list], shared, schoolIds] = await Promise.all([
      repos.lists.listsByIds([listId]),
      repos.lists.sharedWith([listId]),
      knownSchools ?? staffSchools(caller),
    ]);
    if (!list) throw NOT_FOUND();
    const sharedWith = shared.map((s) => s.teacher_uuid);
    const editor = isEditor(list, caller, sharedWith);
    if (!sees(list, caller, schoolIds, editor)) throw NOT_FOUND();
    if (need === 'edit' && !editor) {
      throw new AppError('FORBIDDEN', 'Only the list’s owner, or teachers it was shared with, change it.');
    }
    if (need === 'assign' && !canAssign(list.stage)) {
      throw new AppError(
        'CONFLICT',
        'Publish the learn-list before assigning it; an archived list is not assigned again.',
      );
    }
    return { list, sharedWith, editor };
  }

  return { load, sees, mayAssign, staffSchools };
}

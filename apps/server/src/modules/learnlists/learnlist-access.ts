import { canAssign, isParent, isStaff } from '@esc/domain';
import { ALLOWED } from '../../platform/auth/policy.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { LearnListDeps } from './learnlist-ports.js';
import type { ListRow } from './learnlists.repository.js';
import { isEditor, learnListsRules, type LearnListsPolicy, type ListActor } from './learnlists.policy.js';

export { isEditor };

/**
 * What the caller wants to do with a list:
 * - read: see it (its school's staff once published; its editors always; a parent their own);
 * - edit: change its name, items or stage (its owner, or teachers of its school it was shared with);
 * - share: share it with teachers of its school (its owner);
 * - assign: give it as homework, and read its reports (its school's staff once published; a parent their own).
 */
export type ListNeed = 'read' | 'edit' | 'share' | 'assign';

export interface LoadedList {
  list: ListRow;
  sharedWith: string[];
  editor: boolean;
}

export type LearnListAccess = ReturnType<typeof createLearnListAccess>;

/**
 * Who may do what with a list, as the learn-lists policy decides (learnlists.policy.ts): lists of
 * another school, a draft of somebody else and another parent's private list are answered as absent
 * (404); a list the caller sees but may not change is 403.
 */
export function createLearnListAccess({
  identity,
  policy,
}: Pick<LearnListDeps, 'identity'> & { policy: LearnListsPolicy }) {
  /** The schools whose lists the caller (staff) works with; none for learners and parents. */
  async function staffSchools(caller: AuthContext): Promise<number[]> {
    return isStaff(caller.userTypeId) ? identity.tenantSchoolIds(caller) : [];
  }

  const actorOf = (caller: AuthContext, schoolIds: readonly number[]): ListActor => ({
    uuid: caller.uuid,
    userTypeId: caller.userTypeId,
    schoolIds,
  });

  /** Whether the caller sees the list as its owner's side (not as a learner's homework): the policy's read rule. */
  function sees(list: ListRow, caller: AuthContext, schoolIds: readonly number[], sharedWith: readonly string[]) {
    return learnListsRules.read(actorOf(caller, schoolIds), { kind: 'list', list, sharedWith }) === ALLOWED;
  }

  function mayAssign(list: ListRow, caller: AuthContext, schoolIds: readonly number[], sharedWith: readonly string[]) {
    if (!canAssign(list.stage)) return false;
    if (list.school_id === null) return isParent(caller.userTypeId) && list.owner_uuid === caller.uuid;
    return learnListsRules.assign(actorOf(caller, schoolIds), { kind: 'list', list, sharedWith }) === ALLOWED;
  }

  /** The school a list is made or searched in, when it is one of the caller's (else 404 "No such school."). */
  async function assertSchool(caller: AuthContext, schoolIds: readonly number[], schoolId: number): Promise<void> {
    await policy.authorizeOne(actorOf(caller, schoolIds), 'useSchool', schoolId);
  }

  /** `knownSchools`: the caller's schools when the service has read them already (a staff scope). */
  async function load(
    caller: AuthContext,
    listId: number,
    need: ListNeed,
    knownSchools?: readonly number[],
  ): Promise<LoadedList> {
    const schoolIds = knownSchools ?? (await staffSchools(caller));
    const record = await policy.authorizeOne(actorOf(caller, schoolIds), need, listId);
    if (record.kind !== 'list') throw new AppError('NOT_FOUND', { reason: 'learnlists.noList' });
    const { list } = record;
    // A state, not a right: the caller may assign the list, but not in this stage.
    if (need === 'assign' && !canAssign(list.stage)) {
      throw new AppError('CONFLICT', { reason: 'learnlists.publishBeforeAssign' });
    }
    const sharedWith = [...record.sharedWith];
    return { list, sharedWith, editor: isEditor(list, caller, sharedWith) };
  }

  return { load, sees, mayAssign, staffSchools, assertSchool };
}

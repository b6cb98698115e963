import { isStaff, LearnListStage } from '@esc/domain';
import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { SectionRecord, StaffScope } from '../institutes/institutes.module.js';
import type { LearnListsRepository, ListRow } from './learnlists.repository.js';

/** The caller as the rules see them: who they are, and (staff) the schools whose lists they work with. */
export interface ListActor extends Pick<AuthContext, 'uuid' | 'userTypeId'> {
  schoolIds: readonly number[];
  /** Staff's sections (every one, or those they teach), for the action on sections; none when not read. */
  sections?: Pick<StaffScope, 'allSections' | 'sectionIds'>;
}

/** A list with the teachers it was shared with, a school a list is made or searched in, or a section homework was given to. */
export type LearnListRecord =
  | { kind: 'list'; list: ListRow; sharedWith: readonly string[] }
  | { kind: 'school'; school_id: number }
  | { kind: 'section'; section_id: number; school_id: number };

export type LearnListAction = 'read' | 'edit' | 'share' | 'assign' | 'useSchool' | 'readSectionReport';

export const NOT_TAUGHT_HOMEWORK = { reason: 'learnlists.notTaughtHomework' } as const;

/** Owner, or a teacher of the list's school it was shared with (a parent's list has its owner only). */
export function isEditor(
  list: ListRow,
  caller: Pick<AuthContext, 'uuid' | 'userTypeId'>,
  sharedWith: readonly string[],
) {
  if (list.owner_uuid === caller.uuid) return true;
  return list.school_id !== null && isStaff(caller.userTypeId) && sharedWith.includes(caller.uuid);
}

/**
 * Whether the caller sees the list from its owner's side (not as a learner's homework): a parent's
 * list its owner only; a school's list its school's staff, once published unless they edit it.
 */
function sees(actor: ListActor, record: LearnListRecord): record is Extract<LearnListRecord, { kind: 'list' }> {
  if (record.kind !== 'list') return false;
  const { list, sharedWith } = record;
  if (list.school_id === null) return list.owner_uuid === actor.uuid;
  if (!isStaff(actor.userTypeId) || !inSchools(actor.schoolIds, list.school_id)) return false;
  return isEditor(list, actor, sharedWith) || list.stage !== LearnListStage.Draft;
}

/** Its editors change a list they see; others who see it are refused with the reason. */
function editRule(actor: ListActor, record: LearnListRecord): Decision {
  if (!sees(actor, record)) return ABSENT;
  return isEditor(record.list, actor, record.sharedWith)
    ? ALLOWED
    : forbidden({ reason: 'learnlists.onlyOwnerOrShared' });
}

/**
 * Lists of another school, a draft of somebody else and another parent's private list are absent
 * (404); a list the caller sees but may not change is 403, and one they change but do not own is
 * not theirs to share (403). A section's homework report is read by staff of its school who see
 * every section or teach it (403 with the reason to another teacher).
 */
export const learnListsRules = {
  read: (actor: ListActor, record: LearnListRecord): Decision => (sees(actor, record) ? ALLOWED : ABSENT),
  edit: editRule,
  share: (actor: ListActor, record: LearnListRecord): Decision => {
    const edit = editRule(actor, record);
    if (edit !== ALLOWED || record.kind !== 'list') return edit;
    return record.list.owner_uuid === actor.uuid ? ALLOWED : forbidden({ reason: 'learnlists.onlyOwnerShares' });
  },
  assign: (actor: ListActor, record: LearnListRecord): Decision => (sees(actor, record) ? ALLOWED : ABSENT),
  useSchool: (actor: ListActor, record: LearnListRecord): Decision =>
    record.kind === 'school' && inSchools(actor.schoolIds, record.school_id) ? ALLOWED : ABSENT,
  readSectionReport: (actor: ListActor, record: LearnListRecord): Decision => {
    if (record.kind !== 'section' || !inSchools(actor.schoolIds, record.school_id)) return ABSENT;
    const seen = actor.sections?.allSections === true || actor.sections?.sectionIds.has(record.section_id) === true;
    return seen ? ALLOWED : forbidden(NOT_TAUGHT_HOMEWORK);
  },
} as const;

export type LearnListsPolicy = ReturnType<typeof createLearnListsPolicy>;

export function createLearnListsPolicy({
  lists,
  sections,
}: {
  lists: Pick<LearnListsRepository, 'listsByIds' | 'sharedWith'>;
  sections: { sectionsByIds(ids: readonly number[]): Promise<Pick<SectionRecord, 'section_id' | 'school_id'>[]> };
}) {
  return definePolicy({
    module: 'learnlists',
    noun: {
      read: { reason: 'http.noSuch.learnList' },
      edit: { reason: 'http.noSuch.learnList' },
      share: { reason: 'http.noSuch.learnList' },
      assign: { reason: 'http.noSuch.learnList' },
      useSchool: { reason: 'http.noSuch.school' },
      readSectionReport: { reason: 'http.noSuch.section' },
    },
    actions: {
      read: 'See a learn-list from its owner’s side: its school’s staff once published, its editors always, a parent their own.',
      edit: 'Change a learn-list’s name, items or stage: its owner, or teachers of its school it was shared with.',
      share: 'Share a learn-list with teachers of its school: its owner only.',
      assign:
        'Give a learn-list as homework and read its reports: its school’s staff once published, a parent their own.',
      useSchool: 'Make or search learn-lists of a school: its own staff only.',
      readSectionReport:
        'Read the homework report of a section a learn-list was given to: staff of its school who see every section, or a teacher who teaches it.',
    },
    async load(ids: readonly number[], action: LearnListAction) {
      if (action === 'useSchool') {
        return new Map(ids.map((id): [number, LearnListRecord] => [id, { kind: 'school', school_id: id }]));
      }
      if (action === 'readSectionReport') {
        return new Map(
          (await sections.sectionsByIds(ids)).map(({ section_id, school_id }): [number, LearnListRecord] => [
            section_id,
            { kind: 'section', section_id, school_id },
          ]),
        );
      }
      const [rows, shared] = await Promise.all([lists.listsByIds(ids), lists.sharedWith(ids)]);
      return new Map(
        rows.map((list): [number, LearnListRecord] => [
          list.learnlist_id,
          {
            kind: 'list',
            list,
            sharedWith: shared.filter((s) => s.learnlist_id === list.learnlist_id).map((s) => s.teacher_uuid),
          },
        ]),
      );
    },
    rules: learnListsRules,
  });
}

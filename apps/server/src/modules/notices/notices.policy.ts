import { isSchoolAdmin } from '@esc/domain';
import { ABSENT, ALLOWED, definePolicy, forbidden, inSchools, type Decision } from '../../platform/auth/policy.js';
import type { StaffActor } from '../../platform/auth/staff-actor.js';
import type { NoticeRow } from './notices.repository.js';

/** What the rules read of a notice. */
export type NoticeFacts = Pick<NoticeRow, 'school_id' | 'author_uuid'>;

export const NOTICE_ACTIONS = {
  change: 'Change or remove a notice, or read who of its audience has read it.',
} as const;

export type NoticeAction = keyof typeof NOTICE_ACTIONS;

/**
 * A notice is its school's: staff of another school find no such notice. Only its author or a school
 * admin changes it or reads its receipts.
 */
export const NOTICE_RULES: { readonly [A in NoticeAction]: (actor: StaffActor, notice: NoticeFacts) => Decision } = {
  change: (actor, notice) => {
    if (!inSchools(actor.schoolIds, notice.school_id)) return ABSENT;
    return notice.author_uuid === actor.uuid || isSchoolAdmin(actor.userTypeId, actor.role)
      ? ALLOWED
      : forbidden({ reason: 'notices.onlyAuthorOrAdmin' });
  },
};

/** The notices module's policy: who may do what to a notice, decided for a set of notices in one load. */
export function createNoticesPolicy<Row extends NoticeFacts = NoticeRow>(
  load: (ids: readonly number[]) => Promise<ReadonlyMap<number, Row>>,
) {
  return definePolicy<StaffActor, NoticeAction, number, Row>({
    module: 'notices',
    noun: { reason: 'http.noSuch.notice' },
    actions: NOTICE_ACTIONS,
    load,
    rules: NOTICE_RULES,
  });
}

export type NoticesPolicy = ReturnType<typeof createNoticesPolicy<NoticeRow>>;

import { DEFAULT_SCHOOL_ID, isBatchExpired, localDate } from '@esc/domain';
import type { MembershipRow } from './access-facts.repository.js';

/** The school (and batch) that decides for this board and class, and that school's "today". */
export interface SchoolPlace {
  schoolId: number;
  batch: { startDate: string; validUntil: string | null } | null;
  escOnlineOnlyDisallowed: boolean;
  today: string;
}

/**
 * The learner's section of the board and class decides (an open batch before an ended one), in
 * the default school 17250 as in an institute. Without one, a learner counts as the default school;
 * staff count as their main school. "Today" is the deciding school's day in its country (spec 002 §9).
 */
export function schoolPlaceFor(
  memberships: readonly MembershipRow[],
  boardId: number,
  classId: number,
  staff: boolean,
  nowMs: number,
): SchoolPlace {
  const sections = memberships
    .filter((m) => m.section_id !== null && m.board_id === boardId && m.class_id === classId && m.valid_from)
    .map((m) => {
      const batch = { startDate: m.valid_from!, validUntil: m.valid_until };
      const today = localDate(nowMs, m.country_iso);
      return { m, batch, today, expired: isBatchExpired(batch, today) };
    })
    .sort(
      (a, b) =>
        Number(a.expired) - Number(b.expired) ||
        (b.batch.validUntil ?? '9999').localeCompare(a.batch.validUntil ?? '9999'),
    );
  const best = sections[0];
  if (best) {
    return {
      schoolId: best.m.school_id,
      batch: best.batch,
      escOnlineOnlyDisallowed: best.m.esc_online_content_allowed === 0,
      today: best.today,
    };
  }
  const main = staff ? memberships[0] : memberships.find((m) => m.school_id === DEFAULT_SCHOOL_ID);
  return {
    schoolId: main?.school_id ?? DEFAULT_SCHOOL_ID,
    batch: null,
    escOnlineOnlyDisallowed: main?.esc_online_content_allowed === 0,
    today: localDate(nowMs, main?.country_iso),
  };
}

import { isLearner, isParent } from '@esc/domain';
import { useActiveChild } from '../../../lib/active-child.context';
import { useCurrentProfile } from '../../../lib/current-profile.api';

export interface CalendarLearner {
  uuid: string;
  name: string;
  /** A parent acting for the active child: calls name the child (uuid). */
  forChild: boolean;
  /** The country whose days the calendar shows (the school's; a parent: the child's). */
  countryIso: string | null;
}

/** Whose calendar a screen shows: the learner's own, a parent's active child's; null for staff. */
export function useCalendarLearner() {
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  const p = profile.data;
  let learner: CalendarLearner | null = null;
  if (p && isLearner(p.user_type_id)) {
    learner = { uuid: p.uuid, name: p.name, forChild: false, countryIso: p.country_iso ?? null };
  } else if (p && isParent(p.user_type_id)) {
    const child = p.children.find((c) => c.uuid === storedChildUuid) ?? p.children[0];
    if (child) {
      learner = { uuid: child.uuid, name: child.name, forChild: true, countryIso: child.country_iso ?? p.country_iso };
    }
  }
  const staff = !!p && !isLearner(p.user_type_id) && !isParent(p.user_type_id);
  return { learner, staff, profile };
}

import type { SectionSummary } from '@esc/contracts';
import { isParent } from '@esc/domain';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';
import { useCurrentProfile } from '../../../lib/current-profile.api';

export interface LearnerScope {
  /** The learner: the person, or a parent's active child; null while loading or without a child. */
  learnerUuid: string | null;
  /** The learner's first section (board and class); null without one. */
  section: SectionSummary | null;
  forChild: boolean;
}

/** Whose study this is: a learner's own, or for a parent the active child's (002 §1). */
export function useLearnerScope() {
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  let scope: LearnerScope | null = null;
  if (profile.data) {
    if (isParent(profile.data.user_type_id)) {
      const childUuid = resolveActiveChild(profile.data.children, storedChildUuid);
      const child = profile.data.children.find((c) => c.uuid === childUuid);
      scope = { learnerUuid: child?.uuid ?? null, section: child?.sections[0] ?? null, forChild: true };
    } else {
      scope = { learnerUuid: profile.data.uuid, section: profile.data.sections[0] ?? null, forChild: false };
    }
  }
  return { profile, scope };
}

import type { StudentDetail } from '@esc/contracts';
import { isLearner, isParent } from '@esc/domain';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useSession } from '../../../lib/session';

export interface HomeworkLearner {
  uuid: string;
  name: string;
  /** A parent acting for this child: calls name the child (uuid). */
  forChild: boolean;
}

/**
 * Whose homework a screen shows: the learner's own, or for a parent the active child (as everywhere
 * else). Null while the profile loads, and for people who hold no homework (staff, a parent with no child).
 */
export function useHomeworkLearner() {
  const session = useSession();
  const profile = useCurrentProfile();
  const { storedChildUuid, setActiveChild } = useActiveChild();
  const userTypeId = session?.user_type_id ?? 0;
  const parent = isParent(userTypeId);
  const linkedChildren: readonly StudentDetail[] = profile.data?.children ?? [];
  let learner: HomeworkLearner | null = null;
  if (session && isLearner(userTypeId)) {
    learner = { uuid: session.uuid, name: profile.data?.name ?? '', forChild: false };
  } else if (parent && profile.data) {
    const childUuid = resolveActiveChild(linkedChildren, storedChildUuid);
    const child = linkedChildren.find((c) => c.uuid === childUuid);
    if (child) learner = { uuid: child.uuid, name: child.name, forChild: true };
  }
  return {
    learner,
    parent,
    linkedChildren,
    setActiveChild,
    profile,
    /** Still finding out who the learner is. */
    pending: !!session && (parent ? profile.isPending : false),
  };
}

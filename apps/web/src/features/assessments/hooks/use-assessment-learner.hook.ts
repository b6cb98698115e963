import type { StudentDetail } from '@esc/contracts';
import { isLearner, isParent } from '@esc/domain';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useSession } from '../../../lib/session';

export interface AssessmentLearner {
  uuid: string;
  name: string;
  /** A parent acting for this child: calls name the child (uuid); the child attempts, not the parent. */
  forChild: boolean;
}

/** Whose tests a screen shows: the learner's own, or for a parent the active child. */
export function useAssessmentLearner() {
  const session = useSession();
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  const userTypeId = session?.user_type_id ?? 0;
  const linkedChildren: readonly StudentDetail[] = profile.data?.children ?? [];
  let learner: AssessmentLearner | null = null;
  if (session && isLearner(userTypeId)) {
    learner = { uuid: session.uuid, name: profile.data?.name ?? '', forChild: false };
  } else if (isParent(userTypeId) && profile.data) {
    const childUuid = resolveActiveChild(linkedChildren, storedChildUuid);
    const child = linkedChildren.find((c) => c.uuid === childUuid);
    if (child) learner = { uuid: child.uuid, name: child.name, forChild: true };
  }
  return { learner, loading: profile.isPending && session !== null };
}

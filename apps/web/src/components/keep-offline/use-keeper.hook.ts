import { isLearner, isParent } from '@esc/domain';
import { resolveActiveChild } from '../../lib/active-child';
import { useActiveChild } from '../../lib/active-child.context';
import { useCurrentProfile } from '../../lib/current-profile.api';
import { isGuestSession, useSession } from '../../lib/session';

/** Who keeps: a learner for themselves, a parent for the active child; null for anyone else. */
export function useKeeper(): { forUuid: string | null } | null {
  const session = useSession();
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  if (!session || isGuestSession(session)) return null;
  if (isLearner(session.user_type_id)) return { forUuid: null };
  if (!isParent(session.user_type_id)) return null;
  const child = resolveActiveChild(profile.data?.children ?? [], storedChildUuid);
  return child ? { forUuid: child } : null;
}

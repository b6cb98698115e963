import { isParent } from '@esc/domain';
import { useQuery } from '@tanstack/react-query';
import { resolveActiveChild } from '../../lib/active-child';
import { useActiveChild } from '../../lib/active-child.context';
import { useCurrentProfile } from '../../lib/current-profile.api';
import { useSession } from '../../lib/session';
import { accessDecisionQueryOptions, type AccessTarget } from './access-gate.api';

/**
 * Asks the server's access gate whether this item may be opened (spec 002 §4.2: access check, then
 * play). A parent asks for the active child. The answer is data: {allowed, reason, prompt, explanation}.
 */
export function useAccessDecision(target: AccessTarget & { enabled?: boolean }) {
  const session = useSession();
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  const parent = !!session && isParent(session.user_type_id);
  const learnerUuid = parent ? resolveActiveChild(profile.data?.children ?? [], storedChildUuid) : null;
  const { enabled = true, ...item } = target;
  return useQuery({
    ...accessDecisionQueryOptions(session?.uuid ?? 'guest', learnerUuid, item),
    // A parent's decision is about the active child: wait until the children are known.
    enabled: enabled && String(item.itemId) !== '' && (!parent || !profile.isPending),
  });
}

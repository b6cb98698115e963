import type { HomeworkEntry, StudentDetail } from '@esc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { learnerHomeworkQueryOptions } from '../api/learner-homework.api';
import { learnlistKeys } from '../api/learnlists.keys';

interface FindOptions {
  assignId: number | null;
  /** The homework already read (the learner's, or the active child's). */
  entries: readonly HomeworkEntry[] | undefined;
  /** A parent's other children: a notification may be about any of them. */
  otherChildren: readonly StudentDetail[];
  /** Makes the child whose homework it is the active child. */
  onOtherChild: (uuid: string) => void;
}

/**
 * The homework a link names (?assignId=, as notifications link): found in the homework read, or for
 * a parent in another child's, who then becomes the active child. 'missing' when nobody holds it.
 */
export function useFindAssignment({ assignId, entries, otherChildren, onOtherChild }: FindOptions) {
  const queryClient = useQueryClient();
  const found = assignId === null ? undefined : entries?.find((e) => e.assign_id === assignId);
  const searchOthers = assignId !== null && entries !== undefined && !found && otherChildren.length > 0;
  const owner = useQuery({
    queryKey: [...learnlistKeys.homework(), 'owner-of', assignId, otherChildren.map((c) => c.uuid)],
    queryFn: async () => {
      for (const child of otherChildren) {
        const homework = await queryClient.fetchQuery(learnerHomeworkQueryOptions(child.uuid, true));
        if (homework.homework.some((e) => e.assign_id === assignId)) return child.uuid;
      }
      return null;
    },
    enabled: searchOthers,
  });
  const ownerUuid = searchOthers ? (owner.data ?? null) : null;
  useEffect(() => {
    if (ownerUuid) onOtherChild(ownerUuid);
  }, [ownerUuid, onOtherChild]);
  if (assignId === null || entries === undefined) return { found: undefined, missing: false };
  const settled = !searchOthers || !owner.isPending;
  return { found, missing: !found && !ownerUuid && settled };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';

export interface DetailAsk {
  learnlistId: number;
  /** A learner's assignment: completion per item and the open mode come with it. */
  assignId?: number | null;
  /** A parent reading a child's homework names the child. */
  learnerUuid?: string | null;
}

export function fetchLearnListDetail(ask: DetailAsk, signal?: AbortSignal) {
  const query = {
    learnListId: ask.learnlistId,
    assignId: ask.assignId ?? undefined,
    uuid: ask.learnerUuid ?? undefined,
  };
  return api.call('GET /syllabus-v2/learnListDetailUniversity', { query }, { signal });
}

/** A list as its owner and the school's staff see it: items in order, can_edit and can_assign. */
export function learnListDetailQueryOptions(learnlistId: number) {
  return queryOptions({
    queryKey: learnlistKeys.detail(learnlistId),
    queryFn: ({ signal }) => fetchLearnListDetail({ learnlistId }, signal),
  });
}

export function useLearnListDetail(learnlistId: number | null) {
  return useQuery({ ...learnListDetailQueryOptions(learnlistId ?? 0), enabled: learnlistId !== null });
}

/**
 * A learner's homework list with their completion per item (a parent's: the child's). Read fresh on
 * every visit: an item completed in the player shows done on the way back.
 */
export function useHomeworkDetail(ask: {
  learnlistId: number;
  assignId: number | null;
  learner: { uuid: string; forChild: boolean } | null;
}) {
  const { learnlistId, assignId, learner } = ask;
  return useQuery({
    queryKey: learnlistKeys.homeworkDetail(learner?.uuid ?? '', learnlistId, assignId),
    queryFn: ({ signal }) =>
      fetchLearnListDetail({ learnlistId, assignId, learnerUuid: learner?.forChild ? learner.uuid : null }, signal),
    enabled: learner !== null,
    staleTime: 0,
  });
}

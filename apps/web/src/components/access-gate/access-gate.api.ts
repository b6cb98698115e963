import type { AccessDecideBody, AccessItemKind } from '@esc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** What to ask the gate about (POST /access/decide). */
export interface AccessTarget {
  kind: AccessItemKind;
  itemId: string | number;
  /** Picks among a content's places; required by the server for kinds without a table (learn-lists, ...). */
  boardId?: number | null;
  classId?: number | null;
  groupId?: number | null;
  learnListMode?: number | null;
  fromLearnList?: boolean;
  /** The homework the item is opened from: the server reads the assignment and decides the mode. */
  assignId?: number | null;
}

export const accessKeys = {
  all: ['access'] as const,
  decision: (owner: string, learner: string | null, target: AccessTarget) =>
    [
      ...accessKeys.all,
      'decision',
      owner,
      learner,
      target.kind,
      String(target.itemId),
      target.boardId ?? null,
      target.classId ?? null,
      target.groupId ?? null,
      target.learnListMode ?? null,
      target.fromLearnList ?? false,
      target.assignId ?? null,
    ] as const,
};

/**
 * The gate's decision for the caller, or for a parent the active child (`learnerUuid`). A free open it
 * allows is recorded by the server, once: asking again is harmless, so the call may be retried.
 */
export function fetchAccessDecision(target: AccessTarget, learnerUuid: string | null, signal?: AbortSignal) {
  const body: AccessDecideBody = {
    item_kind: target.kind,
    item_id: target.itemId,
    board_id: target.boardId ?? undefined,
    class_id: target.classId ?? undefined,
    group_id: target.groupId ?? undefined,
    learn_list_mode: target.learnListMode ?? undefined,
    from_learn_list: target.fromLearnList || undefined,
    assign_id: target.assignId ?? undefined,
    platform: 'web',
    ...(learnerUuid ? { uuid: learnerUuid } : {}),
  };
  return api.call('POST /access/decide', { body }, { idempotent: true, signal });
}

export function accessDecisionQueryOptions(owner: string, learnerUuid: string | null, target: AccessTarget) {
  return queryOptions({
    queryKey: accessKeys.decision(owner, learnerUuid, target),
    queryFn: ({ signal }) => fetchAccessDecision(target, learnerUuid, signal),
    // Asked on every open: a package bought a minute ago must count.
    staleTime: 0,
    gcTime: 5 * 60_000,
  });
}

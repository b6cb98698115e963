import type { AddItemToClassRecapBody, ClassRecapItem, PublishClassRecapBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { appOutbox } from '../../../lib/outbox.app';
import { learnlistKeys } from './learnlists.keys';

const CLASSROOM = '/live-class/classroom';

export const classRecapKeys = {
  all: [...learnlistKeys.all, 'class-recap'] as const,
  active: (subjectId: number) => [...classRecapKeys.all, 'active', subjectId] as const,
};

/**
 * The live classes of this subject the teacher presents and is teaching now (their active-class
 * state). Read again each minute, so a class whose window has passed drops out (000 §4).
 */
export function useActiveClasses(subjectId: number, enabled: boolean) {
  return useQuery({
    queryKey: classRecapKeys.active(subjectId),
    queryFn: ({ signal }) => api.call(`POST ${CLASSROOM}/activeClass`, { body: { subject_id: subjectId } }, { signal }),
    enabled,
    refetchInterval: 60_000,
    retry: false,
  });
}

export const RECAP_ITEM_TAG = 'class-recap-item';

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Adds an item the teacher opened to the class's recap (the first one makes it), through the app's
 * outbox: opened with no connection, it waits on the device with the time it was opened and is added
 * when the link returns (the server judges the class's window at that time; an item is in a recap
 * once, so a resend changes nothing). Answers the outbox entry's id.
 */
export function addToClassRecap(owner: string, lectureId: number, item: ClassRecapItem, now = Date.now()): string {
  const id = newId();
  const body: AddItemToClassRecapBody = { lecture_id: lectureId, item, made_at: new Date(now).toISOString() };
  // keepalive: the open may take the teacher away from the page before the answer arrives.
  appOutbox.enqueue(
    { id, tag: RECAP_ITEM_TAG, owner, path: `${CLASSROOM}/addItemToClassRecap`, body },
    { keepalive: true },
  );
  return id;
}

export function usePublishClassRecap(subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishClassRecapBody) =>
      api.call(`POST ${CLASSROOM}/publishUnpublishLiveClassLearnlist`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classRecapKeys.active(subjectId) }),
  });
}

export interface RecapRange {
  start_date: string;
  end_date: string;
  /** A parent's active child. */
  uuid?: string;
}

/** The recaps of the caller's classes (a learner: their sections' published ones) between two days. */
export function useClassroomRecaps(range: RecapRange, enabled: boolean) {
  return useQuery({
    queryKey: [...classRecapKeys.all, 'list', range],
    queryFn: ({ signal }) => api.call(`POST ${CLASSROOM}/classroomRecapList`, { body: range }, { signal }),
    enabled,
  });
}

/** Publish or take back a recap from the recaps screen: its list is read again. */
export function usePublishRecap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishClassRecapBody) =>
      api.call(`POST ${CLASSROOM}/publishUnpublishLiveClassLearnlist`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classRecapKeys.all }),
  });
}

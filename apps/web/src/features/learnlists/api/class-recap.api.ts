import type { AddItemToClassRecapBody, ClassRecapItem, PublishClassRecapBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
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

/** Adds an item the teacher opened to the class's recap (the first one makes it). */
export function addToClassRecap(lectureId: number, item: ClassRecapItem) {
  const body: AddItemToClassRecapBody = { lecture_id: lectureId, item };
  // keepalive: the open may take the teacher away from the page before the answer arrives.
  return api.call(`POST ${CLASSROOM}/addItemToClassRecap`, { body }, { keepalive: true });
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

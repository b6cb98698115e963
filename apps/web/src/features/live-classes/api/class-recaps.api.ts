import type { ClassroomRecapListBody } from '@esc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { liveClassKeys } from './live-classes.api';

/**
 * The published recaps of the learner's (a parent: the active child's) classes of the days asked
 * (classroomRecapList), for the schedule's class cards. A failure leaves the cards as
 * they are: the schedule stands without its recap links.
 */
export function useScheduleRecaps(body: ClassroomRecapListBody) {
  return useQuery({
    queryKey: [...liveClassKeys.all, 'recaps', body],
    queryFn: ({ signal }) => api.call('POST /live-class/classroom/classroomRecapList', { body }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

import type { MyScheduleBody, SaveLiveClassBody } from '@esc/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const TS = '/live-class/teacher/schedule';

export const liveClassKeys = {
  all: ['live-classes'] as const,
  schedule: (body: MyScheduleBody) => [...liveClassKeys.all, 'schedule', body] as const,
  upcoming: () => [...liveClassKeys.all, 'upcoming'] as const,
};

/** The learner's (a parent: the active child's) classes of the days asked. */
export function useMySchedule(body: MyScheduleBody) {
  return useQuery({
    queryKey: liveClassKeys.schedule(body),
    queryFn: ({ signal }) => api.call('POST /live-class/student/schedule/myScheduleUniversity', { body }, { signal }),
    placeholderData: keepPreviousData,
    // A class becomes joinable at its start: read again each minute while the screen is open.
    refetchInterval: 60_000,
  });
}

export function useUpcomingClasses() {
  return useQuery({
    queryKey: liveClassKeys.upcoming(),
    queryFn: ({ signal }) => api.call(`GET ${TS}/upcomingClassesUniversity`, undefined, { signal }),
    // A class can be started from a few minutes before its start: read again each minute.
    refetchInterval: 60_000,
  });
}

export function useSaveLiveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveLiveClassBody) => api.call(`POST ${TS}/saveLiveClass`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: liveClassKeys.all }),
  });
}

export function useStartLiveLecture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schId: number) => api.call(`POST ${TS}/startLiveLecture`, { body: { sch_id: schId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: liveClassKeys.all }),
  });
}

/** The join flow's attendee registration (spec 001 §2 step 3). */
export function registerAttendee(schId: number, childUuid: string | null) {
  return api.call('POST /live-class/student/attendance/addImpartusUserUniversity', {
    body: { sch_id: schId, ...(childUuid ? { uuid: childUuid } : {}) },
  });
}

/** The signed-in teacher's subjects by section (teacherDetail), for the form's subject choice. */
export function useTeacherSubjects(enabled: boolean) {
  return useQuery({
    queryKey: [...liveClassKeys.all, 'teacher-subjects'],
    queryFn: ({ signal }) => api.call('POST /cognito-login-service/auth/teacherDetail', { body: {} }, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

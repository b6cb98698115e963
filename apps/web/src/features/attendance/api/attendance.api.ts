import type {
  AttendanceRegisterBody,
  MyAttendanceBody,
  SchoolAttendanceBody,
  SectionAttendanceBody,
} from '@esc/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';

export const OFFLINE = '/live-class/offlineAttendance';

export const attendanceKeys = {
  all: ['attendance'] as const,
  register: (body: AttendanceRegisterBody) => [...attendanceKeys.all, 'register', body] as const,
  section: (body: SectionAttendanceBody) => [...attendanceKeys.all, 'section', body] as const,
  school: (body: SchoolAttendanceBody) => [...attendanceKeys.all, 'school', body] as const,
  mine: (body: MyAttendanceBody) => [...attendanceKeys.all, 'mine', body] as const,
};

/** The register of a section for a day (the server's today when no date is given). */
export function useRegister(body: AttendanceRegisterBody | null) {
  return useQuery({
    queryKey: attendanceKeys.register(body ?? { section_id: 0 }),
    queryFn: ({ signal }) => api.call(`POST ${OFFLINE}/markAttendanceDetails`, { body: body! }, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSectionAttendance(body: SectionAttendanceBody | null) {
  return useQuery({
    queryKey: attendanceKeys.section(body ?? { section_id: 0 }),
    queryFn: ({ signal }) => api.call(`POST ${OFFLINE}/sectionWiseAttendance`, { body: body! }, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSchoolAttendance(body: SchoolAttendanceBody) {
  return useQuery({
    queryKey: attendanceKeys.school(body),
    queryFn: ({ signal }) => api.call(`POST ${OFFLINE}/schoolAttendance`, { body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A learner's own month (a parent: the child named by uuid). */
export function useMyAttendance(body: MyAttendanceBody) {
  return useQuery({
    queryKey: attendanceKeys.mine(body),
    queryFn: ({ signal }) => api.call(`POST ${OFFLINE}/myAttendance`, { body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** sendPNForAttendance: the day's absence notice to the parents of absent learners. */
export function useSendAbsenceNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { section_id: number; date: string }) =>
      api.call(`POST ${OFFLINE}/sendPNForAttendance`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

/** The section's attendance as a file: v1 a spreadsheet, v2 a CSV (docs/attendance.md). */
export async function downloadAttendance(format: 'xlsx' | 'csv', body: SectionAttendanceBody, fileName: string) {
  const key =
    format === 'xlsx'
      ? (`POST ${OFFLINE}/downloadAttendance` as const)
      : (`POST ${OFFLINE}/v2/downloadAttendance` as const);
  const blob = await api.file(key, { body });
  saveFile(blob, fileName);
}

import type {
  AbsenceNoticeData,
  AttendanceRegisterBody,
  AttendanceRegisterData,
  MyAttendanceBody,
  MyAttendanceData,
  SchoolAttendanceBody,
  SchoolAttendanceData,
  SectionAttendanceBody,
  SectionAttendanceData,
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

const post =
  <T>(path: string, body: unknown) =>
  ({ signal }: { signal: AbortSignal }) =>
    api.request<T>(`${OFFLINE}/${path}`, { method: 'POST', body, signal });

/** The register of a section for a day (the server's today when no date is given). */
export function useRegister(body: AttendanceRegisterBody | null) {
  return useQuery({
    queryKey: attendanceKeys.register(body ?? { section_id: 0 }),
    queryFn: post<AttendanceRegisterData>('markAttendanceDetails', body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSectionAttendance(body: SectionAttendanceBody | null) {
  return useQuery({
    queryKey: attendanceKeys.section(body ?? { section_id: 0 }),
    queryFn: post<SectionAttendanceData>('sectionWiseAttendance', body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSchoolAttendance(body: SchoolAttendanceBody) {
  return useQuery({
    queryKey: attendanceKeys.school(body),
    queryFn: post<SchoolAttendanceData>('schoolAttendance', body),
    placeholderData: keepPreviousData,
  });
}

/** A learner's own month (a parent: the child named by uuid). */
export function useMyAttendance(body: MyAttendanceBody) {
  return useQuery({
    queryKey: attendanceKeys.mine(body),
    queryFn: post<MyAttendanceData>('myAttendance', body),
    placeholderData: keepPreviousData,
  });
}

/** sendPNForAttendance: the day's absence notice to the parents of absent learners. */
export function useSendAbsenceNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { section_id: number; date: string }) =>
      api.request<AbsenceNoticeData>(`${OFFLINE}/sendPNForAttendance`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

/** The section's attendance as a file: v1 a spreadsheet, v2 a CSV (docs/attendance.md). */
export async function downloadAttendance(format: 'xlsx' | 'csv', body: SectionAttendanceBody, fileName: string) {
  const path = format === 'xlsx' ? 'downloadAttendance' : 'v2/downloadAttendance';
  const blob = await api.request<Blob>(`${OFFLINE}/${path}`, { method: 'POST', body, as: 'blob' });
  saveFile(blob, fileName);
}

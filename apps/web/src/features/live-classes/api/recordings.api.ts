import type { RecordedClassesBody, SaveRecordingBody } from '@esc/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isApiError, NO_ANSWER } from '../../../lib/api-error';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { liveClassKeys } from './live-classes.api';

const STUDENT = '/live-class/student/schedule';
const TEACHER = '/live-class/teacher/schedule';

/** 002 §8: a recorded-lecture view error is retried once, after 250 ms. */
export const VIEW_RETRY_DELAY_MS = 250;

export const recordingKeys = {
  all: [...liveClassKeys.all, 'recordings'] as const,
  list: (body: RecordedClassesBody) => [...recordingKeys.all, 'list', body] as const,
  subjects: (childUuid: string | null) => [...recordingKeys.all, 'subjects', childUuid] as const,
  lecture: (videoId: number, childUuid: string | null, assignId: number | null) =>
    [...recordingKeys.all, 'lecture', videoId, childUuid, assignId] as const,
  note: (noteId: number) => [...recordingKeys.all, 'note', noteId] as const,
  past: (pageNo: number) => [...recordingKeys.all, 'past', pageNo] as const,
  counts: () => [...recordingKeys.all, 'counts'] as const,
};

const withChild = (childUuid: string | null) => (childUuid ? { uuid: childUuid } : {});

/** A page of the recorded classes the learner (a parent: the active child) sees, newest first. */
export function useRecordedClasses(
  childUuid: string | null,
  page: { pageNo: number; pageSize: number; subjectId?: number | null },
) {
  const body: RecordedClassesBody = {
    ...withChild(childUuid),
    page_no: page.pageNo,
    page_size: page.pageSize,
    ...(page.subjectId ? { assignment_details: [{ subject_id: page.subjectId }] } : {}),
  };
  return useQuery({
    queryKey: recordingKeys.list(body),
    queryFn: ({ signal }) => api.call(`POST ${STUDENT}/recordedClassesUniversity`, { body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordedSubjects(childUuid: string | null) {
  return useQuery({
    queryKey: recordingKeys.subjects(childUuid),
    queryFn: ({ signal }) =>
      api.call(
        'POST /live-class/schedule/getSubjectListForRecordedLectures',
        { body: withChild(childUuid) },
        { signal },
      ),
  });
}

/** Whether a failed open may be tried again: not when the server said what is wrong (4xx). */
const retriable = (error: unknown) => !isApiError(error) || error.status === NO_ANSWER || error.status >= 500;

/** One recording to play, with the gate's decision and (when allowed) its signed media; retried once after 250 ms. */
export function useRecordedLecture(videoId: number | null, childUuid: string | null, assignId: number | null) {
  return useQuery({
    queryKey: recordingKeys.lecture(videoId ?? 0, childUuid, assignId),
    queryFn: ({ signal }) =>
      api.call(
        `POST ${STUDENT}/recordedLectureDetails`,
        { body: { video_id: videoId!, ...withChild(childUuid), ...(assignId ? { assign_id: assignId } : {}) } },
        { signal },
      ),
    enabled: videoId !== null,
    retry: (failures, error) => failures < 1 && retriable(error),
    retryDelay: VIEW_RETRY_DELAY_MS,
    // Signed links last an hour: read again before they run out rather than on every focus.
    staleTime: 10 * 60_000,
  });
}

/** Study notes by id, for /lecture-note?note_id=. */
export function useStudyNote(noteId: number | null) {
  return useQuery({
    queryKey: recordingKeys.note(noteId ?? 0),
    queryFn: ({ signal }) =>
      api.call('POST /live-class/notes/studyNotesDetailById', { body: { note_ids: [noteId!] } }, { signal }),
    enabled: noteId !== null,
  });
}

/** The teacher's classes that have started, with their recordings (an admin: the school's). */
export function usePastClasses(pageNo: number) {
  return useQuery({
    queryKey: recordingKeys.past(pageNo),
    queryFn: ({ signal }) =>
      api.call(`POST ${TEACHER}/pastClassesUniversity`, { body: { page_no: pageNo, page_size: 10 } }, { signal }),
    placeholderData: keepPreviousData,
    // An upload being prepared becomes ready on the server: look again while the list is open.
    refetchInterval: (query) =>
      query.state.data?.classes.some((c) => c.recordings.some((r) => r.state === 'processing')) ? 15_000 : false,
  });
}

export function useSaveRecording() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRecordingBody) => api.call(`POST ${TEACHER}/saveRecording`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: liveClassKeys.all }),
  });
}

export type UploadStep = 'video' | 'notes' | 'saving';

/**
 * The teacher's upload of a class recording through the media pipeline: the video (getTransVideo:
 * transcoded on the server), then the notes PDF (uploadFile), then the recording attached to the class.
 */
export async function uploadRecording(
  input: { schId: number; video: File; notes: File | null; title: string; durationSeconds: number | null },
  onProgress: (step: UploadStep, fraction: number) => void,
  signal?: AbortSignal,
) {
  // A fresh token before minutes of upload (the call refreshes one about to expire).
  await api.call('GET /cognito-login-service/auth/me', undefined, { signal });
  const videoForm = new FormData();
  videoForm.append('folderPath', 'recordings');
  videoForm.append('bucketName', 'esc');
  videoForm.append('video', input.video);
  const video = await uploadWithProgress('POST /upload/getTransVideo', videoForm, {
    onProgress: (f) => onProgress('video', f),
    signal,
  });
  let notesKey: string | null = null;
  if (input.notes) {
    const notesForm = new FormData();
    notesForm.append('folderPath', 'recordings');
    notesForm.append('file', input.notes);
    const notes = await uploadWithProgress('POST /upload/uploadFile', notesForm, {
      onProgress: (f) => onProgress('notes', f),
      signal,
    });
    notesKey = notes.key;
  }
  onProgress('saving', 1);
  return api.call(
    `POST ${TEACHER}/saveRecording`,
    {
      body: {
        sch_id: input.schId,
        media_key: video.transcoded_key,
        notes_key: notesKey,
        title: input.title,
        duration_seconds: input.durationSeconds,
      },
    },
    { signal },
  );
}

/** The teacher dashboard's two counts (001 §7), read together. */
export function useTeacherCounts() {
  return useQuery({
    queryKey: recordingKeys.counts(),
    queryFn: async ({ signal }) => {
      const [library, attendees] = await Promise.all([
        api.call('GET /live-class/teacherDashboard/libraryCount', undefined, { signal }),
        api.call('GET /live-class/teacherDashboard/attendeeCount', undefined, { signal }),
      ]);
      return { library, attendees };
    },
    staleTime: 5 * 60_000,
  });
}

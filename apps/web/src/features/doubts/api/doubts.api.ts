import type { AnswerDoubtBody, AskDoubtBody, DoubtPhotoData, DoubtQueueBody, DoubtSettingsBody } from '@esc/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadAnswerPhoto } from '../../../components/question/photo-upload.api';
import { api } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { compressPhotoFile } from '../../../lib/compress-photo';

export const doubtKeys = {
  all: ['doubts'] as const,
  mine: (uuid: string | null, page: number) => [...doubtKeys.all, 'mine', uuid, page] as const,
  classmates: (page: number) => [...doubtKeys.all, 'classmates', page] as const,
  queue: (body: DoubtQueueBody) => [...doubtKeys.all, 'queue', body] as const,
  settings: () => [...doubtKeys.all, 'settings'] as const,
};

/** The learner's doubts (a parent: the child's, `childUuid`), newest first. */
export function useMyDoubts(childUuid: string | null, page: number) {
  return useQuery({
    queryKey: doubtKeys.mine(childUuid, page),
    queryFn: ({ signal }) =>
      api.call(
        'POST /doubts/student/myDoubts',
        { body: { uuid: childUuid ?? undefined, page_no: page, page_size: 20 } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useClassmatesDoubts(page: number) {
  return useQuery({
    queryKey: doubtKeys.classmates(page),
    queryFn: ({ signal }) =>
      api.call('POST /doubts/student/classmatesDoubts', { body: { page_no: page, page_size: 10 } }, { signal }),
  });
}

export function useDoubtQueue(body: DoubtQueueBody) {
  return useQuery({
    queryKey: doubtKeys.queue(body),
    queryFn: ({ signal }) => api.call('POST /doubts/teacher/queue', { body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAskDoubt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AskDoubtBody) => api.call('POST /doubts/student/askDoubt', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: doubtKeys.all }),
  });
}

export function useAnswerDoubt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerDoubtBody) => api.call('POST /doubts/teacher/answerDoubt', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: doubtKeys.all }),
  });
}

export function useDoubtSettings(enabled: boolean) {
  return useQuery({
    queryKey: doubtKeys.settings(),
    queryFn: ({ signal }) => api.call('POST /doubts/school/settings', { body: {} }, { signal }),
    enabled,
  });
}

export function useChangeDoubtSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DoubtSettingsBody) => api.call('POST /doubts/school/settings', { body }),
    onSuccess: (data) => client.setQueryData(doubtKeys.settings(), data),
  });
}

/** A learner's photo, made smaller on the phone first (a school's data plan is small). */
export async function uploadDoubtPhoto(file: File): Promise<DoubtPhotoData> {
  const form = new FormData();
  form.append('file', await compressPhotoFile(file));
  return uploadWithProgress('POST /upload/doubtPhoto', form);
}

/** A teacher's photo for an answer: the school's upload, made smaller first. */
export async function uploadAnswerImage(file: File): Promise<DoubtPhotoData> {
  const uploaded = await uploadAnswerPhoto(await compressPhotoFile(file), 'doubts');
  return { key: uploaded.key, url: uploaded.signed_url };
}

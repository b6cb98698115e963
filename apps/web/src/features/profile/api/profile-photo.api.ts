import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

const photoKeys = { of: (uuid: string) => ['profile', 'photo', uuid] as const };

/** The person's photo as a file, or null when they have none yet (the server answers 404). */
export function profilePhotoQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: photoKeys.of(uuid),
    queryFn: async ({ signal }): Promise<Blob | null> => {
      try {
        return await api.file('GET /upload/profilePhoto', { query: {} }, { signal, expectedStatuses: [404] });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function useProfilePhoto(uuid: string) {
  return useQuery(profilePhotoQueryOptions(uuid));
}

/** Sends a new photo through the upload pipeline (resized there), then reads it again. */
export function useSetProfilePhoto(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress('POST /upload/profilePhoto', form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: photoKeys.of(uuid) }),
  });
}

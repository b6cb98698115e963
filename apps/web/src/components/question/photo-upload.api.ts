import type { UploadFileData } from '@esc/contracts';
import { ApiError, ClientErrorCode, NO_ANSWER } from '../../lib/api-error';
import { apiUrl } from '../../lib/api';
import { readSession } from '../../lib/session';

/**
 * Uploads a photo of written work through the existing upload call (POST /api/upload/uploadFile,
 * multipart: folderPath, file). The api client speaks JSON only, so this sends the form itself,
 * with the session's token.
 */
export async function uploadAnswerPhoto(file: File, folderPath = 'answers'): Promise<UploadFileData> {
  const form = new FormData();
  form.append('folderPath', folderPath);
  form.append('file', file);
  const token = readSession()?.access_token;
  let response: Response;
  try {
    response = await globalThis.fetch(apiUrl('POST /upload/uploadFile'), {
      method: 'POST',
      body: form,
      headers: token
        ? { Authorization: `Bearer ${token}`, Accept: 'application/json' }
        : { Accept: 'application/json' },
    });
  } catch (error) {
    throw new ApiError({
      status: NO_ANSWER,
      errorCode: ClientErrorCode.Network,
      message: error instanceof Error ? error.message : 'Network error',
    });
  }
  const body = (await response.json().catch(() => null)) as { data?: UploadFileData; message?: string } | null;
  if (!response.ok || !body?.data) {
    throw new ApiError({
      status: response.status,
      errorCode: 'UPLOAD_FAILED',
      message: body?.message ?? 'Upload failed',
    });
  }
  return body.data;
}

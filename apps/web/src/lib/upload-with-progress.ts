import type { FieldError } from '@esc/contracts';
import type { CallData, JsonCallKey } from '@esc/contracts/calls';
import { apiUrl } from './api';
import { ApiError, ClientErrorCode } from './api-error';
import { readSession } from './session';

export interface UploadOptions {
  /** The share sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface Envelope<T> {
  data?: T;
  message?: string;
  error_code?: string;
  errors?: FieldError[];
}

/**
 * Sends a multipart form to an upload call (POST /api/upload/...) with the session's token, reporting
 * how much of it has gone: a long video takes minutes on a school's connection, and fetch tells nothing
 * of an upload's progress, so this is the one XMLHttpRequest of the app. Resolves with the envelope's
 * data; rejects with an ApiError carrying the server's message and field errors.
 */
export function uploadWithProgress<
  K extends JsonCallKey & (`POST /upload/${string}` | 'POST /syllabus-v2/handins/student/uploadWork'),
>(key: K, form: FormData, options: UploadOptions = {}): Promise<CallData<K>> {
  type T = CallData<K>;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(key));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readSession()?.access_token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    const fail = (status: number, errorCode: string, message: string, fieldErrors?: FieldError[]) =>
      reject(new ApiError({ status, errorCode, message, fieldErrors }));
    xhr.onload = () => {
      let body: Envelope<T> | null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.data !== undefined) {
        options.onProgress?.(1);
        resolve(body.data);
      } else {
        fail(xhr.status, body?.error_code ?? 'UPLOAD_FAILED', body?.message ?? 'Upload failed', body?.errors);
      }
    };
    xhr.onerror = () => fail(0, ClientErrorCode.Network, 'Network error');
    xhr.onabort = () => fail(0, ClientErrorCode.Aborted, 'Upload cancelled');
    if (options.signal?.aborted) {
      fail(0, ClientErrorCode.Aborted, 'Upload cancelled');
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

import {
  DoubtPhotoData,
  KeepCheckBody,
  KeepCheckData,
  KeepGrantsBody,
  KeepGrantsData,
  MediaFileParams,
  ProfilePhotoData,
  ProfilePhotoQuery,
  MediaFileQuery,
  ResizeImageParams,
  ResizeImageQuery,
  SignedCookieBody,
  SignedCookieData,
  SignedUrlBody,
  SignedUrlData,
  SignedVideoUrlBody,
  SignedVideoUrlData,
  TransVideoData,
  TransVideoStatusData,
  TransVideoStatusQuery,
  UploadFileData,
} from '../index.js';
import type { CallTable } from './call-spec.js';

/** Signed media, files and uploads (apps/server modules/media). Uploads send a multipart form, no JSON body. */
export const mediaCalls = {
  'GET /media/file/*': {
    guard: 'public',
    scope: 'credential',
    params: MediaFileParams,
    query: MediaFileQuery,
    data: 'file',
  },
  'GET /resize-image/*': {
    guard: 'public',
    scope: 'credential',
    params: ResizeImageParams,
    query: ResizeImageQuery,
    data: 'file',
  },
  'POST /getSignedUrl': { guard: 'user', scope: 'catalogue', body: SignedUrlBody, data: SignedUrlData },
  'POST /signedcookie': { guard: 'user', scope: 'catalogue', body: SignedCookieBody, data: SignedCookieData },
  'POST /media/signedVideoUrl': {
    guard: 'user',
    scope: 'catalogue',
    body: SignedVideoUrlBody,
    data: SignedVideoUrlData,
  },
  // Keep for offline: grants checked by the access gate, and the next sync's check.
  'POST /media/keep-grants': { guard: 'user', scope: 'catalogue', body: KeepGrantsBody, data: KeepGrantsData },
  'POST /media/keep-grants/check': { guard: 'user', scope: 'catalogue', body: KeepCheckBody, data: KeepCheckData },
  'POST /upload/uploadFile': { guard: 'staff', scope: 'school', data: UploadFileData },
  'POST /upload/doubtPhoto': { guard: 'user', scope: 'self', data: DoubtPhotoData },
  // A person's own photo (the family's profile screens): theirs to set, theirs and a linked parent's to see.
  'POST /upload/profilePhoto': { guard: 'user', scope: 'self', data: ProfilePhotoData },
  'GET /upload/profilePhoto': { guard: 'user', scope: 'self', query: ProfilePhotoQuery, data: 'file' },
  'POST /upload/getTransVideo': { guard: 'staff', scope: 'school', data: TransVideoData },
  'GET /upload/transVideoStatus': {
    guard: 'staff',
    scope: 'school',
    query: TransVideoStatusQuery,
    data: TransVideoStatusData,
  },
} as const satisfies CallTable;

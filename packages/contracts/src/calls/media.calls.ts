import {
  MediaFileParams,
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
export const mediaCalls: CallTable = {
  'GET /media/file/*': { params: MediaFileParams, query: MediaFileQuery, data: 'file' },
  'GET /resize-image/*': { params: ResizeImageParams, query: ResizeImageQuery, data: 'file' },
  'POST /getSignedUrl': { body: SignedUrlBody, data: SignedUrlData },
  'POST /signedcookie': { body: SignedCookieBody, data: SignedCookieData },
  'POST /media/signedVideoUrl': { body: SignedVideoUrlBody, data: SignedVideoUrlData },
  'POST /upload/uploadFile': { data: UploadFileData },
  'POST /upload/getTransVideo': { data: TransVideoData },
  'GET /upload/transVideoStatus': { query: TransVideoStatusQuery, data: TransVideoStatusData },
};

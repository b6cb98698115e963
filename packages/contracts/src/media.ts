import Type, { type Static } from 'typebox';
import { Id, IdOrDigits, Uuid } from './common.js';

// Media calls (spec 001 §7 Other and §9, spec 002 §7.1 and §9). Signed links live 3600 s.

/** Seconds a signed URL or signed cookie stays valid (spec 001 §9, spec 002 §9). */
export const SIGNED_MEDIA_LIFETIME_SECONDS = 3600;
/** The cookie itself is kept about a year (spec 001 §9); its signature expiry is what counts. */
export const SIGNED_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** POST /api/getSignedUrl (form data or JSON). folderPath is the storage key of the file. */
export const SignedUrlBody = Type.Object({
  folderPath: Type.String({ minLength: 1, maxLength: 1000, description: 'storage key, e.g. demo/videos/lesson-1.mp4' }),
  bucketName: Type.Optional(Type.String({ maxLength: 200, description: 'accepted; one store serves every bucket' })),
});
export type SignedUrlBody = Static<typeof SignedUrlBody>;

/**
 * A signed link: `/api/media/file/<key>?expires=<unix seconds>&sig=<base64url HMAC>`. Any image key's
 * signature also works on `/api/resize-image/<W>x<H>/<key>?expires=..&sig=..` (see resize_url).
 */
export const SignedUrlData = Type.Object({
  key: Type.String(),
  signed_url: Type.String(),
  expires_at: Type.Integer({ description: 'unix seconds' }),
  expires_in: Type.Integer({ description: 'seconds' }),
});
export type SignedUrlData = Static<typeof SignedUrlData>;

/** POST /api/signedcookie (form data or JSON). */
export const SignedCookieBody = Type.Object({
  url_prefix: Type.String({
    minLength: 1,
    maxLength: 1000,
    description: 'a key prefix (demo/videos/) or a media URL prefix',
  }),
  expiration_time: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: 99_999_999_999_999 }), Type.String({ maxLength: 20 })], {
      description:
        'seconds of lifetime (1-3600), or unix seconds (or milliseconds) at most 3600 s from now; longer is refused (400)',
    }),
  ),
});
export type SignedCookieBody = Static<typeof SignedCookieBody>;

export const SignedCookieData = Type.Object({
  url_prefix: Type.String({ description: 'the key prefix the cookie covers' }),
  expires_at: Type.Integer({ description: 'unix seconds: when the signature stops working' }),
  expires_in: Type.Integer(),
  cookie_name: Type.String(),
});
export type SignedCookieData = Static<typeof SignedCookieData>;

/** POST /api/media/signedVideoUrl: the signed mp4 of a video content. */
export const SignedVideoUrlBody = Type.Object({
  content_id: Id(),
  language_id: Type.Optional(Id()),
  /** The homework the video is played from: the gate reads the assignment (mode 1 for a school's). */
  assign_id: Type.Optional(IdOrDigits()),
});
export type SignedVideoUrlBody = Static<typeof SignedVideoUrlBody>;

export const SignedVideoUrlData = Type.Object({
  content_id: Type.Integer(),
  key: Type.String(),
  signed_url: Type.String(),
  total_media_time: Type.String({ description: 'HH:MM:SS' }),
  expires_at: Type.Integer(),
  expires_in: Type.Integer(),
});
export type SignedVideoUrlData = Static<typeof SignedVideoUrlData>;

/** Types the upload service takes (spec 002 §7.1). */
export const UPLOAD_CONTENT_TYPES = ['image/*', 'application/pdf', 'video/mp4', 'text/html'] as const;
export const UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** The folder an upload goes into, below the caller's area: 1 to 6 plain names. */
export const UPLOAD_FOLDER_PATH_MAX = 400;
const UploadFolderPath = Type.String({
  maxLength: UPLOAD_FOLDER_PATH_MAX,
  description: 'relative folder of 1 to 6 plain names, e.g. notes/chapter-1',
});
const FilePart = (description: string) => Type.String({ format: 'binary', description });

/**
 * POST /api/upload/uploadFile, its multipart form as the OpenAPI document shows it. The route
 * streams the parts itself (files may be larger than memory should hold), so this schema documents
 * the form; the route checks each part.
 */
export const UploadFileForm = Type.Object({
  folderPath: Type.Optional(UploadFolderPath),
  file: FilePart('an image, a PDF, an MP4 video or an HTML file'),
});

/** POST /api/upload/getTransVideo, its multipart form (documented as UploadFileForm is). */
export const TransVideoForm = Type.Object({
  folderPath: Type.Optional(UploadFolderPath),
  bucketName: Type.Optional(Type.String({ maxLength: 200, description: 'accepted; one store serves every bucket' })),
  video: Type.Optional(FilePart('mp4, webm, mov, mkv or avi; `file` is taken as well')),
  file: Type.Optional(FilePart('the video, under the name older clients use')),
});

/** POST /api/upload/uploadFile (multipart: folderPath, file): answer. */
export const UploadFileData = Type.Object({
  upload_id: Type.String(),
  key: Type.String({ description: 'uploads/<school>/<folderPath>/<uuid>-<name>' }),
  folder_path: Type.String(),
  file_name: Type.String(),
  content_type: Type.String(),
  size_bytes: Type.Integer(),
  signed_url: Type.String(),
  expires_in: Type.Integer(),
});
export type UploadFileData = Static<typeof UploadFileData>;

export const TranscodeStatus = Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('failed')]);
export type TranscodeStatus = Static<typeof TranscodeStatus>;

/**
 * POST /api/upload/getTransVideo (multipart: folderPath, bucketName, video): the source is stored
 * and an H.264/AAC mp4 is made in the background at `transcoded_key`; poll transVideoStatus.
 */
export const TransVideoData = Type.Object({
  upload_id: Type.String(),
  source_key: Type.String(),
  transcoded_key: Type.String(),
  status: TranscodeStatus,
});
export type TransVideoData = Static<typeof TransVideoData>;

/** GET /api/upload/transVideoStatus?key=<transcoded_key>. */
export const TransVideoStatusQuery = Type.Object({ key: Type.String({ minLength: 1, maxLength: 1000 }) });
export type TransVideoStatusQuery = Static<typeof TransVideoStatusQuery>;

export const TransVideoStatusData = Type.Object({
  transcoded_key: Type.String(),
  status: TranscodeStatus,
  signed_url: Type.Union([Type.String(), Type.Null()], { description: 'set once ready' }),
});
export type TransVideoStatusData = Static<typeof TransVideoStatusData>;

/** GET /api/resize-image/<W>x<H>/<key>: query besides the signature. */
/** A link's expiry (unix seconds) and signature, as signed-url.ts writes them. */
const LinkExpires = Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999_999, description: 'unix seconds' }));
const LinkSignature = Type.Optional(Type.String({ maxLength: 128 }));

export const ResizeImageQuery = Type.Object({
  expires: LinkExpires,
  sig: LinkSignature,
  format: Type.Optional(Type.Union([Type.Literal('webp'), Type.Literal('jpeg'), Type.Literal('png')])),
  fit: Type.Optional(Type.Union([Type.Literal('cover'), Type.Literal('inside'), Type.Literal('contain')])),
});
export type ResizeImageQuery = Static<typeof ResizeImageQuery>;
export const RESIZE_MAX_PIXELS = 2000;

/** A storage key in a path (`*`): uploads/<school>/<folder>/<uuid>-<name> stays well under this. */
const KeyInPath = Type.String({ maxLength: 1024, description: 'storage key' });

/**
 * GET /api/resize-image/<W>x<H>/<key> (spec 002 §7.1 `/resize-image/{spec}`: one parameter): the size
 * and the storage key, split at the first '/'. A bad size is refused naming this parameter.
 */
export const ResizeImageParams = Type.Object({
  '*': Type.String({ maxLength: 1034, description: 'WIDTHxHEIGHT (each 1 to 2000), then / and the storage key' }),
});
export type ResizeImageParams = Static<typeof ResizeImageParams>;

/** GET /api/media/file/<key>. */
export const MediaFileParams = Type.Object({ '*': KeyInPath });
export type MediaFileParams = Static<typeof MediaFileParams>;

/** GET /api/media/file/<key>?expires=&sig= (signature, or a signed cookie covering the key). */
export const MediaFileQuery = Type.Object({
  expires: LinkExpires,
  sig: LinkSignature,
});
export type MediaFileQuery = Static<typeof MediaFileQuery>;

/** POST /api/upload/profilePhoto (multipart: file): the person's own photo, resized to 256 by 256. */
export const ProfilePhotoForm = Type.Object({
  file: FilePart('a photo: PNG, JPEG, GIF, WebP or AVIF'),
});

export const ProfilePhotoData = Type.Object({
  /** The photo is stored; read it with GET /api/upload/profilePhoto. */
  stored: Type.Boolean(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ProfilePhotoData = Static<typeof ProfilePhotoData>;

export const ProfilePhotoQuery = Type.Object(
  {
    uuid: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type ProfilePhotoQuery = Static<typeof ProfilePhotoQuery>;

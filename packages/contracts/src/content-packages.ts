import Type, { type Static } from 'typebox';
import { Id, IdDigits, Nullable } from './common.js';

// H5P and SCORM packages: uploaded by staff to a chapter or topic, unpacked file by file, played in a
// sandboxed frame; the package's completion feeds progress and its suspend data is kept per learner.

/** The standards a package may follow; the player picks its runtime by this. */
export const PackageStandard = Type.Union([Type.Literal('scorm12'), Type.Literal('scorm2004'), Type.Literal('h5p')]);
export type PackageStandard = Static<typeof PackageStandard>;

/** Limits of an uploaded package (the whole zip, one unpacked file, the count and the unpacked total). */
export const PACKAGE_MAX_BYTES = 200 * 1024 * 1024;
export const PACKAGE_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const PACKAGE_MAX_FILES = 2_000;
export const PACKAGE_MAX_UNPACKED_BYTES = 500 * 1024 * 1024;
/** SCORM 2004 allows 64,000 characters of suspend data; SCORM 1.2 4,096. The larger bound holds both. */
export const PACKAGE_SUSPEND_MAX = 64_000;
export const PACKAGE_LOCATION_MAX = 1_000;

const FilePart = (description: string) => Type.String({ format: 'binary', description });

/** POST /api/content/packages, its multipart form (the route streams the parts and checks each). */
export const PackageUploadForm = Type.Object({
  syllabus_id: IdDigits({ description: 'the chapter or topic the package is added to' }),
  group_id: Type.Optional(IdDigits({ description: 'the group it is listed in (default: the first learn group)' })),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  language_id: Type.Optional(IdDigits({ description: 'default 1 (English)' })),
  file: FilePart('an .h5p file, or a SCORM 1.2 / SCORM 2004 zip'),
});

export const PackageUploadData = Type.Object({
  content_id: Type.Integer(),
  content_kind: Type.Union([Type.Literal('h5p'), Type.Literal('scorm')]),
  standard: PackageStandard,
  launch_path: Type.String({ description: 'the file inside the package that starts it' }),
  file_count: Type.Integer(),
  total_bytes: Type.Integer(),
});
export type PackageUploadData = Static<typeof PackageUploadData>;

export const PackageContentParams = Type.Object({ contentId: Id() });
export type PackageContentParams = Static<typeof PackageContentParams>;

/** What the learner left of a package: the runtime gets it back on the next launch. */
export const PackageState = Type.Object({
  suspend_data: Type.String({ maxLength: PACKAGE_SUSPEND_MAX }),
  location: Type.String({ maxLength: PACKAGE_LOCATION_MAX }),
  completed: Type.Boolean(),
  score: Nullable(Type.Number()),
});
export type PackageState = Static<typeof PackageState>;

/**
 * GET /api/content/packages/{contentId}/launch: the gate's decision is the same as for every other
 * way to the content. `launch_url` is signed for the package's files only and expires with
 * `expires_in`; the player opens it in a sandboxed frame.
 */
export const PackageLaunchData = Type.Object({
  content_id: Type.Integer(),
  content_title: Type.String(),
  standard: PackageStandard,
  launch_url: Type.String(),
  expires_in: Type.Integer(),
  state: PackageState,
});
export type PackageLaunchData = Static<typeof PackageLaunchData>;

/**
 * POST /api/content/packages/{contentId}/runtime: what the package's runtime reported (SCORM's cmi
 * values, or an H5P xAPI verb). A completion is recorded as progress once per learner and content,
 * whatever `client_event_id` a retry carries; the suspend data and location replace the saved ones.
 */
export const PackageRuntimeBody = Type.Object({
  client_event_id: Type.String({ minLength: 1, maxLength: 100, description: 'client-made id, same on retries' }),
  lesson_status: Type.Optional(Type.String({ maxLength: 20, description: 'SCORM 1.2 cmi.core.lesson_status' })),
  completion_status: Type.Optional(Type.String({ maxLength: 20, description: 'SCORM 2004 cmi.completion_status' })),
  success_status: Type.Optional(Type.String({ maxLength: 20, description: 'SCORM 2004 cmi.success_status' })),
  xapi_verb: Type.Optional(Type.String({ maxLength: 200, description: 'H5P: the verb id of an xAPI statement' })),
  score: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'scaled to 0-100' })),
  suspend_data: Type.Optional(Type.String({ maxLength: PACKAGE_SUSPEND_MAX })),
  location: Type.Optional(Type.String({ maxLength: PACKAGE_LOCATION_MAX })),
  session_seconds: Type.Number({
    minimum: 0,
    maximum: 86_400,
    description: 'time in the package since the last report',
  }),
  source: Type.Integer({ minimum: 1, maximum: 4, description: '1 web desktop, 2 mobile web, 3 app, 4 esc' }),
});
export type PackageRuntimeBody = Static<typeof PackageRuntimeBody>;

export const PackageRuntimeData = Type.Object({
  completed: Type.Boolean(),
  /** True when this report is the one that completed the content. */
  newly_completed: Type.Boolean(),
  state: PackageState,
});
export type PackageRuntimeData = Static<typeof PackageRuntimeData>;

/** GET /api/content/package-files/{contentId}/{grant}/{path}: the grant is the signed part of the launch URL. */
export const PackageFileParams = Type.Object({
  // Digits: the path's other segments are text, and this route's parameters are read as written.
  contentId: IdDigits(),
  grant: Type.String({ minLength: 1, maxLength: 200, pattern: '^[0-9]{1,12}\\.[A-Za-z0-9_-]{1,100}$' }),
  '*': Type.String({ maxLength: 1_000 }),
});
export type PackageFileParams = Static<typeof PackageFileParams>;

/** GET /api/content/package-runtime/{standard}: the SCORM runtime a launch page loads (scorm-again and its bridge). */
export const PackageRuntimeParams = Type.Object({
  standard: Type.Union([Type.Literal('scorm12'), Type.Literal('scorm2004')]),
});
export type PackageRuntimeParams = Static<typeof PackageRuntimeParams>;

/** GET /api/content/h5p-player/{path}: a file of the H5P player (h5p-standalone's scripts, styles and fonts). */
export const H5pPlayerFileParams = Type.Object({
  '*': Type.String({ maxLength: 200 }),
});
export type H5pPlayerFileParams = Static<typeof H5pPlayerFileParams>;

// Rules of H5P and SCORM packages: which files a package may hold, and when its runtime's report
// means the content is complete. Pure: the server reads the zip and applies these.

/** The file types a package may hold: pages, scripts, styles, data, images, audio, video, fonts, text. */
export const PACKAGE_FILE_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  xsd: 'application/xml; charset=utf-8',
  dtd: 'application/xml-dtd; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
};

export interface PackageLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxUnpackedBytes: number;
}

/** One entry of the zip's central directory, as declared (before anything is unpacked). */
export interface PackageEntry {
  name: string;
  /** The uncompressed size the zip declares. */
  size: number;
  isDirectory: boolean;
  isSymlink: boolean;
}

export type PackageProblem =
  | { reason: 'pathUnsafe'; name: string }
  | { reason: 'symlink'; name: string }
  | { reason: 'fileType'; name: string; ext: string }
  | { reason: 'fileTooLarge'; name: string; maxMb: number }
  | { reason: 'caseDuplicate'; name: string }
  | { reason: 'tooManyFiles'; max: number }
  | { reason: 'unpackedTooLarge'; maxMb: number };

const MB = 1024 * 1024;

/**
 * The path of an entry inside the package, or null when it could reach outside it: an absolute path,
 * a drive letter, a `..` segment, a control character or a backslash (zips use '/'; a backslash is
 * read as a separator by some unpackers and is refused rather than guessed).
 */
export function packagePath(name: string): string | null {
  if (name.length === 0 || name.length > 500) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(name) || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return null;
  const segments = name.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.length === 0 || segments.some((s) => s === '..')) return null;
  return segments.join('/');
}

export function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Every problem of the entries, in entry order; an empty list means the files may be unpacked. */
export function packageEntryProblems(entries: readonly PackageEntry[], limits: PackageLimits): PackageProblem[] {
  const problems: PackageProblem[] = [];
  const seen = new Set<string>();
  let files = 0;
  let total = 0;
  for (const entry of entries) {
    const path = packagePath(entry.name);
    if (path === null) {
      problems.push({ reason: 'pathUnsafe', name: entry.name.slice(0, 200) });
      continue;
    }
    if (entry.isSymlink) {
      problems.push({ reason: 'symlink', name: path });
      continue;
    }
    if (entry.isDirectory) continue;
    files += 1;
    total += entry.size;
    const ext = extensionOf(path);
    if (!(ext in PACKAGE_FILE_TYPES)) problems.push({ reason: 'fileType', name: path, ext: ext || '-' });
    if (entry.size > limits.maxFileBytes) {
      problems.push({ reason: 'fileTooLarge', name: path, maxMb: Math.floor(limits.maxFileBytes / MB) });
    }
    // Two names one case apart are one file on a case-insensitive disk: which one a page gets is luck.
    const folded = path.toLowerCase();
    if (seen.has(folded)) problems.push({ reason: 'caseDuplicate', name: path });
    seen.add(folded);
  }
  if (files > limits.maxFiles) problems.push({ reason: 'tooManyFiles', max: limits.maxFiles });
  if (total > limits.maxUnpackedBytes) {
    problems.push({ reason: 'unpackedTooLarge', maxMb: Math.floor(limits.maxUnpackedBytes / MB) });
  }
  return problems;
}

/** What a package's runtime reported: SCORM's status elements, or the verb of an H5P xAPI statement. */
export interface PackageReport {
  lesson_status?: string | undefined;
  completion_status?: string | undefined;
  success_status?: string | undefined;
  xapi_verb?: string | undefined;
}

const XAPI_COMPLETED = 'http://adlnet.gov/expapi/verbs/completed';

/**
 * The report completes the content when SCORM 1.2's cmi.core.lesson_status is completed or passed,
 * SCORM 2004's cmi.completion_status is completed or its cmi.success_status passed, or H5P sends an
 * xAPI statement with the verb completed. A failed SCORM 1.2 lesson is not complete.
 */
export function isPackageComplete(report: PackageReport): boolean {
  const lesson = report.lesson_status?.trim().toLowerCase();
  if (lesson === 'completed' || lesson === 'passed') return true;
  if (report.completion_status?.trim().toLowerCase() === 'completed') return true;
  if (report.success_status?.trim().toLowerCase() === 'passed') return true;
  return report.xapi_verb?.trim() === XAPI_COMPLETED;
}

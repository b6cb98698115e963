import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  PACKAGE_FILE_MAX_BYTES,
  PACKAGE_MAX_BYTES,
  PACKAGE_MAX_FILES,
  PACKAGE_MAX_UNPACKED_BYTES,
  languageOfId,
  type PackageUploadData,
} from '@esc/contracts';
import { PACKAGE_FILE_TYPES, extensionOf, packageEntryProblems, packagePath, type PackageProblem } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, type ErrorReason } from '../../platform/errors/app-error.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { ContentPlacementService, PlacementTarget } from '../catalogue/catalogue.module.js';
import type { ReceivedUpload } from '../media/media.module.js';
import { createContentPackagesRepository } from './content-packages.repository.js';
import { readH5pPackage, readScormManifest, type ManifestProblem, type ManifestReading } from './package-manifest.js';
import { readZipDirectory, readZipEntry, ZipUnreadable, type ZipEntry } from './zip-directory.js';

const LIMITS = {
  maxFileBytes: PACKAGE_FILE_MAX_BYTES,
  maxFiles: PACKAGE_MAX_FILES,
  maxUnpackedBytes: PACKAGE_MAX_UNPACKED_BYTES,
};
const MB = 1024 * 1024;
/** Names of formats, the same in every language: refusals carry them as values. */
const PACKAGE_KINDS = { kinds: '.h5p (H5P), .zip (SCORM 1.2, SCORM 2004)' };
const ZIP = { format: 'zip' };
/** Refusals listed with the first: enough to fix a package in one go, not a page of them. */
const PROBLEMS_LISTED = 20;

const invalid = (field: string, reason: ErrorReason, params?: Record<string, string | number>) =>
  new AppError('VALIDATION_FAILED', { reason, params }, { errors: [{ field, reason, params }] });

const PROBLEM_REASONS: Record<PackageProblem['reason'], ErrorReason> = {
  pathUnsafe: 'content.packagePathUnsafe',
  symlink: 'content.packageSymlink',
  fileType: 'content.packageFileType',
  fileTooLarge: 'content.packageFileTooLarge',
  caseDuplicate: 'content.packageCaseDuplicate',
  tooManyFiles: 'content.packageTooManyFiles',
  unpackedTooLarge: 'content.packageUnpackedTooLarge',
};

const MANIFEST_REASONS: Record<ManifestProblem, ErrorReason> = {
  noManifest: 'content.packageNoManifest',
  manifestUnreadable: 'content.packageManifestUnreadable',
  noLaunchableSco: 'content.packageNoLaunchableSco',
  launchFileMissing: 'content.packageLaunchFileMissing',
  h5pContentMissing: 'content.packageH5pContentMissing',
  h5pLibraryMissing: 'content.packageH5pLibraryMissing',
};

/** Why the caller cannot add to the place named: another school's rack does not exist for them. */
function placeRefusal(kind: Exclude<PlacementTarget['kind'], 'ok'>): AppError {
  switch (kind) {
    case 'missing':
      return new AppError('NOT_FOUND', { reason: 'content.packagePlaceMissing' });
    case 'platform-editors-only':
      return new AppError('FORBIDDEN', { reason: 'catalogue.platformEditorsOnly' });
    case 'not-chapter':
      return invalid('syllabus_id', 'content.packageNotChapter');
    case 'no-group':
      return invalid('group_id', 'content.packageNoGroup');
  }
}

function refuseProblems(problems: readonly PackageProblem[]): never {
  const errors = problems.slice(0, PROBLEMS_LISTED).map(({ reason, ...params }) => ({
    field: 'file',
    reason: PROBLEM_REASONS[reason],
    params,
  }));
  const first = errors[0]!;
  throw new AppError('VALIDATION_FAILED', { reason: first.reason, params: first.params }, { errors });
}

/** Only an .h5p or .zip file is a package; the type the browser names may be generic. */
export function checkPackageType(_mime: string, fileName: string, field: string): void {
  if (!/\.(h5p|zip)$/i.test(fileName)) throw invalid(field, 'content.packageType', PACKAGE_KINDS);
}

function idField(fields: Record<string, string>, field: string, required: boolean): number | undefined {
  const value = fields[field]?.trim();
  if (!value) {
    if (required) throw invalid(field, 'content.packageIdField', { field });
    return undefined;
  }
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw invalid(field, 'content.packageIdField', { field });
  }
  return Number(value);
}

function readForm(fields: Record<string, string>) {
  const title = (fields['title'] ?? '').trim();
  if (title.length < 1 || title.length > 200) throw invalid('title', 'content.packageTitleField', { max: 200 });
  const languageId = idField(fields, 'language_id', false) ?? 1;
  if (!languageOfId(languageId)) throw invalid('language_id', 'content.packageLanguageField');
  return {
    title,
    languageId,
    syllabusId: idField(fields, 'syllabus_id', true)!,
    groupId: idField(fields, 'group_id', false),
  };
}

function readManifest(
  zip: Buffer,
  entries: readonly ZipEntry[],
  files: ReadonlySet<string>,
  name: string,
): ManifestReading {
  const entryOf = (path: string) => entries.find((e) => packagePath(e.name) === path);
  const h5p = entryOf('h5p.json');
  if (h5p && (name.toLowerCase().endsWith('.h5p') || !entryOf('imsmanifest.xml'))) {
    return readH5pPackage(readZipEntry(zip, h5p).toString('utf8'), files);
  }
  const manifest = entryOf('imsmanifest.xml');
  if (!manifest) {
    return { kind: 'problem', reason: 'noManifest', params: { files: 'imsmanifest.xml (SCORM), h5p.json (H5P)' } };
  }
  return readScormManifest(readZipEntry(zip, manifest).toString('utf8'), files);
}

export type PackageUploadService = ReturnType<typeof createPackageUploadService>;

/**
 * Upload of an H5P or SCORM package to a chapter or topic. Everything is checked before a file is
 * stored: the zip's directory (paths, types, sizes, count, the unpacked total), then the manifest. Files
 * are stored under a fresh prefix by their place in the package (f0, f1, ...), so a name that is no
 * storage key still plays; the package row keeps the paths, which are all the file route serves.
 */
export function createPackageUploadService(deps: {
  db: Db;
  storage: Storage;
  placement: ContentPlacementService;
  clock: () => number;
}) {
  const { db, storage, placement } = deps;

  async function upload(auth: AuthContext, received: ReceivedUpload): Promise<PackageUploadData> {
    const file = received.file;
    if (!file) throw invalid('file', 'content.packageFileRequired');
    const form = readForm(received.fields);
    const target = await placement.target(auth, form.syllabusId, form.groupId);
    if (target.kind !== 'ok') throw placeRefusal(target.kind);
    const { node, groupId } = target;
    if (file.size > PACKAGE_MAX_BYTES)
      throw invalid('file', 'content.packageTooLarge', { maxMb: PACKAGE_MAX_BYTES / MB });

    const zip = await readFile(file.tempPath);
    let entries: ZipEntry[];
    try {
      entries = readZipDirectory(zip);
    } catch (err) {
      if (err instanceof ZipUnreadable) throw invalid('file', 'content.packageUnreadable', ZIP);
      throw err;
    }
    const problems = packageEntryProblems(entries, LIMITS);
    if (problems.length > 0) refuseProblems(problems);
    const stored = entries.filter((e) => !e.isDirectory);
    const paths = stored.map((e) => packagePath(e.name)!);
    const reading = (() => {
      try {
        return readManifest(zip, entries, new Set(paths), file.fileName);
      } catch (err) {
        if (err instanceof ZipUnreadable) throw invalid('file', 'content.packageUnreadable', ZIP);
        throw err;
      }
    })();
    if (reading.kind === 'problem') throw invalid('file', MANIFEST_REASONS[reading.reason], reading.params);
    const schoolId = node.school_id;
    const prefix = `packages/${schoolId ?? 'platform'}/${randomUUID()}/`;
    const keys: string[] = [];
    try {
      let total = 0;
      for (const [i, entry] of stored.entries()) {
        const body = readZipEntry(zip, entry);
        total += body.length;
        const key = `${prefix}f${i}`;
        keys.push(key);
        await storage.put(key, body, PACKAGE_FILE_TYPES[extensionOf(paths[i]!)]!);
      }
      const now = new Date(deps.clock()).toISOString();
      const contentKind = reading.standard === 'h5p' ? 'h5p' : 'scorm';
      const contentId = await db.transaction().execute(async (trx) => {
        const id = await placement.add(trx, {
          title: form.title,
          kind: contentKind,
          languageId: form.languageId,
          mediaKey: `${prefix}f${paths.indexOf(reading.launchPath)}`,
          sizeBytes: zip.length,
          ownerSchoolId: schoolId,
          groupId,
          node,
          now,
        });
        await createContentPackagesRepository(trx).insertPackage({
          content_id: id,
          standard: reading.standard,
          key_prefix: prefix,
          launch_path: reading.launchPath,
          files: JSON.stringify(paths),
          total_bytes: total,
          school_id: schoolId,
          uploaded_by: auth.uuid,
          created_at: now,
        });
        return id;
      });
      placement.changed();
      return {
        content_id: contentId,
        content_kind: contentKind,
        standard: reading.standard,
        launch_path: reading.launchPath,
        file_count: paths.length,
        total_bytes: total,
      };
    } catch (err) {
      // Nothing of a refused or failed package stays in storage.
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
      if (err instanceof ZipUnreadable) throw invalid('file', 'content.packageUnreadable', ZIP);
      throw err;
    }
  }

  return { upload };
}

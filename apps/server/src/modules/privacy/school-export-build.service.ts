import type { JobContext } from '../../platform/jobs/job-queue.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import type { SchoolExportSource } from '../../platform/exports/school-export-source.js';
import { createSchoolExportWriter } from '../../platform/exports/school-export-writer.js';
import { openZipStream, type ZipStream } from '../../platform/exports/zip-stream.js';
import type { Storage } from '../../platform/storage/storage.js';
import { expireFiles, linkEndsAt, runBuild } from './export-link.js';
import { schoolReadmeText } from './school-export-readme.js';
import type { SchoolExportRow, SchoolExportsRepository } from './school-exports.repository.js';

export const BUILD_SCHOOL_EXPORT_JOB = 'privacy.build-school-export';
export const EXPIRE_SCHOOL_EXPORTS_JOB = 'privacy.expire-school-exports';

/** The manifest's own version: a reader can tell a later layout from this one. */
const MANIFEST_VERSION = 1;

export interface SchoolExportBuildDeps {
  exports: SchoolExportsRepository;
  /** Every module's part, in build order (read when a job runs). */
  sources: () => readonly { module: string; source: SchoolExportSource }[];
  storage: Storage;
  jobs: Pick<ModuleJobs, 'enqueue'>;
  clock: () => number;
}

/** Where a school's zip lives: a folder no media route serves. */
export const schoolExportKey = (row: Pick<SchoolExportRow, 'id' | 'school_id'>) =>
  `private/school-exports/${row.school_id}/${row.id}.zip`;

/**
 * The background job that builds a school's export: each module writes its part (one step each, so
 * the admin sees progress) straight into a zip in storage, then README.txt and manifest.json; the
 * link works for 7 days. Run again after a crash it starts over.
 */
export function createSchoolExportBuilder(deps: SchoolExportBuildDeps) {
  const { exports, storage, jobs, clock } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function writeParts(row: SchoolExportRow, zip: ZipStream, signal: AbortSignal) {
    const sources = deps.sources();
    await exports.update(row.id, { state: 'building', done_steps: 0, total_steps: sources.length });
    const writer = createSchoolExportWriter(zip, storage, signal);
    for (const [index, { module, source }] of sources.entries()) {
      if (signal.aborted) throw signal.reason;
      await source.write({ schoolId: row.school_id, signal }, writer.forModule(module));
      await exports.update(row.id, { done_steps: index + 1 });
    }
    const readyAt = clock();
    const expiresAt = linkEndsAt(readyAt);
    const readme = schoolReadmeText({
      language: row.language,
      schoolId: row.school_id,
      madeAt: iso(readyAt),
      expiresAt: iso(expiresAt),
      folders: sources.map(({ module, source }) => ({ module, holds: source.holds })),
      files: writer.files(),
      missing: writer.missing(),
    });
    const readmeFile = await zip.file('README.txt', readme);
    const manifest = {
      manifest_version: MANIFEST_VERSION,
      school: { school_id: row.school_id },
      export_id: row.id,
      made_at: iso(readyAt),
      files: [
        {
          path: 'README.txt',
          holds: 'what this export holds, in plain words',
          format: 'text',
          rows: null,
          ...sized(readmeFile),
        },
        ...writer.files(),
      ],
      missing_uploads: writer.missing(),
    };
    await zip.file('manifest.json', JSON.stringify(manifest, null, 2));
    return { readyAt, expiresAt };
  }

  async function build(row: SchoolExportRow, signal: AbortSignal): Promise<void> {
    const zip = openZipStream(storage, schoolExportKey(row));
    let made: { readyAt: number; expiresAt: number };
    let size: number;
    try {
      made = await writeParts(row, zip, signal);
      size = (await zip.finish()).size;
    } catch (err) {
      await zip.abort(err);
      throw err;
    }
    await exports.update(row.id, {
      state: 'ready',
      ready_at: iso(made.readyAt),
      expires_at: iso(made.expiresAt),
      storage_key: schoolExportKey(row),
      size_bytes: size,
    });
    await jobs.enqueue(EXPIRE_SCHOOL_EXPORTS_JOB, { exportId: row.id }, { runAt: made.expiresAt });
  }

  /** The job's handler: builds a waiting export; the last failed run marks it failed. */
  async function run(payload: { exportId: string }, context: JobContext): Promise<void> {
    await runBuild(await exports.byId(payload.exportId), context, build, (id) =>
      exports.update(id, { state: 'failed' }),
    );
  }

  /** Deletes the files of ready exports whose link has ended and marks them expired (idempotent). */
  async function expireDue(): Promise<void> {
    const due = await exports.expiredBy(iso(clock()));
    await expireFiles(due, storage, (id) => exports.update(id, { state: 'expired', storage_key: null }));
  }

  return { run, expireDue };
}

const sized = (file: { bytes: number; sha256: string }) => ({ bytes: file.bytes, sha256: file.sha256 });

export type SchoolExportBuilder = ReturnType<typeof createSchoolExportBuilder>;

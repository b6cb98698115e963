import type { Readable } from 'node:stream';
import type { JobContext } from '../../platform/jobs/job-queue.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import type { RegistryModule } from '../../platform/privacy/registry-page.js';
import { retentionWords } from '../../platform/privacy/registry-page.js';
import type { Storage } from '../../platform/storage/storage.js';
import { openZipStream, type ZipStream } from '../../platform/exports/zip-stream.js';
import { fullName } from '../../platform/person-name.js';
import type { PersonUploads } from '../media/media.module.js';
import type { DataExportRow, DataExportsRepository } from './data-exports.repository.js';
import { exportSteps, rowForSubject, type ExportStep } from './export-plan.js';
import { othersOf, type ExportDirectory } from './export-people.js';
import { renderSummary, type SummaryModule } from './export-summary.js';
import { VIA_PERSON, type PersonalRowsRepository } from './personal-rows.repository.js';
import { messageLanguage } from '../../platform/i18n/message-renderer.js';
import { inReaderLanguage } from '../../platform/i18n/reader-language.js';
import { expireFiles, linkEndsAt, runBuild } from './export-link.js';

export const BUILD_EXPORT_JOB = 'privacy.build-export';
export const EXPIRE_EXPORTS_JOB = 'privacy.expire-exports';

export interface ExportBuildDeps {
  exports: DataExportsRepository;
  rows: PersonalRowsRepository;
  registry: () => readonly RegistryModule[];
  directory: ExportDirectory;
  uploads: PersonUploads;
  storage: Storage;
  jobs: Pick<ModuleJobs, 'enqueue'>;
  clock: () => number;
}

interface ReadTable {
  step: ExportStep;
  rows: Record<string, unknown>[];
}

/** Where a subject's zip lives: a folder no media route serves. */
export const exportKey = (row: Pick<DataExportRow, 'id' | 'subject_uuid'>) =>
  `private/data-exports/${row.subject_uuid}/${row.id}.zip`;

/** A file name safe inside the zip: no folders, no control characters. */
const zipName = (name: string) => name.replace(/[\\/\p{Cc}]/gu, '_').slice(-120) || 'file';

/**
 * The background job that builds a person's export: every table the registry declares, one step
 * each (so the asker sees progress), then the person's uploads and a readable summary, zipped into
 * storage with a link that works for LINK_DAYS days. Run again after a crash it starts over.
 */
export function createExportBuilder(deps: ExportBuildDeps) {
  const { exports, rows, directory, uploads, storage, jobs, clock } = deps;

  async function readTables(row: DataExportRow, signal: AbortSignal): Promise<ReadTable[]> {
    const steps = exportSteps(deps.registry());
    await exports.update(row.id, { state: 'building', done_steps: 0, total_steps: steps.length });
    const read: ReadTable[] = [];
    for (const [index, step] of steps.entries()) {
      if (signal.aborted) throw signal.reason;
      read.push({ step, rows: await rows.rowsOf(step, row.subject_uuid) });
      await exports.update(row.id, { done_steps: index + 1 });
    }
    return read;
  }

  function namedIn(read: readonly ReadTable[]): Set<string> {
    const uuids = new Set<string>();
    for (const { step, rows: found } of read) {
      for (const r of found) {
        for (const column of [...Object.keys(step.privacy.people), VIA_PERSON]) {
          if (typeof r[column] === 'string') uuids.add(r[column] as string);
        }
      }
    }
    return uuids;
  }

  async function tableFiles(row: DataExportRow, read: readonly ReadTable[], zip: ZipStream) {
    const subject = row.subject_uuid;
    const others = await othersOf(directory, subject, namedIn(read));
    const modules = new Map<string, SummaryModule['tables'][number][]>();
    for (const { step, rows: found } of read) {
      if (found.length === 0) continue;
      const file = `${step.module}/${step.table}.json`;
      const shown = found.map(({ [VIA_PERSON]: via, ...r }) =>
        rowForSubject(r, step, subject, others, typeof via === 'string' ? via : null),
      );
      const { purpose, basis, kept } = step.privacy;
      const body = { module: step.module, table: step.table, purpose, basis, kept: retentionWords(kept), rows: shown };
      await zip.file(file, JSON.stringify(body, null, 2));
      modules.set(step.module, [
        ...(modules.get(step.module) ?? []),
        { table: step.table, purpose, rows: found.length, file },
      ]);
    }
    const purposeOf = new Map(deps.registry().map((m) => [m.name, m.purpose]));
    return [...modules].map(([name, tables]) => ({ name, purpose: purposeOf.get(name) ?? '', tables }));
  }

  async function uploadFiles(subject: string, zip: ZipStream): Promise<string[]> {
    const names: string[] = [];
    for (const [index, upload] of (await uploads.of(subject)).entries()) {
      const body = await uploads.open(upload.key);
      if (!body) continue;
      const name = `uploads/${index + 1}-${zipName(upload.originalName)}`;
      const entry = zip.entry(name, { stored: true });
      for await (const chunk of body as Readable) await entry.write(chunk as Uint8Array);
      await entry.end();
      names.push(name);
    }
    return names;
  }

  async function build(row: DataExportRow, signal: AbortSignal): Promise<void> {
    const read = await readTables(row, signal);
    const key = exportKey(row);
    const zip = openZipStream(storage, key);
    try {
      await writeZip(row, read, zip);
    } catch (err) {
      await zip.abort(err);
      throw err;
    }
  }

  async function writeZip(row: DataExportRow, read: readonly ReadTable[], zip: ZipStream): Promise<void> {
    const modules = await tableFiles(row, read, zip);
    const uploaded = await uploadFiles(row.subject_uuid, zip);
    const [subject] = await directory.people([row.subject_uuid]);
    const readyAt = clock();
    const expiresAt = linkEndsAt(readyAt);
    const summary = renderSummary({
      language: row.language,
      subjectName: fullName(subject),
      madeAt: readyAt,
      expiresAt,
      modules,
      uploads: uploaded,
    });
    await zip.file('index.html', summary);
    const stored = await zip.finish();
    const expiresIso = new Date(expiresAt).toISOString();
    await exports.update(row.id, {
      state: 'ready',
      ready_at: new Date(readyAt).toISOString(),
      expires_at: expiresIso,
      storage_key: stored.key,
      size_bytes: stored.size,
    });
    await jobs.enqueue(EXPIRE_EXPORTS_JOB, { exportId: row.id }, { runAt: expiresAt });
  }

  /** The job's handler: builds a waiting export; the last failed run marks it failed. */
  async function run(payload: { exportId: string }, context: JobContext): Promise<void> {
    // Names the export words (an erased teacher's "Former person") are in the asker's language.
    await runBuild(
      await exports.byId(payload.exportId),
      context,
      (row, signal) => inReaderLanguage(messageLanguage(row.language), () => build(row, signal)),
      (id) => exports.update(id, { state: 'failed' }),
    );
  }

  /** Deletes the files of ready exports whose link has ended and marks them expired (idempotent). */
  async function expireDue(): Promise<void> {
    const due = await exports.expiredBy(new Date(clock()).toISOString());
    await expireFiles(due, storage, (id) => exports.update(id, { state: 'expired', storage_key: null }));
  }

  return { run, expireDue };
}

export type ExportBuilder = ReturnType<typeof createExportBuilder>;

import type { Readable } from 'node:stream';
import { zipSync, type Zippable } from 'fflate';
import type { JobContext } from '../../platform/jobs/job-queue.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import type { RegistryModule } from '../../platform/privacy/registry-page.js';
import { retentionWords } from '../../platform/privacy/registry-page.js';
import type { Storage } from '../../platform/storage/storage.js';
import { fullName } from '../../platform/person-name.js';
import type { PersonUploads } from '../media/media.module.js';
import type { DataExportRow, DataExportsRepository } from './data-exports.repository.js';
import { exportSteps, rowForSubject, type ExportStep } from './export-plan.js';
import { othersOf, type ExportDirectory } from './export-people.js';
import { renderSummary, type SummaryModule } from './export-summary.js';
import { VIA_PERSON, type PersonalRowsRepository } from './personal-rows.repository.js';
import { messageLanguage } from '../../platform/i18n/message-renderer.js';
import { inReaderLanguage } from '../../platform/i18n/reader-language.js';

export const BUILD_EXPORT_JOB = 'privacy.build-export';
export const EXPIRE_EXPORTS_JOB = 'privacy.expire-exports';

/** How long a ready export's link works. */
export const LINK_DAYS = 7;
const DAY_MS = 86_400_000;

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

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

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

  async function tableFiles(row: DataExportRow, read: readonly ReadTable[], files: Zippable) {
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
      files[file] = Buffer.from(JSON.stringify(body, null, 2));
      modules.set(step.module, [
        ...(modules.get(step.module) ?? []),
        { table: step.table, purpose, rows: found.length, file },
      ]);
    }
    const purposeOf = new Map(deps.registry().map((m) => [m.name, m.purpose]));
    return [...modules].map(([name, tables]) => ({ name, purpose: purposeOf.get(name) ?? '', tables }));
  }

  async function uploadFiles(subject: string, files: Zippable): Promise<string[]> {
    const names: string[] = [];
    for (const [index, upload] of (await uploads.of(subject)).entries()) {
      const body = await uploads.open(upload.key);
      if (!body) continue;
      const name = `uploads/${index + 1}-${zipName(upload.originalName)}`;
      // Photos and PDFs are compressed already: stored as they are.
      files[name] = [await bytesOf(body), { level: 0 }];
      names.push(name);
    }
    return names;
  }

  async function build(row: DataExportRow, signal: AbortSignal): Promise<void> {
    const read = await readTables(row, signal);
    const files: Zippable = {};
    const modules = await tableFiles(row, read, files);
    const uploaded = await uploadFiles(row.subject_uuid, files);
    const [subject] = await directory.people([row.subject_uuid]);
    const readyAt = clock();
    const expiresAt = readyAt + LINK_DAYS * DAY_MS;
    const summary = renderSummary({
      language: row.language,
      subjectName: fullName(subject),
      madeAt: readyAt,
      expiresAt,
      modules,
      uploads: uploaded,
    });
    files['index.html'] = Buffer.from(summary);
    const zip = Buffer.from(zipSync(files));
    const key = exportKey(row);
    await storage.put(key, zip, 'application/zip');
    const expiresIso = new Date(expiresAt).toISOString();
    await exports.update(row.id, {
      state: 'ready',
      ready_at: new Date(readyAt).toISOString(),
      expires_at: expiresIso,
      storage_key: key,
      size_bytes: zip.length,
    });
    await jobs.enqueue(EXPIRE_EXPORTS_JOB, { exportId: row.id }, { runAt: expiresAt });
  }

  /** The job's handler: builds a waiting export; the last failed run marks it failed. */
  async function run(payload: { exportId: string }, context: JobContext): Promise<void> {
    const row = await exports.byId(payload.exportId);
    if (!row || (row.state !== 'waiting' && row.state !== 'building')) return;
    try {
      // Names the export words (an erased teacher's "Former person") are in the asker's language.
      await inReaderLanguage(messageLanguage(row.language), () => build(row, context.signal));
    } catch (err) {
      if (context.attempt >= context.maxAttempts) await exports.update(row.id, { state: 'failed' });
      throw err;
    }
  }

  /** Deletes the files of ready exports whose link has ended and marks them expired (idempotent). */
  async function expireDue(): Promise<void> {
    for (const row of await exports.expiredBy(new Date(clock()).toISOString())) {
      if (row.storage_key) await storage.delete(row.storage_key);
      await exports.update(row.id, { state: 'expired', storage_key: null });
    }
  }

  return { run, expireDue };
}

export type ExportBuilder = ReturnType<typeof createExportBuilder>;

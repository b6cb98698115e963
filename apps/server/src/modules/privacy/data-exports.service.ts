import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataExport, DataExportRequestBody, DataExportsData } from '@esc/contracts';
import { isParent } from '@esc/domain';
import type { Db } from '../../db/database.js';
import { actingUserFor, type ParentLinks } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import type { Storage } from '../../platform/storage/storage.js';
import { fullName } from '../../platform/person-name.js';
import { createDataExportsRepository, type DataExportRow } from './data-exports.repository.js';
import { BUILD_EXPORT_JOB, type ExportBuilder } from './export-build.service.js';
import { exportSteps } from './export-plan.js';
import { readyFile } from './export-link.js';
import type { ExportDirectory } from './export-people.js';
import type { RegistryModule } from '../../platform/privacy/registry-page.js';

/** Exports one person may ask for in a day (their own and their children's together). */
export const DAILY_EXPORTS = 5;
const DAY_MS = 86_400_000;

export interface DataExportsDeps {
  db: Db;
  links: ParentLinks;
  directory: ExportDirectory;
  registry: () => readonly RegistryModule[];
  builder: Pick<ExportBuilder, 'expireDue'>;
  storage: Storage;
  jobs: ModuleJobs;
  clock: () => number;
}

export type DataExportsService = ReturnType<typeof createDataExportsService>;

/**
 * A person's data out, as people ask for it: their own, or a parent's for a linked child; one
 * export of a person at a time (a second ask answers the running one) and a few asks a day; the
 * export read and its file downloaded by the person or their linked parent only, while it is ready.
 */
export function createDataExportsService(deps: DataExportsDeps) {
  const { db, links, directory, builder, storage, jobs, clock } = deps;
  const repo = createDataExportsRepository(db);
  const iso = (ms: number) => new Date(ms).toISOString();

  async function namesOf(uuids: readonly string[]): Promise<Map<string, string>> {
    const people = await directory.people([...new Set(uuids)]);
    return new Map(people.map((p) => [p.uuid, fullName(p)]));
  }

  function toDataExport(row: DataExportRow, names: ReadonlyMap<string, string>): DataExport {
    return {
      export_id: row.id,
      subject_uuid: row.subject_uuid,
      subject_name: names.get(row.subject_uuid) ?? '',
      state: row.state,
      done_steps: row.done_steps,
      total_steps: row.total_steps,
      requested_at: row.requested_at,
      ready_at: row.ready_at,
      expires_at: row.expires_at,
      size_bytes: row.size_bytes,
    };
  }

  async function shown(row: DataExportRow): Promise<DataExport> {
    return toDataExport(row, await namesOf([row.subject_uuid]));
  }

  async function ask(caller: AuthContext, body: DataExportRequestBody, language: string): Promise<DataExport> {
    const subject = (await actingUserFor(caller, body.uuid, links)).uuid;
    const running = await repo.running(subject);
    if (running) return shown(running);
    const now = clock();
    if ((await repo.askedSince(caller.uuid, iso(now - DAY_MS))) >= DAILY_EXPORTS) {
      throw new AppError('RATE_LIMITED', { reason: 'privacy.dailyLimit', params: { max: DAILY_EXPORTS } });
    }
    const row: DataExportRow = {
      id: randomUUID(),
      subject_uuid: subject,
      requested_by: caller.uuid,
      state: 'waiting',
      done_steps: 0,
      total_steps: exportSteps(deps.registry()).length,
      language,
      requested_at: iso(now),
      ready_at: null,
      expires_at: null,
      storage_key: null,
      size_bytes: null,
    };
    await db.transaction().execute(async (trx) => {
      await createDataExportsRepository(trx).insert(row);
      await jobs.enqueue(BUILD_EXPORT_JOB, { exportId: row.id }, { within: trx, singletonKey: row.id });
    });
    jobs.nudge();
    return shown(row);
  }

  /** The export, when the caller is its subject or the subject's linked parent; 404 for anyone else. */
  async function readable(caller: AuthContext, exportId: string): Promise<DataExportRow> {
    await builder.expireDue();
    const row = await repo.byId(exportId.toLowerCase());
    const mine = row && row.subject_uuid === caller.uuid;
    const child =
      row && !mine && isParent(caller.userTypeId) && (await links.isLinkedChild(caller.uuid, row.subject_uuid));
    if (!row || !(mine || child)) throw new AppError('NOT_FOUND', { reason: 'privacy.exportNotFound' });
    return row;
  }

  async function list(caller: AuthContext): Promise<DataExportsData> {
    await builder.expireDue();
    const children = isParent(caller.userTypeId) ? await directory.childrenOfParents([caller.uuid]) : [];
    const subjects = [caller.uuid, ...children.map((c) => c.child_uuid)];
    const rows = await repo.ofSubjects(subjects);
    const names = await namesOf(rows.map((r) => r.subject_uuid));
    return { exports: rows.map((r) => toDataExport(r, names)) };
  }

  async function one(caller: AuthContext, exportId: string): Promise<DataExport> {
    return shown(await readable(caller, exportId));
  }

  /** The zip's bytes and a name for it, while the export is ready. */
  async function file(caller: AuthContext, exportId: string): Promise<{ filename: string; body: Readable }> {
    const row = await readable(caller, exportId);
    const body = await readyFile(row, storage, { notReady: 'privacy.notReady', expired: 'privacy.expired' });
    return { filename: `my-data-${row.ready_at!.slice(0, 10)}.zip`, body };
  }

  return { ask, list, one, file };
}

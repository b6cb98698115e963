import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { SchoolExport, SchoolExportsData } from '@esc/contracts';
import type { LanguageCode } from '@esc/contracts/languages';
import { isSchoolAdmin } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import { fullName } from '../../platform/person-name.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { AccessLog } from '../audit/audit.module.js';
import type { IdentityService } from '../identity/identity.module.js';
import { readyFile } from './export-link.js';
import type { ExportDirectory } from './export-people.js';
import { BUILD_SCHOOL_EXPORT_JOB, type SchoolExportBuilder } from './school-export-build.service.js';
import { createSchoolExportsRepository, type SchoolExportRow } from './school-exports.repository.js';

export interface SchoolExportsDeps {
  db: Db;
  identity: Pick<IdentityService, 'tenantSchoolIds' | 'primarySchoolId'>;
  directory: Pick<ExportDirectory, 'people'>;
  builder: Pick<SchoolExportBuilder, 'expireDue'>;
  /** The learners placed in a school now: whose records a download of its export reads. */
  schoolLearners: (schoolId: number) => Promise<string[]>;
  /** The log of staff reads of children's records (the audit module's). */
  accessLog: Pick<AccessLog, 'record'>;
  /** How many parts a new export has (the modules that give one). */
  parts: () => number;
  storage: Storage;
  jobs: ModuleJobs;
  clock: () => number;
}

export type SchoolExportsService = ReturnType<typeof createSchoolExportsService>;

/**
 * A school's data out, as its admins ask for it: one export of a school at a time (a second ask
 * answers the running one); read and downloaded by the school's admins only. Another school's
 * export is absent (404) to everyone else's staff; a teacher of the school is refused (403).
 */
export function createSchoolExportsService(deps: SchoolExportsDeps) {
  const { db, identity, directory, builder, storage, jobs, clock } = deps;
  const repo = createSchoolExportsRepository(db);

  function adminOnly(caller: AuthContext): void {
    if (!isSchoolAdmin(caller.userTypeId, caller.role)) {
      throw new AppError('FORBIDDEN', { reason: 'privacy.schoolExportAdminOnly' });
    }
  }

  async function schoolOf(caller: AuthContext): Promise<number> {
    const schoolId = await identity.primarySchoolId(caller.uuid);
    if (schoolId === null) throw new AppError('FORBIDDEN', { reason: 'privacy.schoolExportAdminOnly' });
    return schoolId;
  }

  async function shown(rows: readonly SchoolExportRow[]): Promise<SchoolExport[]> {
    const people = await directory.people([...new Set(rows.map((r) => r.requested_by))]);
    const names = new Map(people.map((p) => [p.uuid, fullName(p)]));
    return rows.map((row) => ({
      export_id: row.id,
      school_id: row.school_id,
      state: row.state,
      done_steps: row.done_steps,
      total_steps: row.total_steps,
      requested_at: row.requested_at,
      requested_by_name: names.get(row.requested_by) ?? '',
      ready_at: row.ready_at,
      expires_at: row.expires_at,
      size_bytes: row.size_bytes,
    }));
  }

  /** `language`: the asking admin's, which README.txt is written in. */
  async function ask(caller: AuthContext, language: LanguageCode): Promise<SchoolExport> {
    adminOnly(caller);
    const schoolId = await schoolOf(caller);
    const row: SchoolExportRow = {
      id: randomUUID(),
      school_id: schoolId,
      requested_by: caller.uuid,
      state: 'waiting',
      done_steps: 0,
      total_steps: deps.parts(),
      requested_at: new Date(clock()).toISOString(),
      ready_at: null,
      expires_at: null,
      storage_key: null,
      size_bytes: null,
      language,
    };
    const inserted = await db.transaction().execute(async (trx) => {
      if (!(await createSchoolExportsRepository(trx).insertIfNoneRunning(row))) return false;
      await jobs.enqueue(BUILD_SCHOOL_EXPORT_JOB, { exportId: row.id }, { within: trx, singletonKey: row.id });
      return true;
    });
    if (!inserted) {
      const running = await repo.running(schoolId);
      if (running) return (await shown([running]))[0]!;
      throw new AppError('CONFLICT', { reason: 'privacy.schoolExportNotReady' });
    }
    jobs.nudge();
    return (await shown([row]))[0]!;
  }

  /** The export, when the caller administers its school; 404 for anyone else's. */
  async function readable(caller: AuthContext, exportId: string): Promise<SchoolExportRow> {
    await builder.expireDue();
    const row = await repo.byId(exportId.toLowerCase());
    const schools = row ? await identity.tenantSchoolIds(caller) : [];
    if (!row || !schools.includes(row.school_id)) {
      throw new AppError('NOT_FOUND', { reason: 'privacy.schoolExportNotFound' });
    }
    adminOnly(caller);
    return row;
  }

  async function list(caller: AuthContext): Promise<SchoolExportsData> {
    adminOnly(caller);
    await builder.expireDue();
    return { exports: await shown(await repo.ofSchool(await schoolOf(caller))) };
  }

  async function one(caller: AuthContext, exportId: string): Promise<SchoolExport> {
    return (await shown([await readable(caller, exportId)]))[0]!;
  }

  /**
   * The zip's bytes and a name for it, while the export is ready. It holds every learner's records,
   * so the download is written in the school's access log for each learner placed in the school.
   */
  async function file(caller: AuthContext, exportId: string): Promise<{ filename: string; body: Readable }> {
    const row = await readable(caller, exportId);
    const body = await readyFile(row, storage, {
      notReady: 'privacy.schoolExportNotReady',
      expired: 'privacy.schoolExportExpired',
    });
    const filename = `school-${row.school_id}-data-${row.ready_at!.slice(0, 10)}.zip`;
    try {
      await deps.accessLog.record(caller, {
        kind: 'school-export',
        learners: await deps.schoolLearners(row.school_id),
        record: row.id,
        label: filename,
        schoolId: row.school_id,
      });
    } catch (err) {
      // No download the log has not noted: the opened file is closed and the error answers.
      body.destroy();
      throw err;
    }
    return { filename, body };
  }

  return { ask, list, one, file };
}

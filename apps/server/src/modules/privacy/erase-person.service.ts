import type { Db } from '../../db/database.js';
import type { JobContext } from '../../platform/jobs/job-queue.js';
import type { RegistryModule } from '../../platform/privacy/registry-page.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { PersonUploads } from '../media/media.module.js';
import { ACCOUNT_TABLE, erasureSteps } from './erasure-plan.js';
import { createErasureRequestsRepository, type ErasureRequestsRepository } from './erasure-requests.repository.js';
import type { PersonalRowsWriter } from './personal-rows-writer.repository.js';

export const ERASE_PERSON_JOB = 'privacy.erase-person';

/** What every module that keeps a person's data in a cache hears once a person is erased. */
export interface PersonErased {
  /** Names this erasure for good (a handler run twice can tell). */
  id: string;
}

export interface ErasePersonDeps {
  db: Db;
  requests: ErasureRequestsRepository;
  writer: PersonalRowsWriter;
  registry: () => readonly RegistryModule[];
  uploads: Pick<PersonUploads, 'of'>;
  storage: Pick<Storage, 'delete'>;
  clock: () => number;
  /** Tells other modules, inside the last step's transaction, that a person is gone. */
  erased: (within: Db, event: PersonErased) => Promise<void>;
}

/**
 * The background job that carries out an approved erasure: every table the registry declares, one
 * transaction each (the request's progress moves after each), the account's own row last; then the
 * person's uploads and export files leave storage. Every step is idempotent, so a job run again
 * after a crash starts over and finishes what is left.
 */
export function createPersonEraser(deps: ErasePersonDeps) {
  const { db, requests, writer, storage, clock } = deps;

  async function deleteFiles(keys: readonly string[]): Promise<void> {
    // A file already gone (a repeat of the job) is what we want: nothing to report.
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  }

  async function run({ requestId }: { requestId: string }, context?: JobContext): Promise<void> {
    const request = await requests.byId(requestId);
    if (request?.state !== 'erasing') return;
    const uuid = request.subject_uuid;
    const files = [
      ...(await deps.uploads.of(uuid)).map((u) => u.key),
      ...(await requests.exportFilesOf(uuid)),
      ...(await writer.storedFilesOf(uuid)),
    ];
    const steps = erasureSteps(deps.registry());
    await requests.update(requestId, { total_steps: steps.length });
    const at = new Date(clock()).toISOString();
    for (const [index, step] of steps.entries()) {
      context?.signal.throwIfAborted();
      await db.transaction().execute(async (trx) => {
        await writer.eraseStep(trx, step, uuid);
        if (step.table === ACCOUNT_TABLE) {
          await writer.anonymise(trx, uuid, at);
          await deps.erased(trx, { id: requestId });
        }
        await createErasureRequestsRepository(trx).update(requestId, { done_steps: index + 1 });
      });
    }
    await deleteFiles(files);
    await requests.update(requestId, { state: 'erased', erased_at: new Date(clock()).toISOString() });
  }

  return { run };
}

export type PersonEraser = ReturnType<typeof createPersonEraser>;

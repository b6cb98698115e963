import { randomUUID } from 'node:crypto';
import type { ErasureGrounds } from '@esc/contracts';
import type { ConsentEnding } from '@esc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import type { RegistryModule } from '../../platform/privacy/registry-page.js';
import type { ConsentService } from '../identity/identity.module.js';
import { ERASE_PERSON_JOB } from './erase-person.service.js';
import { erasureSteps } from './erasure-plan.js';
import { decidingSchoolOf, type ErasureRequestsDeps } from './erasure-requests.service.js';
import { createErasureRequestsRepository } from './erasure-requests.repository.js';

/** The daily look for children whose parent withdrew or refused consent and whose erasure day has come. */
export const ERASE_WITHOUT_CONSENT_JOB = 'privacy.erase-without-consent';

/** Children put to erasure in one run; more wait for the next day's run (a run only queues the erasing jobs). */
export const ERASURES_PER_RUN = 500;

const DAY_MS = 86_400_000;
const GROUNDS: Record<ConsentEnding, ErasureGrounds> = {
  withdrawn: 'consent_withdrawn',
  refused: 'consent_refused',
};

export interface ConsentErasureDeps extends Pick<ErasureRequestsDeps, 'directory' | 'schoolsOf'> {
  db: Db;
  jobs: ModuleJobs;
  clock: () => number;
  registry: () => readonly RegistryModule[];
  /** The identity module's consents: who is due, and a last look before each erasure. */
  consent: Pick<ConsentService, 'erasureDue' | 'stillDueForErasure'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface ConsentErasureRun {
  /** Children whose erasure was started (or, already started, queued again) by this run. */
  started: number;
  /** Children whose start failed; the next run tries them again. */
  failed: number;
}

/**
 * A withdrawal or a refusal of a parent's consent sets a day after which the child's account is
 * erased unless a parent agrees first. Each run starts that erasure for the children whose day has
 * come, through the same request and job as an approved erasure, the request saying why; the
 * erasure deletes the consent row with the rest, so a second run finds nobody.
 */
export function createConsentErasure(deps: ConsentErasureDeps) {
  const { db, jobs, clock } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** One child: decided now by the rule, not by a person; a request the person had open is taken over. */
  async function start(uuid: string, ending: ConsentEnding): Promise<void> {
    const school = await decidingSchoolOf(deps, uuid);
    const now = iso(clock());
    await db.transaction().execute(async (trx) => {
      const requests = createErasureRequestsRepository(trx);
      const open = await requests.open(uuid);
      const decided = { decided_by: null, decided_at: now, grounds: GROUNDS[ending] };
      let requestId: string;
      if (open?.state === 'erasing') {
        // Already being erased (a crash, or a run of yesterday's still going): only make sure its job waits.
        requestId = open.id;
      } else if (open) {
        requestId = open.id;
        if (!(await requests.move(open.id, 'waiting', { ...decided, state: 'erasing' }))) return;
      } else {
        requestId = randomUUID();
        await requests.insert({
          id: requestId,
          subject_uuid: uuid,
          // Nobody asked: the child's own account stands as the asker, so no one else's list shows it.
          requested_by: uuid,
          school_id: school,
          reason: null,
          state: 'erasing',
          requested_at: now,
          due_at: now,
          refusal: null,
          done_steps: 0,
          total_steps: erasureSteps(deps.registry()).length,
          erased_at: null,
          ...decided,
        });
      }
      await jobs.enqueue(ERASE_PERSON_JOB, { requestId }, { within: trx, singletonKey: requestId });
    });
  }

  async function run(): Promise<ConsentErasureRun> {
    const due = await deps.consent.erasureDue(ERASURES_PER_RUN);
    const result: ConsentErasureRun = { started: 0, failed: 0 };
    for (const child of due) {
      try {
        // A parent may have agreed since the list was read: that child stays.
        const ending = await deps.consent.stillDueForErasure(child.child_uuid);
        if (!ending) continue;
        await start(child.child_uuid, ending);
        result.started += 1;
      } catch (err) {
        // One child's failure leaves the others to go on; tomorrow's run tries this one again.
        result.failed += 1;
        deps.log.error({ err, childUuid: child.child_uuid }, 'erasure after a parent’s consent ended could not start');
      }
    }
    if (result.started > 0) jobs.nudge();
    if (due.length > 0) deps.log.info(result, 'erasures started for children whose consent ended');
    return result;
  }

  /** Books the daily run; each run books the next (keyed by its day, so servers starting together book one). */
  function schedule(): () => Promise<void> {
    const next = (at: number) =>
      jobs.enqueue(ERASE_WITHOUT_CONSENT_JOB, {}, { singletonKey: `day:${Math.floor(at / DAY_MS)}`, runAt: at });
    jobs.register(ERASE_WITHOUT_CONSENT_JOB, {
      timeoutMs: 10 * 60_000,
      handler: async () => {
        await run();
        await next(clock() + DAY_MS);
      },
    });
    return () => next(clock()).then(() => undefined);
  }

  return { run, schedule };
}

export type ConsentErasure = ReturnType<typeof createConsentErasure>;

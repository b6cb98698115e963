import { randomUUID } from 'node:crypto';
import type { ErasureDecisionBody, ErasureRequest, ErasureRequestBody, ErasureRequestsData } from '@esc/contracts';
import { DEFAULT_SCHOOL_ID, isParent, isSchoolAdmin } from '@esc/domain';
import type { Db } from '../../db/database.js';
import { actingUserFor, type ParentLinks } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ModuleJobs } from '../../platform/modules/module-declaration.js';
import { fullName } from '../../platform/person-name.js';
import { ERASE_PERSON_JOB } from './erase-person.service.js';
import { erasureSteps } from './erasure-plan.js';
import { createErasureRequestsRepository, type ErasureRequestRow } from './erasure-requests.repository.js';
import type { ExportDirectory } from './export-people.js';
import type { PrivacyActor, PrivacyPolicy } from './privacy.policy.js';
import type { RegistryModule } from '../../platform/privacy/registry-page.js';

/** Days within which the school or the platform decides a request (the README states it). */
export const DECISION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ErasureRequestsDeps {
  db: Db;
  links: ParentLinks;
  directory: ExportDirectory;
  /** The schools of a person (a parent: their children's), as the identity module reads them. */
  schoolsOf: (person: Pick<AuthContext, 'uuid' | 'userTypeId'>) => Promise<number[]>;
  isPlatformEditor: (auth: AuthContext) => Promise<boolean>;
  registry: () => readonly RegistryModule[];
  jobs: ModuleJobs;
  clock: () => number;
  policy: PrivacyPolicy;
}

export type ErasureRequestsService = ReturnType<typeof createErasureRequestsService>;

/** The school that decides for the person: their school (a parent: their child's), or null for the platform. */
export async function decidingSchoolOf(
  deps: Pick<ErasureRequestsDeps, 'directory' | 'schoolsOf'>,
  uuid: string,
): Promise<number | null> {
  const [person] = await deps.directory.people([uuid]);
  if (!person) throw new AppError('NOT_FOUND', { reason: 'privacy.personNotFound' });
  const schools = (await deps.schoolsOf({ uuid, userTypeId: person.user_type_id }))
    .filter((id) => id !== DEFAULT_SCHOOL_ID)
    .sort((a, b) => a - b);
  return schools[0] ?? null;
}

/**
 * Erasure as people ask for it and deciders answer: a person (a parent for a linked child) asks, one
 * open request at a time; the school admin of the person's school decides, or the platform's
 * editors for people of no school but the product's own; an approval starts the erasing job, a
 * refusal says why and keeps everything.
 */
export function createErasureRequestsService(deps: ErasureRequestsDeps) {
  const { db, links, directory, jobs, clock, policy } = deps;
  const repo = createErasureRequestsRepository(db);
  const iso = (ms: number) => new Date(ms).toISOString();

  async function shown(rows: readonly ErasureRequestRow[]): Promise<ErasureRequest[]> {
    const people = await directory.people([...new Set(rows.map((r) => r.subject_uuid))]);
    const names = new Map(people.map((p) => [p.uuid, fullName(p)]));
    return rows.map((row) => ({
      request_id: row.id,
      subject_uuid: row.subject_uuid,
      subject_name: names.get(row.subject_uuid) ?? '',
      state: row.state,
      school_id: row.school_id,
      reason: row.reason,
      grounds: row.grounds,
      requested_at: row.requested_at,
      due_at: row.due_at,
      decided_at: row.decided_at,
      refusal: row.refusal,
      done_steps: row.done_steps,
      total_steps: row.total_steps,
      erased_at: row.erased_at,
    }));
  }

  async function ask(caller: AuthContext, body: ErasureRequestBody): Promise<ErasureRequest> {
    const subject = (await actingUserFor(caller, body.uuid, links)).uuid;
    const open = await repo.open(subject);
    if (open) return (await shown([open]))[0]!;
    const now = clock();
    const row: ErasureRequestRow = {
      id: randomUUID(),
      subject_uuid: subject,
      requested_by: caller.uuid,
      school_id: await decidingSchoolOf(deps, subject),
      reason: body.reason?.trim() || null,
      grounds: 'asked',
      state: 'waiting',
      requested_at: iso(now),
      due_at: iso(now + DECISION_DAYS * DAY_MS),
      decided_by: null,
      decided_at: null,
      refusal: null,
      done_steps: 0,
      total_steps: erasureSteps(deps.registry()).length,
      erased_at: null,
    };
    await repo.insert(row);
    return (await shown([row]))[0]!;
  }

  async function list(caller: AuthContext): Promise<ErasureRequestsData> {
    const children = isParent(caller.userTypeId) ? await directory.childrenOfParents([caller.uuid]) : [];
    const rows = await repo.ofSubjects(
      children.map((c) => c.child_uuid),
      caller.uuid,
    );
    return { requests: await shown(rows) };
  }

  /** The caller as the policy's actor: their schools, whether they administer them, whether they edit for the platform. */
  async function actorOf(caller: AuthContext): Promise<PrivacyActor> {
    const [schoolIds, platform] = await Promise.all([deps.schoolsOf(caller), deps.isPlatformEditor(caller)]);
    return { schoolIds, schoolAdmin: isSchoolAdmin(caller.userTypeId, caller.role), platform };
  }

  async function toDecide(caller: AuthContext): Promise<ErasureRequestsData> {
    const actor = await actorOf(caller);
    const schoolIds = actor.schoolAdmin ? actor.schoolIds.filter((id) => id !== DEFAULT_SCHOOL_ID) : [];
    return { requests: await shown(await repo.toDecide(schoolIds, actor.platform)) };
  }

  async function decide(caller: AuthContext, requestId: string, body: ErasureDecisionBody): Promise<ErasureRequest> {
    // Another school's request or a missing one is 404, staff of its school who are not its admin 403 (the policy's words).
    const row = await policy.authorizeOne(await actorOf(caller), 'decide', requestId.toLowerCase());
    const refusal = body.refusal?.trim() ?? '';
    if (!body.approve && !refusal) {
      const said = { reason: 'privacy.refusalNeedsReason' } as const;
      throw new AppError('VALIDATION_FAILED', said, { errors: [{ field: 'refusal', ...said }] });
    }
    const decided = { decided_by: caller.uuid, decided_at: iso(clock()) };
    const moved = await db.transaction().execute(async (trx) => {
      const within = createErasureRequestsRepository(trx);
      if (!body.approve) return within.move(row.id, 'waiting', { ...decided, state: 'refused', refusal });
      const ok = await within.move(row.id, 'waiting', { ...decided, state: 'erasing' });
      if (ok) await jobs.enqueue(ERASE_PERSON_JOB, { requestId: row.id }, { within: trx, singletonKey: row.id });
      return ok;
    });
    if (!moved) throw new AppError('CONFLICT', { reason: 'privacy.erasureDecided' });
    if (body.approve) jobs.nudge();
    return (await shown([(await repo.byId(row.id))!]))[0]!;
  }

  return { ask, list, toDecide, decide };
}

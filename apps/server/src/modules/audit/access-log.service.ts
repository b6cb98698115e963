import { createHash, randomUUID } from 'node:crypto';
import type {
  AccessKind,
  AccessLogData,
  AccessLogEntry,
  AccessLogPeopleData,
  AccessViewerRole,
  SchoolAccessLogQuery,
} from '@esc/contracts';
import { isSchoolAdmin, isStaff } from '@esc/domain';
import { actingUserFor, type ParentLinks } from '../../platform/auth/access.js';
import { staffActor } from '../../platform/auth/staff-actor.js';
import { AppError, fieldInvalid } from '../../platform/errors/app-error.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import { currentOrigin } from '../../platform/http/request-origin.js';
import { fullName } from '../../platform/person-name.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { AccessLogFilter, AccessLogRepository, AccessLogRow } from './access-log.repository.js';
import type { AuditPolicy } from './audit.policy.js';

/** How long an entry is kept: a school year and its holidays, long enough for a parent to ask about a term. */
export const ACCESS_LOG_KEPT_DAYS = 400;
const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;
/** A repeat of the same read within this long is not written again: the first one stands for it. */
export const SAME_READ_MS = 10 * 60_000;
/**
 * Downloads are written every time: each is another copy of the records leaving the product, which
 * a parent may ask about. A screen read again (a report refreshed while a test runs) shows nothing new.
 */
const ALWAYS_WRITTEN: ReadonlySet<AccessKind> = new Set(['attendance-register', 'report-download', 'school-export']);
const READS_REMEMBERED = 20_000;

/** One read of children's records by whoever is calling. */
export interface AccessRead {
  kind: AccessKind;
  /** Whose records: one row each, in one insert. */
  learners: readonly string[];
  record?: string | number | null;
  /** The record's title, when it has one that names no person (a paper's, a learn-list's). */
  label?: string | null;
  /** The school whose records they are, when the call site knows it better than the caller's main school. */
  schoolId?: number | null;
}

export type AccessLog = ReturnType<typeof createAccessLog>;

export function createAccessLog(deps: {
  repo: AccessLogRepository;
  clock: () => number;
  links: ParentLinks;
  identity: Pick<IdentityService, 'tenantSchoolIds'>;
  directory: Pick<DirectoryService, 'people'>;
  policy: AuditPolicy;
}) {
  const { repo, clock } = deps;
  // In this process only: another process may write a repeat once more, which says nothing new.
  const lastWritten = createBoundedCache<number>({ maxEntries: READS_REMEMBERED, maxBytes: READS_REMEMBERED });

  /** Whether the same read (viewer, kind, record, school, learners) was written less than SAME_READ_MS ago. */
  function repeated(key: string, now: number): boolean {
    const last = lastWritten.get(key);
    return last !== undefined && now >= last && now - last < SAME_READ_MS;
  }

  /**
   * Notes a read by staff of children's records, after the answer is built: one statement whatever
   * the list's length. A learner's or a parent's own reads are theirs, not staff's, and are not noted.
   */
  async function record(caller: AuthContext, read: AccessRead): Promise<void> {
    if (caller.guest || !isStaff(caller.userTypeId)) return;
    const whose = whoseOf(read.learners);
    const learners = whose.learners.includes(caller.uuid)
      ? whose.learners.filter((u) => u !== caller.uuid)
      : whose.learners;
    if (learners.length === 0) return;
    const now = clock();
    const base = {
      viewer_uuid: caller.uuid,
      school_id: read.schoolId ?? caller.schoolId,
      kind: read.kind,
      record_id: read.record === undefined || read.record === null ? null : String(read.record),
      record_label: read.label?.slice(0, 200) ?? null,
    };
    const key = readKey(base, whose.hash);
    if (!ALWAYS_WRITTEN.has(read.kind) && repeated(key, now)) return;
    const written = { ...base, read_at: new Date(now).toISOString(), ...currentOrigin() };
    await repo.append(learners.map((learner_uuid): AccessLogRow => ({ id: randomUUID(), learner_uuid, ...written })));
    // Remembered once written: a read whose rows failed is written again next time.
    lastWritten.set(key, now, 1);
  }

  /** The caller's own log, or a parent's linked child's (403 for any other child). */
  async function forPerson(caller: AuthContext, q: { uuid?: string; page?: string }): Promise<AccessLogData> {
    const acting = await actingUserFor(caller, q.uuid, deps.links);
    return pageOf({ learnerUuid: acting.uuid }, q.page);
  }

  /** The schools whose log the caller, a school admin, reads; other staff are refused (audit.policy.ts). */
  async function adminSchools(caller: AuthContext): Promise<number[]> {
    const schoolIds = await deps.identity.tenantSchoolIds(caller);
    // Staff of no school have no school's log to read: refused as the policy refuses other staff.
    if (schoolIds.length === 0) throw new AppError('FORBIDDEN', { reason: 'audit.adminsOnly' });
    await deps.policy.authorize(staffActor(caller, { schoolIds }), 'readSchoolLog', schoolIds);
    return schoolIds;
  }

  /** A school admin's view of their schools' log, narrowed to a learner, a member of staff, a kind and a time range. */
  async function forSchool(caller: AuthContext, q: SchoolAccessLogQuery): Promise<AccessLogData> {
    const schoolIds = await adminSchools(caller);
    const fromIso = instantOf('from', q.from);
    const toIso = instantOf('to', q.to);
    if (fromIso && toIso && toIso <= fromIso) throw fieldInvalid('to', { reason: 'audit.rangeBackwards' });
    const filter: AccessLogFilter = {
      schoolIds,
      ...(q.learner_uuid && { learnerUuid: q.learner_uuid.toLowerCase() }),
      ...(q.viewer_uuid && { viewerUuid: q.viewer_uuid.toLowerCase() }),
      ...(q.kind && { kind: q.kind }),
      ...(fromIso && { fromIso }),
      ...(toIso && { toIso }),
    };
    return pageOf(filter, q.page);
  }

  /** Who a school admin may narrow their schools' log to: the learners and staff it names, by name. */
  async function peopleOfSchool(caller: AuthContext): Promise<AccessLogPeopleData> {
    const { learners, viewers } = await repo.peopleOf(await adminSchools(caller));
    const people = new Map((await deps.directory.people([...learners, ...viewers])).map((p) => [p.uuid, p]));
    const named = (uuids: readonly string[]) =>
      uuids
        .map((uuid) => ({ uuid, name: fullName(people.get(uuid)) }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.uuid.localeCompare(b.uuid));
    return { learners: named(learners), viewers: named(viewers) };
  }

  async function pageOf(filter: AccessLogFilter, pageText: string | undefined): Promise<AccessLogData> {
    const page = pageText ? Number(pageText) : 1;
    const rows = await repo.page(filter, (page - 1) * PAGE_SIZE, PAGE_SIZE);
    const shown = rows.slice(0, PAGE_SIZE);
    return { entries: await named(shown), page, has_more: rows.length > PAGE_SIZE, kept_days: ACCESS_LOG_KEPT_DAYS };
  }

  async function named(rows: readonly AccessLogRow[]): Promise<AccessLogEntry[]> {
    const uuids = [...new Set(rows.flatMap((r) => [r.viewer_uuid, r.learner_uuid]))];
    const people = new Map((await deps.directory.people(uuids)).map((p) => [p.uuid, p]));
    return rows.map((r) => {
      const viewer = people.get(r.viewer_uuid);
      return {
        entry_id: r.id,
        viewer_uuid: r.viewer_uuid,
        viewer_name: fullName(viewer),
        viewer_role: roleOf(viewer),
        learner_uuid: r.learner_uuid,
        learner_name: fullName(people.get(r.learner_uuid)),
        kind: r.kind,
        record_id: r.record_id,
        record_label: r.record_label,
        read_at: r.read_at,
        ip: r.ip,
        device: r.device,
      };
    });
  }

  /** Removes entries older than the retention; the job that runs it comes back the next day. */
  async function prune(): Promise<number> {
    return repo.pruneBefore(new Date(clock() - ACCESS_LOG_KEPT_DAYS * DAY_MS).toISOString());
  }

  return { record, forPerson, forSchool, peopleOfSchool, prune };
}

/**
 * Whose records a read shows, each once and lower-cased, and their hash in any order: worked out once
 * per list, as a kept answer (a teacher's report) passes the same list on every read.
 */
const whoseKept = new WeakMap<readonly string[], { learners: string[]; hash: string }>();
function whoseOf(list: readonly string[]): { learners: string[]; hash: string } {
  const found = whoseKept.get(list);
  if (found) return found;
  const learners = [...new Set(list.map((u) => u.toLowerCase()))];
  const hash = createHash('sha1')
    .update([...learners].sort().join(','))
    .digest('base64');
  const whose = { learners, hash };
  whoseKept.set(list, whose);
  return whose;
}

/** What makes two reads the same read: who, what kind, which record, which school, whose records (in any order). */
function readKey(
  base: { viewer_uuid: string; kind: string; record_id: string | null; school_id: number | null },
  whose: string,
): string {
  return `${base.viewer_uuid} ${base.kind} ${base.school_id ?? ''} ${base.record_id ?? ''} ${whose}`;
}

/** An instant as the log stores it (UTC); a text of the right shape that is no instant (month 00) names its field. */
function instantOf(field: 'from' | 'to', text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw fieldInvalid(field, { reason: 'validation.invalid' });
  return new Date(ms).toISOString();
}

function roleOf(person: { user_type_id: number; role: string | null } | undefined): AccessViewerRole {
  if (!person) return 'staff';
  if (isSchoolAdmin(person.user_type_id, person.role)) return 'admin';
  return isStaff(person.user_type_id) ? 'teacher' : 'staff';
}

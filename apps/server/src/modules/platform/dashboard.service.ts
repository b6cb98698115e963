import type {
  AggregatorDashboardBody,
  AggregatorDashboardData,
  DashboardItem,
  DashboardSyncBody,
  DashboardSyncData,
} from '@esc/contracts';
import { localDate } from '@esc/domain';
import { actingUserFor, type ParentLinks } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError, fieldInvalid } from '../../platform/errors/app-error.js';
import type { PlatformFeedbackRepository } from './platform-feedback.repository.js';

export type DashboardService = ReturnType<typeof createDashboardService>;
export type DashboardKind = DashboardItem['kind'];

/** What one module answers for the integrated dashboard: a learner's items (the caller checked). */
export type DashboardSource = (caller: AuthContext, learnerUuid: string) => Promise<DashboardItem[]>;

export interface DashboardPeople extends ParentLinks {
  /** Schools whose people the caller may see: their own, or a parent's children's. */
  tenantSchoolIds(caller: Pick<AuthContext, 'uuid' | 'userTypeId'>): Promise<number[]>;
  schoolName(schoolId: number): Promise<string | null>;
  countryOf(uuid: string): Promise<string>;
}

const on = (flag: boolean | 0 | 1 | undefined, byDefault: boolean): boolean =>
  flag === undefined ? byDefault : flag === true || flag === 1;

/**
 * The dashboard's calls of spec 001 §7: the institute it opens on (dashboardSync), and the
 * integrated dashboard's items between two days (captureDashboardData_Ax), read from each module
 * that has items to do. A module joins by answering for its kind; a kind with no source is
 * left out of `kinds`, so a client can tell "nothing to do" from "not answered here".
 */
export function createDashboardService(deps: {
  repo: PlatformFeedbackRepository;
  people: DashboardPeople;
  clock: () => number;
  /** Each module with items to do answers for its kind. */
  sources: Partial<Record<DashboardKind, DashboardSource>>;
}) {
  const { repo, people, clock } = deps;
  const sources = new Map(Object.entries(deps.sources) as [DashboardKind, DashboardSource][]);

  async function sync(caller: AuthContext, body: DashboardSyncBody): Promise<DashboardSyncData> {
    if (body.uuid && body.uuid.toLowerCase() !== caller.uuid) {
      throw new AppError('FORBIDDEN', { reason: 'platform.dashboardOwn' });
    }
    if (body.institute !== undefined) {
      const schoolId = Number(body.institute);
      if (!(await people.tenantSchoolIds(caller)).includes(schoolId)) {
        const notYours = { reason: 'platform.instituteNotYours' } as const;
        throw new AppError('FORBIDDEN', notYours, { errors: [{ field: 'institute', ...notYours }] });
      }
      await repo.saveDashboardSchool(caller.uuid, schoolId, new Date(clock()).toISOString());
    }
    const row = await repo.dashboardSchoolOf(caller.uuid);
    return {
      uuid: caller.uuid,
      institute: row?.school_id ?? null,
      institute_name: row ? await people.schoolName(row.school_id) : null,
      synced_at: row?.synced_at ?? null,
    };
  }

  function kindsAsked(body: AggregatorDashboardBody): DashboardKind[] {
    const asked: DashboardKind[] = [];
    if (on(body.list_hw, true)) asked.push('homework');
    if (on(body.all_assignments, false)) asked.push('assessment');
    if (on(body.isLiveClass, false)) asked.push('live_class');
    return asked;
  }

  async function aggregate(caller: AuthContext, body: AggregatorDashboardBody): Promise<AggregatorDashboardData> {
    const from = body.schedule_start_date;
    const to = body.schedule_end_date;
    if (from > to) {
      throw fieldInvalid('schedule_end_date', { reason: 'platform.scheduleEndBeforeStart' });
    }
    const learner = await actingUserFor(caller, body.uuid, people);
    const country = await people.countryOf(learner.uuid);
    const kinds = kindsAsked(body).filter((k) => sources.has(k));
    const lists = await Promise.all(kinds.map((k) => sources.get(k)!(caller, learner.uuid)));
    const byWhom = body.assigned_by_type;
    const items = lists
      .flat()
      // In the window: it starts by the last day and is due on or after the first (the learner's days).
      .filter(
        (i) => localDate(Date.parse(i.starts_at), country) <= to && localDate(Date.parse(i.due_at), country) >= from,
      )
      .filter((i) => byWhom === undefined || i.is_parent_assigned === (byWhom === 2 ? 1 : 0))
      .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id);
    return { uuid: learner.uuid, schedule_start_date: from, schedule_end_date: to, kinds, items };
  }

  return { sync, aggregate };
}

import {
  ENTITY_NAME_CHUNK_SIZE,
  type B2bPackageListBody,
  type B2bPackageListData,
  type CheckEntitySubscriptionData,
  type EntitySubscriptionStatusData,
  type PackageItem,
  type PackageListBody,
  type PackageListData,
  type UserSubscriptionStatusData,
} from '@esc/contracts';
import { B2B_PACKAGE_IDS, isParent, PACKAGE_FLAG_BOARDS } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityService } from '../identity/identity.module.js';
import { subscriptionState } from './commerce-dates.js';
import { localDate } from '@esc/domain';
import type { CommercePolicy } from './commerce.policy.js';
import type { CommerceRepository, SubscriptionWithPackage } from './commerce.repository.js';
import { parseServices } from './subscription-reader.service.js';
import { mergeByEntity, toPackageDetail, toUserSubscription } from './subscription-views.js';

export type PackagesService = ReturnType<typeof createPackagesService>;

/** A comma list or an array of names, trimmed, without blanks and repeats. */
export function parseNames(value: string | readonly string[] | undefined): string[] {
  const raw = value === undefined ? [] : typeof value === 'string' ? value.split(',') : value;
  return [...new Set(raw.map((n) => n.trim()).filter(Boolean))];
}

function toId(value: number | string | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Reads of packages and of a learner's subscriptions (the calls of spec 001 §7). */
export function createPackagesService({
  repo,
  identity,
  policy,
  clock,
}: {
  repo: CommerceRepository;
  identity: IdentityService;
  policy: CommercePolicy;
  clock: () => number;
}) {
  const today = () => localDate(clock());

  async function learnerOf(caller: AuthContext, uuid: string | undefined) {
    return (await actingUserFor(caller, uuid, identity)).uuid;
  }

  async function checkEntitySubscription(
    caller: AuthContext,
    body: { uuid?: string; entity_name: string | string[] },
  ): Promise<CheckEntitySubscriptionData> {
    const names = parseNames(body.entity_name);
    if (names.length === 0 || names.length > ENTITY_NAME_CHUNK_SIZE) {
      const ref = {
        reason: 'commerce.entityNames',
        params: { max: ENTITY_NAME_CHUNK_SIZE, got: names.length },
      } as const;
      throw new AppError('VALIDATION_FAILED', ref, { errors: [{ field: 'entity_name', ...ref }] });
    }
    const uuid = await learnerOf(caller, body.uuid);
    const day = today();
    const rows = await repo.subscriptionsOf(uuid);
    return {
      subscriptions: names.map((name) => {
        const matching = rows.filter(
          (r) => r.entity_name === name || parseServices(r.student_subscribed_services).includes(name),
        );
        const details = matching.map((r) => toPackageDetail(r, day));
        return {
          entity_name: name,
          is_subscribed: details.some((d) => d.subscription_state === 'active') ? 1 : 0,
          package_details: details,
        };
      }),
      current_time: new Date(clock()).toISOString(),
    };
  }

  async function entitySubscriptionStatus(
    caller: AuthContext,
    body: { uuid?: string },
  ): Promise<EntitySubscriptionStatusData> {
    const uuid = await learnerOf(caller, body.uuid);
    const day = today();
    const details = (await repo.subscriptionsOf(uuid)).map((r) => toPackageDetail(r, day));
    return { uuid, current_time: new Date(clock()).toISOString(), package_details: mergeByEntity(details) };
  }

  async function userSubscriptionStatus(
    caller: AuthContext,
    body: { uuid?: string },
  ): Promise<UserSubscriptionStatusData> {
    const uuid = await learnerOf(caller, body.uuid);
    const day = today();
    const subscriptions = (await repo.subscriptionsOf(uuid)).map((r) => toUserSubscription(r, day));
    return {
      uuid,
      current_date: day,
      has_active_package: subscriptions.some((s) => s.subscription_state === 'active') ? 1 : 0,
      subscriptions,
    };
  }

  /** The learner's own board and class when the call names none (their first section). */
  async function defaultClassOf(uuid: string): Promise<{ boardId: number | null; classId: number | null }> {
    const section = (await identity.profile(uuid)).sections[0];
    return { boardId: section?.board_id ?? null, classId: section?.class_id ?? null };
  }

  async function packageList(caller: AuthContext, body: PackageListBody): Promise<PackageListData> {
    const uuid = await learnerOf(caller, body.uuid);
    const flag = body.package_flag?.trim().toUpperCase() || null;
    if (flag && !(flag in PACKAGE_FLAG_BOARDS)) {
      const ref = { reason: 'commerce.packageFlag' } as const;
      throw new AppError('VALIDATION_FAILED', ref, { errors: [{ field: 'package_flag', ...ref }] });
    }
    let boardId = toId(body.board_id);
    let classId = toId(body.class_id);
    if (flag) {
      boardId = PACKAGE_FLAG_BOARDS[flag]!;
      classId = null;
    } else if (boardId === null || classId === null) {
      ({ boardId, classId } = await defaultClassOf(uuid));
    }
    const entityNames = parseNames(body.entity_name);
    const recommended = body.recommended_entity_name?.trim() || null;
    const rows =
      boardId === null
        ? []
        : await repo.packagesFor({ boardId, classId: classId ?? undefined, packageFlag: flag ?? undefined });
    const held = await repo.subscriptionsOf(uuid);
    const day = today();
    const packages = rows
      .filter((p) => entityNames.length === 0 || entityNames.includes(p.entity_name))
      .map((p): PackageItem => {
        const mine = held.filter(
          (s) => s.package_id === p.package_id && s.board_id === p.board_id && s.class_id === p.class_id,
        );
        const current = bestOf(mine, day);
        const state = current ? subscriptionState(current, day) : null;
        return {
          package_id: p.package_id,
          package_name: p.package_name,
          entity_name: p.entity_name,
          product_id: p.product_id,
          package_status: p.package_status,
          price_paise: p.price_paise,
          currency: p.currency,
          duration_days: p.duration_days,
          free_trial_days: p.free_trial_days,
          student_subscribed_services: parseServices(p.student_subscribed_services),
          package_flag: p.package_flag,
          board_id: p.board_id,
          class_id: p.class_id,
          is_recommended: recommended === p.entity_name ? 1 : 0,
          is_current: state === 'active' ? 1 : 0,
          current_subscription:
            current && state
              ? {
                  subscription_state: state,
                  is_free_trial: current.is_free_trial ? 1 : 0,
                  package_start_date: current.package_start_date,
                  package_end_date: current.package_end_date,
                }
              : null,
        };
      });
    return {
      uuid,
      board_id: boardId,
      class_id: classId,
      package_flag: flag,
      currency: 'INR',
      recommended_entity_name: recommended,
      packages,
    };
  }

  async function b2bPackageList(caller: AuthContext, body: B2bPackageListBody): Promise<B2bPackageListData> {
    const schoolId = toId(body.school_id);
    if (schoolId === null) throw new AppError('NOT_FOUND');
    const actor = {
      uuid: caller.uuid,
      parent: isParent(caller.userTypeId),
      schoolIds: await identity.tenantSchoolIds(caller),
    };
    await policy.authorizeOne(actor, 'readSchoolPackages', schoolId);
    const wanted = (body.syllabus_details ?? []).map((d) => ({ board: toId(d.board_id), cls: toId(d.class_id) }));
    const { packages, syllabus } = await repo.schoolPackages(schoolId, B2B_PACKAGE_IDS);
    const answer = packages
      .map((p) => {
        const covers = syllabus.filter(
          (s) =>
            s.package_id === p.package_id &&
            (wanted.length === 0 ||
              wanted.some((w) => w.board === s.board_id && (w.cls === null || w.cls === s.class_id))),
        );
        const boards = [...new Set(covers.map((s) => s.board_id))];
        return {
          package_id: p.package_id,
          package_name: p.package_name,
          entity_name: p.entity_name,
          product_id: p.product_id,
          package_status: p.package_status,
          is_gts: (p.is_gts ? 1 : 0) as 0 | 1,
          is_bde: (p.is_bde ? 1 : 0) as 0 | 1,
          student_subscribed_services: parseServices(p.student_subscribed_services),
          assigned_syllabus_details: boards.map((board_id) => ({
            board_id,
            class_details: covers.filter((s) => s.board_id === board_id).map((s) => ({ class_id: s.class_id })),
          })),
        };
      })
      .filter((p) => wanted.length === 0 || p.assigned_syllabus_details.length > 0);
    return { school_id: schoolId, packages: answer };
  }

  return { checkEntitySubscription, entitySubscriptionStatus, userSubscriptionStatus, packageList, b2bPackageList };
}

/** The subscription that says most about a package now: active, upcoming, then the latest ended one. */
function bestOf(rows: readonly SubscriptionWithPackage[], day: string): SubscriptionWithPackage | null {
  const rank = { active: 0, upcoming: 1, free_trial_ended: 2, expired: 3, inactive: 4 } as const;
  const sorted = [...rows].sort(
    (a, b) =>
      rank[subscriptionState(a, day)] - rank[subscriptionState(b, day)] ||
      b.package_end_date.localeCompare(a.package_end_date),
  );
  return sorted[0] ?? null;
}

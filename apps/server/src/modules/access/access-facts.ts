import {
  B2B_PACKAGE_IDS,
  countryFlag,
  DEFAULT_SCHOOL_ID,
  isBatchExpired,
  isLearner,
  isParent,
  isStaff,
  localDate,
  UserType,
  type ActivePackage,
  type GateFacts,
  type GateItem,
  type GateItemKind,
  type GateViewer,
} from '@esc/domain';
import type { AccessPlatform } from '@esc/contracts';
import type { ActingUser } from '../../platform/auth/access.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { SubscriptionReader } from '../commerce/subscription-reader.service.js';
import type { AccessFactsRepository, AccessedRow, MembershipRow, ViewerRow } from './access-facts.repository.js';
import { placesOf, type ItemPlace, type PlaceContext } from './item-places.js';

export type { ItemPlace } from './item-places.js';

/**
 * Free items a learner of the default school 17250 may open per board and class (spec 002 §5.3:
 * content_limit). A constant of this module until config carries it.
 */
export const FREE_CONTENT_LIMIT = 10;

/** Platforms where India gets the wallet flow (spec 002 §4.6): the apps, not the web. */
const WALLET_PLATFORMS: readonly AccessPlatform[] = ['android', 'ios'];

/** Kinds gated like papers when there is no package (spec 002 §4.6; recorded lectures, spec 001 §4). */
const ASSESSMENT_KINDS: readonly GateItemKind[] = ['paper', 'learnlist', 'olympiad', 'recorded_lecture'];

/** What a caller asks about; `uuid` names the active child when a parent asks. */
export interface AccessContext extends PlaceContext {
  uuid?: string | null;
  platform?: AccessPlatform | null;
  /** Client-said learn-list context; pass only what the caller has verified when enforcing. */
  learnListMode?: number | null;
  fromLearnList?: boolean;
}

/** One item: its kind and id (a content id or old content id, a paper id, ...). */
export interface AccessRequest extends AccessContext {
  kind: GateItemKind;
  itemId: string | number;
}

export interface GatheredFacts {
  viewer: GateViewer;
  item: GateItem;
  facts: GateFacts;
  /** The deciding school's day (its country's time zone). */
  today: string;
  place: ItemPlace;
}

/** Per item id as asked: the facts to decide on, or why there are none (404, or a 400 naming the field). */
export type GatherResult = GatheredFacts | AppError;

/** The school (and batch) that decides for this board and class, and that school's "today". */
export interface SchoolPlace {
  schoolId: number;
  batch: { startDate: string; validUntil: string | null } | null;
  escOnlineOnlyDisallowed: boolean;
  today: string;
}

/**
 * The learner's section of the board and class decides (an open batch before an ended one), in
 * the default school 17250 as in an institute. Without one, a learner counts as the default school;
 * staff count as their main school. "Today" is the deciding school's day in its country (spec 002 §9).
 */
export function schoolPlaceFor(
  memberships: readonly MembershipRow[],
  boardId: number,
  classId: number,
  staff: boolean,
  nowMs: number,
): SchoolPlace {
  const sections = memberships
    .filter((m) => m.section_id !== null && m.board_id === boardId && m.class_id === classId && m.valid_from)
    .map((m) => {
      const batch = { startDate: m.valid_from!, validUntil: m.valid_until };
      const today = localDate(nowMs, m.country_iso);
      return { m, batch, today, expired: isBatchExpired(batch, today) };
    })
    .sort(
      (a, b) =>
        Number(a.expired) - Number(b.expired) ||
        (b.batch.validUntil ?? '9999').localeCompare(a.batch.validUntil ?? '9999'),
    );
  const best = sections[0];
  if (best) {
    return {
      schoolId: best.m.school_id,
      batch: best.batch,
      escOnlineOnlyDisallowed: best.m.esc_online_content_allowed === 0,
      today: best.today,
    };
  }
  const main = staff ? memberships[0] : memberships.find((m) => m.school_id === DEFAULT_SCHOOL_ID);
  return {
    schoolId: main?.school_id ?? DEFAULT_SCHOOL_ID,
    batch: null,
    escOnlineOnlyDisallowed: main?.esc_online_content_allowed === 0,
    today: localDate(nowMs, main?.country_iso),
  };
}

/** An institute's B2B package stands in for a learner's own package (premium groups, spec 002 §6). */
const B2B_PACKAGE: ActivePackage = {
  packageId: B2B_PACKAGE_IDS[0] ?? 3,
  isFreeTrial: false,
  services: ['learn', 'practice', 'test'],
};

function viewerOf(row: ViewerRow, platform: AccessPlatform | null | undefined): GateViewer {
  const india = countryFlag(row.country_iso) === 1;
  return {
    userTypeId: row.user_type_id,
    countryIso: row.country_iso,
    isEsc: row.is_esc === 1,
    packageFlowFlag: row.package_flow_webgate_bucket === 1,
    walletEligible: india && !!platform && WALLET_PLATFORMS.includes(platform),
    // The GTS URL flag is never taken from the client: the batch window always applies.
    gtsUrlFlag: false,
  };
}

/** The facts of one board and class, shared by every item placed there. */
interface ClassFacts {
  school: SchoolPlace;
  subjects: number[];
  activePackage: ActivePackage | null;
  freeTrialEnded: boolean;
  instituteInterestWithB2b: boolean;
  /** Free opens in this class (ids), or null when freemium does not apply here. */
  accessed: string[] | null;
}

const classKey = (boardId: number, classId: number) => `${boardId}:${classId}`;

export function createFactsGatherer({ repo, reader }: { repo: AccessFactsRepository; reader: SubscriptionReader }) {
  /** An active institute interest for the board and class, and a B2B package of that institute (spec 002 §4.6). */
  async function instituteInterestWithB2b(uuid: string, boardId: number, classId: number): Promise<boolean> {
    const interest = await repo.activeInterestSchool(uuid, boardId, classId);
    return interest ? reader.hasB2bPackageFor(interest.schoolId, boardId, classId) : false;
  }

  /**
   * The facts of every board and class the items sit in: subjects and free opens in one query each
   * for all classes; packages (commerce) once per distinct class, never per item.
   */
  async function factsByClass(
    viewer: GateViewer,
    acting: ActingUser,
    kind: GateItemKind,
    memberships: readonly MembershipRow[],
    places: readonly ItemPlace[],
    nowMs: number,
  ): Promise<{ byClass: Map<string, ClassFacts>; openedAnywhere: Set<string> }> {
    const type = viewer.userTypeId;
    const staff = isStaff(type);
    const gatedLikeLearner = isLearner(type) || isParent(type);
    const classes = new Map<string, { boardId: number; classId: number; school: SchoolPlace }>();
    for (const { boardId, classId } of places) {
      const key = classKey(boardId, classId);
      if (!classes.has(key))
        classes.set(key, { boardId, classId, school: schoolPlaceFor(memberships, boardId, classId, staff, nowMs) });
    }
    const all = [...classes.values()];
    const institutes = all.filter((c) => c.school.schoolId !== DEFAULT_SCHOOL_ID);
    const freemium = gatedLikeLearner && kind === 'content' ? all.filter((c) => !institutes.includes(c)) : [];
    const contentIds = places.flatMap((p) => (p.contentId === null ? [] : [p.contentId]));
    const [subjectRows, accessedRows, perClass] = await Promise.all([
      repo.schoolSubjects(
        institutes.map((c) => c.school.schoolId),
        institutes.map((c) => c.boardId),
        institutes.map((c) => c.classId),
      ),
      freemium.length > 0
        ? repo.accessedContent(
            acting.uuid,
            freemium.map((c) => c.boardId),
            freemium.map((c) => c.classId),
            contentIds,
          )
        : ([] as AccessedRow[]),
      Promise.all(
        all.map(async ({ boardId, classId, school }) => {
          const isDefault = school.schoolId === DEFAULT_SCHOOL_ID;
          const [own, schoolB2b, freeTrialEnded, interest] = await Promise.all([
            type === UserType.InstituteUser ? null : reader.activePackageFor(acting.uuid, boardId, classId),
            !isDefault && gatedLikeLearner ? reader.hasB2bPackageFor(school.schoolId, boardId, classId) : false,
            isDefault && gatedLikeLearner ? reader.freeTrialEndedFor(acting.uuid, boardId, classId) : false,
            isDefault && gatedLikeLearner && viewer.walletEligible && ASSESSMENT_KINDS.includes(kind)
              ? instituteInterestWithB2b(acting.uuid, boardId, classId)
              : false,
          ]);
          const activePackage: ActivePackage | null = own
            ? { packageId: own.packageId, isFreeTrial: own.isFreeTrial, services: own.services }
            : schoolB2b
              ? B2B_PACKAGE
              : null;
          return { activePackage, freeTrialEnded, instituteInterestWithB2b: interest };
        }),
      ),
    ]);
    const out = new Map<string, ClassFacts>();
    all.forEach((c, i) => {
      const { school, boardId, classId } = c;
      out.set(classKey(boardId, classId), {
        school,
        subjects: subjectRows
          .filter((r) => r.school_id === school.schoolId && r.board_id === boardId && r.class_id === classId)
          .map((r) => r.subject_id),
        ...perClass[i]!,
        accessed: freemium.includes(c)
          ? accessedRows
              .filter((r) => r.board_id === boardId && r.class_id === classId)
              .map((r) => String(r.content_id))
          : null,
      });
    });
    return { byClass: out, openedAnywhere: new Set(accessedRows.map((r) => String(r.content_id))) };
  }

  /**
   * Every fact decideAccess needs, for a set of items of one kind asked by a signed-in caller, in a
   * fixed number of queries whatever the number of items: the people, the items' places and the
   * memberships together; then subjects and free opens (one query each) and packages per class.
   */
  async function gatherMany(
    caller: { uuid: string },
    acting: ActingUser,
    kind: GateItemKind,
    itemIds: readonly string[],
    context: AccessContext,
    nowMs: number,
  ): Promise<Map<string, GatherResult>> {
    const [people, places, memberships] = await Promise.all([
      repo.viewers([caller.uuid, acting.uuid]),
      placesOf(repo, kind, itemIds, context),
      repo.memberships(acting.uuid),
    ]);
    const callerRow = people.find((p) => p.uuid === caller.uuid);
    if (!callerRow) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
    const viewer = viewerOf(callerRow, context.platform);
    const placed = [...places.values()].filter((p): p is ItemPlace => !(p instanceof AppError));
    const { byClass, openedAnywhere } = await factsByClass(viewer, acting, kind, memberships, placed, nowMs);
    const out = new Map<string, GatherResult>();
    for (const [itemId, place] of places) {
      if (place instanceof AppError) {
        out.set(itemId, place);
        continue;
      }
      const cf = byClass.get(classKey(place.boardId, place.classId))!;
      const isDefault = cf.school.schoolId === DEFAULT_SCHOOL_ID;
      const id = String(place.contentId ?? itemId);
      // An item opened for free under another class stays open here too.
      const accessed =
        cf.accessed && openedAnywhere.has(id) && !cf.accessed.includes(id) ? [...cf.accessed, id] : cf.accessed;
      const facts: GateFacts = {
        schoolId: cf.school.schoolId,
        moduleAccess: isDefault || cf.subjects.length > 0,
        subjectAllowed: isDefault || place.subjectId === null || cf.subjects.includes(place.subjectId),
        activePackage: cf.activePackage,
        freeTrialEnded: cf.freeTrialEnded,
        batch: cf.school.batch,
        freemium:
          accessed && place.contentId !== null ? { contentLimit: FREE_CONTENT_LIMIT, accessedIds: accessed } : null,
        instituteInterestWithB2b: cf.instituteInterestWithB2b,
        escOnlineOnlyDisallowed: cf.school.escOnlineOnlyDisallowed,
      };
      const item: GateItem = {
        kind,
        id,
        groupName: place.groupName,
        isOnlineOnly: place.isOnlineOnly,
        learnListMode: context.learnListMode ?? null,
        fromLearnList: context.fromLearnList ?? false,
      };
      out.set(itemId, { viewer, item, facts, today: cf.school.today, place });
    }
    return out;
  }

  return { gatherMany };
}

export type FactsGatherer = ReturnType<typeof createFactsGatherer>;

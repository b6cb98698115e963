import {
  B2B_PACKAGE_IDS,
  countryFlag,
  DEFAULT_SCHOOL_ID,
  FREE_CONTENT_LIMIT,
  isLearner,
  isParent,
  isStaff,
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
import type { SubscriptionReader } from '../commerce/commerce.module.js';
import type { AccessFactsRepository, AccessedRow, MembershipRow, ViewerRow } from './access-facts.repository.js';
import { homeworkOpens } from './homework-open.js';
import { placesOf, type ItemPlace, type PlaceContext } from './item-places.js';
import { schoolPlaceFor, type SchoolPlace } from './school-place.js';

export type { ItemPlace } from './item-places.js';

/** Platforms where India gets the wallet flow (spec 002 §4.6): the apps, not the web. */
const WALLET_PLATFORMS: readonly AccessPlatform[] = ['android', 'ios'];

/** Kinds gated like papers when there is no package (spec 002 §4.6; recorded lectures, spec 001 §4). */
const ASSESSMENT_KINDS: readonly GateItemKind[] = ['paper', 'learnlist', 'olympiad', 'recorded_lecture'];

/** What a caller asks about; `uuid` names the active child when a parent asks. */
export interface AccessContext extends PlaceContext {
  uuid?: string | null;
  platform?: AccessPlatform | null;
  /**
   * The homework the items are opened from. Whether it is a learn-list open (and mode 1) is read from
   * the assignment: the acting learner must hold it and the item be in its list (homework-open.ts).
   */
  assignId?: number | null;
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

/**
 * An institute's B2B package stands in for a learner's own package (premium groups, spec 002 §6), with
 * the services of the school's packages for the class (live classes: its recordings, spec 001 §4).
 */
const b2bPackage = (services: readonly string[]): ActivePackage => ({
  packageId: B2B_PACKAGE_IDS[0] ?? 3,
  isFreeTrial: false,
  services,
});

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

  type ClassPlace = { boardId: number; classId: number; school: SchoolPlace };

  /** The learner's packages for one class (commerce's reader): asked once per distinct class, never per item. */
  async function packagesOf(viewer: GateViewer, acting: ActingUser, kind: GateItemKind, c: ClassPlace) {
    const { boardId, classId, school } = c;
    const type = viewer.userTypeId;
    const gatedLikeLearner = isLearner(type) || isParent(type);
    const isDefault = school.schoolId === DEFAULT_SCHOOL_ID;
    const [own, schoolB2b, freeTrialEnded, interest] = await Promise.all([
      type === UserType.InstituteUser ? null : reader.activePackageFor(acting.uuid, boardId, classId),
      !isDefault && gatedLikeLearner ? reader.b2bServicesFor(school.schoolId, boardId, classId) : null,
      isDefault && gatedLikeLearner ? reader.freeTrialEndedFor(acting.uuid, boardId, classId) : false,
      isDefault && gatedLikeLearner && viewer.walletEligible && ASSESSMENT_KINDS.includes(kind)
        ? instituteInterestWithB2b(acting.uuid, boardId, classId)
        : false,
    ]);
    // A learner's own package with the school's services for the class beside its own.
    const activePackage: ActivePackage | null = own
      ? {
          packageId: own.packageId,
          isFreeTrial: own.isFreeTrial,
          services: [...new Set([...own.services, ...(schoolB2b ?? [])])],
        }
      : schoolB2b
        ? b2bPackage(schoolB2b)
        : null;
    return { activePackage, freeTrialEnded, instituteInterestWithB2b: interest };
  }

  /** The distinct classes the items sit in, each with the school (and batch) that decides there. */
  function classesOf(
    places: readonly ItemPlace[],
    memberships: readonly MembershipRow[],
    staff: boolean,
    nowMs: number,
  ) {
    const classes = new Map<string, ClassPlace>();
    for (const { boardId, classId } of places) {
      const key = classKey(boardId, classId);
      if (!classes.has(key))
        classes.set(key, { boardId, classId, school: schoolPlaceFor(memberships, boardId, classId, staff, nowMs) });
    }
    return [...classes.values()];
  }

  /**
   * The facts of every board and class the items sit in: subjects and free opens in one query each
   * for all classes; packages once per distinct class, never per item.
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
    const all = classesOf(places, memberships, isStaff(type), nowMs);
    const institutes = all.filter((c) => c.school.schoolId !== DEFAULT_SCHOOL_ID);
    const learnerLike = isLearner(type) || isParent(type);
    const freemium = learnerLike && kind === 'content' ? all.filter((c) => !institutes.includes(c)) : [];
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
      Promise.all(all.map((c) => packagesOf(viewer, acting, kind, c))),
    ]);
    const inClass = (r: { board_id: number; class_id: number }, c: ClassPlace) =>
      r.board_id === c.boardId && r.class_id === c.classId;
    const byClass = new Map<string, ClassFacts>();
    all.forEach((c, i) => {
      byClass.set(classKey(c.boardId, c.classId), {
        school: c.school,
        subjects: subjectRows
          .filter((r) => r.school_id === c.school.schoolId && inClass(r, c))
          .map((r) => r.subject_id),
        ...perClass[i]!,
        accessed: freemium.includes(c)
          ? accessedRows.filter((r) => inClass(r, c)).map((r) => String(r.content_id))
          : null,
      });
    });
    return { byClass, openedAnywhere: new Set(accessedRows.map((r) => String(r.content_id))) };
  }

  /**
   * Every fact decideAccess needs, for a set of items of one kind asked by a signed-in caller, in a
   * fixed number of queries whatever the number of items: the people, the items' places and the
   * memberships together; then subjects and free opens (one query each) and packages per class.
   * Items are placed as the acting learner's schools see them (another school's content: 404).
   */
  async function gatherMany(
    caller: { uuid: string },
    acting: ActingUser & { schoolIds: readonly number[] },
    kind: GateItemKind,
    itemIds: readonly string[],
    context: AccessContext,
    nowMs: number,
    /** Places the caller already knows (a look at a subject's service): the catalogue is not asked. */
    known?: ReadonlyMap<string, ItemPlace>,
  ): Promise<Map<string, GatherResult>> {
    const [people, places, memberships, fromHomework] = await Promise.all([
      repo.viewers([caller.uuid, acting.uuid]),
      known ?? placesOf(repo, kind, itemIds, context, acting.schoolIds),
      repo.memberships(acting.uuid),
      homeworkOpens(repo, kind, context.assignId),
    ]);
    const opens = fromHomework(acting.uuid, memberships, nowMs);
    const callerRow = people.find((p) => p.uuid === caller.uuid);
    if (!callerRow) throw new AppError('UNAUTHENTICATED', { reason: 'signIn.accountGone' });
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
        ...opens(itemId, place.contentId),
      };
      out.set(itemId, { viewer, item, facts, today: cf.school.today, place });
    }
    return out;
  }

  return { gatherMany };
}

export type FactsGatherer = ReturnType<typeof createFactsGatherer>;

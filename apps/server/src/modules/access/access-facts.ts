import {
  B2B_PACKAGE_IDS,
  countryFlag,
  DEFAULT_SCHOOL_ID,
  isBatchExpired,
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
import type { SubscriptionReader } from '../commerce/subscription-reader.service.js';
import type { AccessFactsRepository, MembershipRow, ViewerRow } from './access-facts.repository.js';

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
export interface AccessRequest {
  kind: GateItemKind;
  itemId: string | number;
  uuid?: string | null;
  /** Picks among a content's mappings; the item's place for kinds without a table of their own. */
  boardId?: number | null;
  classId?: number | null;
  groupId?: number | null;
  platform?: AccessPlatform | null;
  /** Client-said learn-list context; pass only what the caller has verified when enforcing. */
  learnListMode?: number | null;
  fromLearnList?: boolean;
}

/** Where the item sits in the catalogue. */
export interface ItemPlace {
  /** The real content id (old ids resolved); null for other kinds. */
  contentId: number | null;
  boardId: number;
  classId: number;
  subjectId: number | null;
  groupName: string | null;
  isOnlineOnly: boolean;
}

export interface GatheredFacts {
  viewer: GateViewer;
  item: GateItem;
  facts: GateFacts;
  today: string;
  place: ItemPlace;
}

const required = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field} ${message}.`, { errors: [{ field, message }] });

/** The school (and batch) that decides for this board and class. */
interface SchoolPlace {
  schoolId: number;
  batch: { startDate: string; validUntil: string | null } | null;
  escOnlineOnlyDisallowed: boolean;
}

/**
 * The learner's section of the board and class decides (an open batch before an ended one). Without
 * one, a learner counts as the default school 17250; staff count as their main school.
 */
export function schoolPlaceFor(
  memberships: readonly MembershipRow[],
  boardId: number,
  classId: number,
  staff: boolean,
  today: string,
): SchoolPlace {
  const sections = memberships
    .filter((m) => m.section_id !== null && m.board_id === boardId && m.class_id === classId && m.valid_from)
    .map((m) => ({ m, batch: { startDate: m.valid_from!, validUntil: m.valid_until } }))
    .sort(
      (a, b) =>
        Number(isBatchExpired(a.batch, today)) - Number(isBatchExpired(b.batch, today)) ||
        (b.batch.validUntil ?? '9999').localeCompare(a.batch.validUntil ?? '9999'),
    );
  const best = sections[0];
  if (best) {
    return {
      schoolId: best.m.school_id,
      batch: best.batch,
      escOnlineOnlyDisallowed: best.m.esc_online_content_allowed === 0,
    };
  }
  const main = staff ? memberships[0] : memberships.find((m) => m.school_id === DEFAULT_SCHOOL_ID);
  return {
    schoolId: main?.school_id ?? DEFAULT_SCHOOL_ID,
    batch: null,
    escOnlineOnlyDisallowed: main?.esc_online_content_allowed === 0,
  };
}

/** An institute's B2B package stands in for a learner's own package (premium groups, spec 002 §6). */
const B2B_PACKAGE: ActivePackage = {
  packageId: B2B_PACKAGE_IDS[0] ?? 3,
  isFreeTrial: false,
  services: ['learn', 'practice', 'test'],
};

export function createFactsGatherer({ repo, reader }: { repo: AccessFactsRepository; reader: SubscriptionReader }) {
  async function placeOf(req: AccessRequest): Promise<ItemPlace> {
    const itemId = String(req.itemId).trim();
    if (req.kind === 'content') {
      const rows = await repo.contentPlaces(itemId);
      const first = rows[0];
      if (!first) throw new AppError('NOT_FOUND', 'No such content.');
      const mapped = rows.filter((r) => r.board_id !== null && r.class_id !== null);
      const sameClass = mapped.filter((r) => r.board_id === req.boardId && r.class_id === req.classId);
      const pick =
        sameClass.find((r) => r.group_id === req.groupId) ??
        sameClass[0] ??
        mapped.find((r) => r.group_id === req.groupId) ??
        mapped[0];
      const boardId = pick?.board_id ?? req.boardId;
      const classId = pick?.class_id ?? req.classId;
      if (!boardId) throw required('board_id', 'is required for content outside the catalogue');
      if (!classId) throw required('class_id', 'is required for content outside the catalogue');
      return {
        contentId: first.content_id,
        boardId,
        classId,
        subjectId: pick?.subject_id ?? null,
        groupName: pick ? pick.group_name : req.groupId ? await repo.groupName(req.groupId) : null,
        isOnlineOnly: first.is_online_only === 1,
      };
    }
    if (req.kind === 'paper') {
      if (!/^\d{1,9}$/.test(itemId)) throw new AppError('NOT_FOUND', 'No such paper.');
      const paper = await repo.paperPlace(Number(itemId));
      if (!paper) throw new AppError('NOT_FOUND', 'No such paper.');
      const boardId = paper.board_id ?? paper.node_board_id ?? req.boardId;
      const classId = paper.class_id ?? paper.node_class_id ?? req.classId;
      if (!boardId) throw required('board_id', 'is required for a paper without a class');
      if (!classId) throw required('class_id', 'is required for a paper without a class');
      return { contentId: null, boardId, classId, subjectId: null, groupName: paper.group_name, isOnlineOnly: false };
    }
    // Learn-lists, questions, recorded lectures and Olympiads have no table yet: the request places them.
    if (!req.boardId) throw required('board_id', `is required for ${req.kind}`);
    if (!req.classId) throw required('class_id', `is required for ${req.kind}`);
    return {
      contentId: null,
      boardId: req.boardId,
      classId: req.classId,
      subjectId: null,
      groupName: req.groupId ? await repo.groupName(req.groupId) : null,
      isOnlineOnly: false,
    };
  }

  function viewerOf(row: ViewerRow, req: AccessRequest): GateViewer {
    const india = countryFlag(row.country_iso) === 1;
    return {
      userTypeId: row.user_type_id,
      countryIso: row.country_iso,
      isEsc: row.is_esc === 1,
      packageFlowFlag: row.package_flow_webgate_bucket === 1,
      walletEligible: india && !!req.platform && WALLET_PLATFORMS.includes(req.platform),
      // The GTS URL flag is never taken from the client: the batch window always applies.
      gtsUrlFlag: false,
    };
  }

  /**
   * Every fact decideAccess needs for a signed-in caller, in a handful of indexed queries: the
   * people and the item together, then the memberships, then packages, subjects and opens together.
   * Facts that cannot change this decision are not looked up.
   */
  async function gather(
    caller: { uuid: string; userTypeId: number },
    acting: ActingUser,
    req: AccessRequest,
    today: string,
  ): Promise<GatheredFacts> {
    const [people, place, memberships] = await Promise.all([
      repo.viewers([caller.uuid, acting.uuid]),
      placeOf(req),
      repo.memberships(acting.uuid),
    ]);
    const callerRow = people.find((p) => p.uuid === caller.uuid);
    if (!callerRow) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
    const viewer = viewerOf(callerRow, req);
    const type = viewer.userTypeId;
    const staff = isStaff(type);
    const { boardId, classId } = place;
    const school = schoolPlaceFor(memberships, boardId, classId, staff, today);
    const isDefault = school.schoolId === DEFAULT_SCHOOL_ID;
    const gatedLikeLearner = isLearner(type) || isParent(type);
    const kind = req.kind;

    const [subjects, ownPackage, schoolB2b, freeTrialEnded, accessed, interestWithB2b] = await Promise.all([
      isDefault ? null : repo.schoolSubjects(school.schoolId, boardId, classId),
      type === UserType.InstituteUser ? null : reader.activePackageFor(acting.uuid, boardId, classId),
      !isDefault && gatedLikeLearner ? reader.hasB2bPackageFor(school.schoolId, boardId, classId) : false,
      isDefault && gatedLikeLearner ? reader.freeTrialEndedFor(acting.uuid, boardId, classId) : false,
      isDefault && gatedLikeLearner && kind === 'content' && place.contentId !== null
        ? repo.accessedContentIds(acting.uuid, boardId, classId, place.contentId)
        : null,
      isDefault && gatedLikeLearner && viewer.walletEligible && ASSESSMENT_KINDS.includes(kind)
        ? instituteInterestWithB2b(acting.uuid, boardId, classId)
        : false,
    ]);

    const activePackage: ActivePackage | null = ownPackage
      ? { packageId: ownPackage.packageId, isFreeTrial: ownPackage.isFreeTrial, services: ownPackage.services }
      : schoolB2b
        ? B2B_PACKAGE
        : null;
    const moduleAccess = isDefault || (subjects?.length ?? 0) > 0;
    const facts: GateFacts = {
      schoolId: school.schoolId,
      moduleAccess,
      subjectAllowed: isDefault || place.subjectId === null || !!subjects?.includes(place.subjectId),
      activePackage,
      freeTrialEnded,
      batch: school.batch,
      freemium: accessed ? { contentLimit: FREE_CONTENT_LIMIT, accessedIds: accessed } : null,
      instituteInterestWithB2b: interestWithB2b,
      escOnlineOnlyDisallowed: school.escOnlineOnlyDisallowed,
    };
    const item: GateItem = {
      kind,
      id: String(place.contentId ?? req.itemId),
      groupName: place.groupName,
      isOnlineOnly: place.isOnlineOnly,
      learnListMode: req.learnListMode ?? null,
      fromLearnList: req.fromLearnList ?? false,
    };
    return { viewer, item, facts, today, place };
  }

  /** An active institute interest for the board and class, and a B2B package of that institute (spec 002 §4.6). */
  async function instituteInterestWithB2b(uuid: string, boardId: number, classId: number): Promise<boolean> {
    const interest = await repo.activeInterestSchool(uuid, boardId, classId);
    return interest ? reader.hasB2bPackageFor(interest.schoolId, boardId, classId) : false;
  }

  return { gather };
}

export type FactsGatherer = ReturnType<typeof createFactsGatherer>;

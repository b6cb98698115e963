import type {
  BatchDetails,
  BoardClassGroup,
  BoardClassMappingData,
  InterestData,
  PackageBrief,
  RemoveInterestData,
  SchoolStatusData,
} from '@esc/contracts';
import {
  DEFAULT_SCHOOL_ID,
  InstituteStatus,
  isParent,
  isStaff,
  NON_INSTITUTE_PACKAGE_ID,
  SchoolStatus,
  SyllabusType,
} from '@esc/domain';
import { actingUserFor, type ParentLinks } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { localDate } from '@esc/domain';
import { batchDetails, instituteState, isSubscriptionActive } from './batch-details.js';
import type { NodeLookup } from '../catalogue/catalogue.module.js';
import type { LicenceReader } from '../commerce/commerce.module.js';
import type { InstituteReader, SectionRecord } from './institute-reader.js';
import type { InstitutesRepository } from './institutes.repository.js';
import type { LearnerBatchReader } from './learner-batches.js';
import type { StaffScopes } from './staff-scope.js';

export type InstitutesService = ReturnType<typeof createInstitutesService>;

interface Deps {
  repo: InstitutesRepository;
  reader: InstituteReader;
  nodes: NodeLookup;
  licences: LicenceReader;
  scopes: StaffScopes;
  links: ParentLinks;
  learnerBatches: LearnerBatchReader;
  clock: () => number;
}

/** School status, interests, batches and the board/class grouping (spec 001 §3, §4, §7). */
export function createInstitutesService({
  repo,
  reader,
  nodes,
  licences: seats,
  scopes,
  links,
  learnerBatches,
  clock,
}: Deps) {
  async function schoolStatus(schoolId: number): Promise<SchoolStatusData> {
    const [school] = await reader.schoolsByIds([schoolId]);
    // An unknown school reads as inactive: the specs' clients treat 3 as "inactive or failure".
    return { school_id: schoolId, school_status: school?.school_status ?? SchoolStatus.Inactive };
  }

  async function assertBoardClass(boardId: number, classId: number): Promise<void> {
    // Boards and classes are the platform's: no school's racks.
    const found = await nodes.byIds([boardId, classId], []);
    const isBoard = found.get(boardId)?.syllabus_type_id === SyllabusType.Board;
    const cls = found.get(classId);
    const isClassOfBoard = cls?.syllabus_type_id === SyllabusType.Class && cls.parent_id === boardId;
    const errors = [
      ...(isBoard ? [] : [{ field: 'board_id', reason: 'institutes.notBoard' as const }]),
      ...(isClassOfBoard ? [] : [{ field: 'class_id', reason: 'institutes.notClassOfBoard' as const }]),
    ];
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', undefined, { errors });
  }

  async function addInterest(
    caller: AuthContext,
    uuid: string | undefined,
    boardId: number,
    classId: number,
  ): Promise<InterestData> {
    const who = await actingUserFor(caller, uuid, links);
    await assertBoardClass(boardId, classId);
    const learner = await learnerBatches(who.uuid);
    const institute = learner.batches.find(
      (b) =>
        b.section.board_id === boardId && b.section.class_id === classId && b.school.school_id !== DEFAULT_SCHOOL_ID,
    );
    const state = institute?.state;
    // A parent adds for the active child and is recorded as parent_uuid (spec 001 §6).
    const parentUuid = isParent(caller.userTypeId) ? caller.uuid : null;
    const row = {
      uuid: who.uuid,
      board_id: boardId,
      class_id: classId,
      school_id: institute?.school.school_id ?? null,
      parent_uuid: parentUuid,
      institute_status: state?.institute_status ?? InstituteStatus.Active,
      subscription_type_id: state?.subscription_type_id ?? null,
      created_at: new Date(clock()).toISOString(),
    };
    await repo.upsertInterest(row);
    return {
      uuid: row.uuid,
      board_id: boardId,
      class_id: classId,
      school_id: row.school_id,
      parent_uuid: parentUuid,
      institute_status: row.institute_status,
      subscription_type_id: row.subscription_type_id,
      package_id: institute ? (state?.package_id ?? NON_INSTITUTE_PACKAGE_ID) : NON_INSTITUTE_PACKAGE_ID,
      is_institute_interest: institute !== undefined,
    };
  }

  async function removeInterest(
    caller: AuthContext,
    uuid: string | undefined,
    boardId: number,
    classId: number,
  ): Promise<RemoveInterestData> {
    const who = await actingUserFor(caller, uuid, links);
    const removed = await repo.deleteInterest(who.uuid, boardId, classId);
    return { uuid: who.uuid, board_id: boardId, class_id: classId, removed };
  }

  /** Batches a member of staff may see in their school(s), with the institute facts of each. */
  async function staffBatches(
    caller: AuthContext,
    filter: { schoolId?: number | null; boardId?: number | null; classId?: number | null; batchType?: number | null },
  ): Promise<{ sections: SectionRecord[]; details: BatchDetails[] }> {
    const scope = await scopes.scopeOf(caller);
    const schoolIds = scopes.schoolsAsked(scope, filter.schoolId ?? null);
    const sections = scopes.visible(scope, await reader.sectionsOfSchools(schoolIds, filter));
    const [schools, licences] = await Promise.all([reader.schoolsByIds(schoolIds), seats.licencesOf(schoolIds)]);
    const bySchool = new Map(schools.map((s) => [s.school_id, s]));
    const today = localDate(clock());
    const details = sections.map((section) => {
      const school = bySchool.get(section.school_id)!;
      const state = instituteState(school, licences, [], section.board_id, section.class_id, today);
      return batchDetails(section, school, state, caller.userTypeId);
    });
    return { sections, details };
  }

  /** A learner (or a parent's linked child) reads their batches; staff read their school's. */
  async function batchesFor(caller: AuthContext, uuid: string | undefined) {
    if (isStaff(caller.userTypeId) && (!uuid || uuid.toLowerCase() === caller.uuid)) return null;
    const who = await actingUserFor(caller, uuid, links);
    return learnerBatches(who.uuid);
  }

  async function classWiseBatchList(
    caller: AuthContext,
    body: { uuid?: string; boardId: number; classId: number; batchType: number | null },
  ): Promise<BatchDetails[]> {
    const learner = await batchesFor(caller, body.uuid);
    if (!learner) {
      const filter = { boardId: body.boardId, classId: body.classId, batchType: body.batchType };
      return (await staffBatches(caller, filter)).details;
    }
    return learner.batches
      .filter(
        (b) =>
          b.section.board_id === body.boardId &&
          b.section.class_id === body.classId &&
          (body.batchType === null || b.section.batch_type === body.batchType),
      )
      .map((b) => b.details);
  }

  async function packagesOf(ids: readonly number[]): Promise<Map<number, PackageBrief>> {
    const rows = await seats.packagesByIds(ids);
    return new Map(rows.map((p) => [p.package_id, p]));
  }

  function group(sections: readonly SectionRecord[], details: readonly BatchDetails[]) {
    const groups = new Map<string, { section: SectionRecord; batches: BatchDetails[] }>();
    sections.forEach((section, i) => {
      const key = `${section.board_id}:${section.class_id}`;
      const entry = groups.get(key) ?? { section, batches: [] };
      entry.batches.push(details[i]!);
      groups.set(key, entry);
    });
    return [...groups.values()].sort(
      (a, b) =>
        a.section.board_order - b.section.board_order ||
        a.section.board_id - b.section.board_id ||
        a.section.class_order - b.section.class_order ||
        a.section.class_id - b.section.class_id,
    );
  }

  /** The board/class grouping (spec 001 §3) of the learner's batches, or of the school's for staff. */
  async function boardClassMapping(
    caller: AuthContext,
    body: { uuid?: string; schoolId: number | null },
  ): Promise<BoardClassMappingData> {
    const learner = await batchesFor(caller, body.uuid);
    const today = localDate(clock());
    let sections: SectionRecord[];
    let details: BatchDetails[];
    let packageIdsFor: (boardId: number, classId: number) => number[];
    if (learner) {
      const batches = learner.batches.filter((b) => body.schoolId === null || b.school.school_id === body.schoolId);
      sections = batches.map((b) => b.section);
      details = batches.map((b) => b.details);
      packageIdsFor = (boardId, classId) => [
        ...details
          .filter((d) => d.board_id === boardId && d.class_id === classId && d.package_id !== null)
          .map((d) => d.package_id!),
        ...learner.subscriptions
          .filter((s) => s.board_id === boardId && s.class_id === classId && isSubscriptionActive(s, today))
          .map((s) => s.package_id),
      ];
    } else {
      ({ sections, details } = await staffBatches(caller, { schoolId: body.schoolId }));
      packageIdsFor = (boardId, classId) =>
        details
          .filter((d) => d.board_id === boardId && d.class_id === classId && d.package_id !== null)
          .map((d) => d.package_id!);
    }
    const groups = group(sections, details);
    const packages = await packagesOf(groups.flatMap((g) => packageIdsFor(g.section.board_id, g.section.class_id)));
    const list: BoardClassGroup[] = groups.map(({ section, batches }) => ({
      board_id: section.board_id,
      class_id: section.class_id,
      board_name: section.board_name,
      class_name: section.class_name,
      board_icon: null,
      board_order: section.board_order,
      class_order: section.class_order,
      batch_data: batches,
      packages: [...new Set(packageIdsFor(section.board_id, section.class_id))].flatMap((id) => {
        const p = packages.get(id);
        return p ? [p] : [];
      }),
    }));
    return { board_class_list: list };
  }

  return { schoolStatus, addInterest, removeInterest, classWiseBatchList, boardClassMapping, staffBatches };
}

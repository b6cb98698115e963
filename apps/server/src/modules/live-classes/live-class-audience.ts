import { isParent, isStaff } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { type LiveClassesDeps, idsOf, MAX_AUDIENCE } from './live-classes-ports.js';
import type { LiveClassRow } from './live-classes.repository.js';

/** Whose schedule a call reads: the learner (a parent's active child), their sections and schools. */
export interface ScheduleReader {
  learnerUuid: string;
  sectionIds: ReadonlySet<number>;
  schoolIds: number[];
  /** The caller is staff of these schools (sees their classes whole, with the room link). */
  staffSchoolIds: number[];
}

export type LiveClassAudience = ReturnType<typeof createLiveClassAudience>;

export function createLiveClassAudience({ identity, directory }: LiveClassesDeps) {
  /**
   * The learner a schedule call is about: `uuid` names a parent's linked child (a parent without it
   * reads their first child), else the caller; anyone else's is refused by actingUserFor.
   */
  async function readerOf(caller: AuthContext, uuid?: string | null): Promise<ScheduleReader> {
    const acting = await actingUserFor(caller, uuid, identity);
    let learner = acting.uuid;
    if (isParent(caller.userTypeId) && !acting.forChild) {
      learner = (await identity.profile(caller.uuid)).children[0]?.uuid ?? caller.uuid;
    }
    // Kept under the memberships' version: a learner moved to another section reads its classes next.
    const placements = await directory.keptPlacementsOf(learner);
    const staffSchoolIds = isStaff(caller.userTypeId) ? await identity.tenantSchoolIds(caller) : [];
    return {
      learnerUuid: learner,
      sectionIds: new Set(placements.flatMap((p) => (p.section_id === null ? [] : [p.section_id]))),
      schoolIds: [...new Set(placements.map((p) => p.school_id))],
      staffSchoolIds,
    };
  }

  const reaches = (row: LiveClassRow, reader: ScheduleReader) =>
    reader.schoolIds.includes(row.school_id) && idsOf(row.section_ids).some((id) => reader.sectionIds.has(id));

  /** The learners of a class's sections and their parents: whom its notifications tell. */
  async function membersOf(row: LiveClassRow): Promise<string[]> {
    const rank = new Map(idsOf(row.section_ids).map((id, i) => [id, i]));
    const learners = await directory.learnersOfSections(rank, { start: 0, limit: MAX_AUDIENCE });
    const learnerUuids = [...new Set(learners.rows.filter((l) => l.school_id === row.school_id).map((l) => l.uuid))];
    const parents = await directory.parentsOfChildren(learnerUuids);
    return [...new Set([...learnerUuids, ...parents.map((p) => p.parent_uuid)])];
  }

  return { readerOf, reaches, membersOf };
}

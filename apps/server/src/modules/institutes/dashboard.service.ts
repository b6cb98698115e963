import type {
  Institute,
  InstituteDashboardData,
  InstituteSubject,
  InstituteTeacher,
  SelectInstituteData,
} from '@esc/contracts';
import { countSchools, DEFAULT_SCHOOL_ID, isParent } from '@esc/domain';
import { actingUserFor, type ParentLinks } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { schoolDetails } from './batch-details.js';
import type { NodeLookup } from '../catalogue/catalogue.module.js';
import type { DirectoryService } from '../identity/identity.module.js';
import type { InstituteReader } from './institute-reader.js';
import type { LearnerBatch, LearnerBatchReader } from './learner-batches.js';

export const InstituteDashboardPath = {
  Student: '/student-institute-dashboard',
  Parent: '/parent-institute-dashboard',
} as const;

export type InstituteDashboardService = ReturnType<typeof createInstituteDashboardService>;

/** The learner's institutes as the student and parent institute dashboards show them (spec 001 §2). */
export function createInstituteDashboardService({
  reader,
  directory,
  nodes,
  links,
  learnerBatches,
}: {
  reader: InstituteReader;
  directory: DirectoryService;
  nodes: NodeLookup;
  links: ParentLinks;
  learnerBatches: LearnerBatchReader;
}) {
  async function subjectsOf(batches: readonly LearnerBatch[]): Promise<(InstituteSubject & { school_id: number })[]> {
    const schoolIds = [...new Set(batches.map((b) => b.school.school_id))].filter((id) => id !== DEFAULT_SCHOOL_ID);
    const defaultClassIds = batches
      .filter((b) => b.school.school_id === DEFAULT_SCHOOL_ID)
      .map((b) => b.section.class_id);
    // The default school's subjects are the catalogue's (no other school's custom racks among them).
    const [own, catalogue] = await Promise.all([
      reader.schoolSubjects(schoolIds),
      nodes.subjectsOf(defaultClassIds, [DEFAULT_SCHOOL_ID]),
    ]);
    const out: (InstituteSubject & { school_id: number })[] = own.map((s) => ({ ...s }));
    for (const b of batches.filter((x) => x.school.school_id === DEFAULT_SCHOOL_ID)) {
      for (const s of catalogue.filter((c) => c.parent_id === b.section.class_id)) {
        out.push({
          school_id: DEFAULT_SCHOOL_ID,
          board_id: b.section.board_id,
          class_id: b.section.class_id,
          subject_id: s.syllabus_id,
          subject_name: s.syllabus_name,
        });
      }
    }
    return out;
  }

  async function teachersOf(
    batches: readonly LearnerBatch[],
  ): Promise<(InstituteTeacher & { section_ids: number[] })[]> {
    const sectionIds = batches.map((b) => b.section.section_id);
    const [assignments, placed] = await Promise.all([
      reader.assignmentsOfSections(sectionIds),
      directory.staffOfSections(sectionIds),
    ]);
    const people = await directory.people([
      ...new Set([...assignments.map((a) => a.user_uuid), ...placed.map((p) => p.uuid)]),
    ]);
    const sectionName = new Map(batches.map((b) => [b.section.section_id, b.section.section_name]));
    return people
      .map((p) => {
        const mine = assignments.filter((a) => a.user_uuid === p.uuid);
        const ids = [
          ...new Set([
            ...mine.map((a) => a.section_id),
            ...placed.filter((x) => x.uuid === p.uuid).map((x) => x.section_id!),
          ]),
        ];
        return {
          uuid: p.uuid,
          name: `${p.first_name} ${p.last_name}`.trim(),
          subjects: [...new Set(mine.map((a) => a.subject_name).filter((n) => n !== ''))],
          section_names: ids.map((id) => sectionName.get(id) ?? '').filter((n) => n !== ''),
          section_ids: ids,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async function dashboard(caller: AuthContext, uuid: string | undefined): Promise<InstituteDashboardData> {
    const who = await actingUserFor(caller, uuid, links);
    const learner = await learnerBatches(who.uuid);
    const [subjects, teachers] = await Promise.all([subjectsOf(learner.batches), teachersOf(learner.batches)]);
    const selectedSchoolId = learner.batches[0]?.school.school_id ?? null;
    const bySchool = new Map<number, LearnerBatch[]>();
    for (const b of learner.batches) bySchool.set(b.school.school_id, [...(bySchool.get(b.school.school_id) ?? []), b]);
    const institutes: Institute[] = [...bySchool.values()].map((batches) => {
      const first = batches[0]!;
      const schoolId = first.school.school_id;
      const mySubjects = subjects.filter(
        (s) =>
          s.school_id === schoolId &&
          batches.some((b) => b.section.board_id === s.board_id && b.section.class_id === s.class_id),
      );
      const sectionIds = new Set(batches.map((b) => b.section.section_id));
      return {
        institute_status: first.state.institute_status,
        institute_type: first.school.institute_type,
        subscription_type_id: first.state.subscription_type_id,
        subscription_source: first.state.subscription_source,
        user_package_id: first.state.user_package_id,
        package_id: first.state.package_id,
        school_details: schoolDetails(first.school),
        syllabus_detail: {
          board_id: first.section.board_id,
          class_id: first.section.class_id,
          batch_school_id: schoolId,
          batch_section_id: first.section.section_id,
          batch_section_name: first.section.section_name,
          section_master_website_id: first.section.section_master_website_id,
          assigned_subjects: mySubjects
            .filter((s) => s.board_id === first.section.board_id && s.class_id === first.section.class_id)
            .map((s) => s.subject_id),
        },
        is_active: batches.some((b) => b.details.is_active),
        priority: Math.min(...batches.map((b) => b.details.priority)),
        is_selected: schoolId === selectedSchoolId,
        batches: batches.map((b) => b.details),
        subjects: mySubjects.map(({ subject_id, subject_name, board_id, class_id }) => ({
          subject_id,
          subject_name,
          board_id,
          class_id,
        })),
        teachers: teachers
          .filter((t) => t.section_ids.some((id) => sectionIds.has(id)))
          .map(({ uuid: u, name, subjects: s, section_names }) => ({ uuid: u, name, subjects: s, section_names })),
      };
    });
    // Institute priority order (spec 001 §9): lower first; the selected institute first among equals.
    institutes.sort((a, b) => a.priority - b.priority || Number(b.is_selected) - Number(a.is_selected));
    return {
      uuid: who.uuid,
      selected_school_id: selectedSchoolId,
      school_count: countSchools([...bySchool.values()].map((b) => b[0]!.school)),
      institutes,
    };
  }

  /**
   * Selecting an institute (spec 001 §2): the learner's batch with that section-master-website id and
   * board becomes the first membership, which every "main school" reader follows (profile, sign-in).
   */
  async function select(
    caller: AuthContext,
    body: { uuid?: string; sectionMasterWebsiteId: number; boardId: number },
  ): Promise<SelectInstituteData> {
    const who = await actingUserFor(caller, body.uuid, links);
    const learner = await learnerBatches(who.uuid);
    const batch = learner.batches.find(
      (b) =>
        b.section.board_id === body.boardId &&
        (b.section.section_master_website_id ?? b.section.section_id) === body.sectionMasterWebsiteId,
    );
    if (!batch) throw new AppError('NOT_FOUND', { reason: 'institutes.noBatchForLearner' });
    await directory.putSchoolFirst(who.uuid, batch.school.school_id, batch.section.section_id);
    return {
      school_id: batch.school.school_id,
      section_id: batch.section.section_id,
      section_master_website_id: body.sectionMasterWebsiteId,
      board_id: body.boardId,
      redirect_path: isParent(caller.userTypeId) ? InstituteDashboardPath.Parent : InstituteDashboardPath.Student,
    };
  }

  return { dashboard, select };
}

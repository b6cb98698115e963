import { AttemptStatus, attemptStatusOf, isAttemptStarted, isAttemptSubmitted } from '@esc/domain';
import type {
  AssignedPaperItem,
  AttemptedStatusData,
  GroupStatusData,
  StudentPaperListBody,
  StudentPaperListData,
} from '@esc/contracts';
import { MAX_DB_INTEGER } from '@esc/contracts';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { readerLanguage } from '../../platform/i18n/reader-language.js';
import { iso, optionalIdOf, round2, type AssessmentPorts } from '../question-bank/question-bank.module.js';
import { assignedItem, latestAttempt } from './assigned-items.js';
import type { LearnerAssignments } from '../papers/papers.module.js';
import type { AttemptRow } from './attempts.repository.js';

// The learner's lists (000 §7): assigned, submitted, evaluated, for reattempt; attempted status by
// ids; a syllabus node's papers by group. A parent names a linked child (uuid); anyone else's uuid
// is refused. Attempts are read as the attempt half writes them.

export interface LearnerPapersDeps {
  /** The assignments reaching the learner and their papers (the papers module's). */
  assigned: LearnerAssignments;
  /** The learner's attempts of these papers, newest number last (learner-attempt-reads.ts). */
  attempts: { ofLearner(uuid: string, paperIds: readonly number[]): Promise<AttemptRow[]> };
  ports: Pick<AssessmentPorts, 'identity' | 'directory' | 'sections' | 'signer' | 'clock'>;
}

export type PaperListKind = 'assigned' | 'submitted' | 'evaluated' | 'reattempt';

const DEFAULT_PAGE_SIZE = 20;

/** Which items each list holds, by the learner's latest attempt of the assignment. */
const IN_LIST: Record<PaperListKind, (item: AssignedPaperItem, allowReattempt: boolean) => boolean> = {
  assigned: (i) => !isAttemptSubmitted(i.attempt_status_id),
  submitted: (i) => isAttemptSubmitted(i.attempt_status_id),
  evaluated: (i) => i.attempt_status_id === AttemptStatus.Evaluated && i.results_published === 1,
  reattempt: (i, allow) =>
    allow && i.attempt_status_id === AttemptStatus.Evaluated && i.results_published === 1 && i.time_gate.open,
};

export type LearnerPapers = ReturnType<typeof createLearnerPapers>;

export function createLearnerPapers({ assigned, attempts: attemptRows, ports }: LearnerPapersDeps) {
  /** Everything assigned to the acting learner, as list items. */
  async function itemsOf(auth: AuthContext, uuid: string | undefined) {
    const acting = await actingUserFor(auth, uuid, ports.identity);
    const sectionIds = await ports.directory.sectionIdsOf(acting.uuid);
    const [held, enrollments, sections] = await Promise.all([
      assigned.heldBy(acting.uuid, sectionIds),
      assigned.enrollmentsOf(acting.uuid),
      ports.sections.sectionsByIds(sectionIds),
    ]);
    const paperIds = [...new Set(held.map((h) => h.paper_id))];
    const [paperRows, attempts, teachers] = await Promise.all([
      assigned.papersByIds(paperIds),
      attemptRows.ofLearner(acting.uuid, paperIds),
      ports.directory.namesOf(held.map((h) => h.assigned_by)),
    ]);
    const language = readerLanguage();
    const ctx = {
      papers: new Map(paperRows.map((p) => [p.paper_id, p])),
      attempts,
      enrollments,
      sections: new Map(sections.map((s) => [s.section_id, s])),
      teachers: new Map([...teachers].map(([uuid, name]) => [uuid, name.full(language)])),
      nowMs: ports.clock(),
    };
    const items = held.flatMap((h) => {
      const item = assignedItem(ports.signer, h, ctx);
      return item ? [{ item, held: h }] : [];
    });
    // Newest window first; a tie by assignment, newest first.
    items.sort(
      (a, b) => b.held.paper_start_time.localeCompare(a.held.paper_start_time) || b.held.assign_id - a.held.assign_id,
    );
    return { acting, items, attempts, ctx };
  }

  /** POST studentAssignedPaperList, studentSubmittedPaperList, studentEvaluatedPaperList, v3/paperListForReattempt. */
  async function list(
    auth: AuthContext,
    kind: PaperListKind,
    body: StudentPaperListBody,
  ): Promise<StudentPaperListData> {
    const { acting, items, ctx } = await itemsOf(auth, body.uuid);
    const groupId = optionalIdOf(body.group_id ?? null, 'group');
    const syllabusId = optionalIdOf(body.syllabus_id ?? null, 'syllabus node');
    const schoolId = optionalIdOf(body.school_id ?? null, 'school');
    const kept = items
      .filter(({ item, held }) => IN_LIST[kind](item, held.allow_reattempt === 1))
      .filter(({ item }) => groupId === null || item.group_id === groupId)
      .filter(({ item }) => schoolId === null || item.batch_details.school_id === schoolId)
      .filter(({ item }) => {
        if (syllabusId === null) return true;
        const paper = ctx.papers.get(item.paper_id)!;
        return [paper.syllabus_id, paper.subject_id, paper.class_id].includes(syllabusId);
      })
      .map(({ item }) => item);
    const pageNo = body.page_no ?? 1;
    const pageSize = body.page_size ?? DEFAULT_PAGE_SIZE;
    return {
      uuid: acting.uuid,
      total_count: kept.length,
      page_no: pageNo,
      page_size: pageSize,
      current_time: iso(ctx.nowMs),
      papers: kept.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    };
  }

  /** POST paperAttemptedStatusByIds: per assignment of the papers (or the assignments) asked. */
  async function attemptedStatus(
    auth: AuthContext,
    body: { uuid?: string; paper_ids?: (number | string)[]; assign_ids?: (number | string)[] },
  ): Promise<AttemptedStatusData> {
    const { items, attempts } = await itemsOf(auth, body.uuid);
    const asked = (list?: (number | string)[]) =>
      new Set((list ?? []).map(Number).filter((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_DB_INTEGER));
    const paperIds = asked(body.paper_ids);
    const assignIds = asked(body.assign_ids);
    return items
      .filter(({ item }) => paperIds.has(item.paper_id) || assignIds.has(item.assign_id))
      .map(({ item }) => {
        const mine = attempts.filter((a) => a.assign_id === item.assign_id);
        const latest = latestAttempt(attempts, item.assign_id);
        return {
          paper_id: item.paper_id,
          assign_id: item.assign_id,
          attempt_id: latest?.attempt_id ?? null,
          attempt_status_id: attemptStatusOf(latest),
          attempt_count: mine.length,
        };
      });
  }

  /** POST groupStatusBySyllabusId: the learner's papers under a node, by group. */
  async function groupStatus(
    auth: AuthContext,
    body: { uuid?: string; syllabus_id: number | string; group_id?: number | string | null },
  ): Promise<GroupStatusData> {
    const syllabusId = Number(body.syllabus_id);
    const groupId = optionalIdOf(body.group_id ?? null, 'group');
    const { items, ctx } = await itemsOf(auth, body.uuid);
    const under = items
      .map(({ item }) => item)
      .filter((item) => {
        const paper = ctx.papers.get(item.paper_id)!;
        return [paper.syllabus_id, paper.subject_id, paper.class_id].includes(syllabusId);
      })
      .filter((item) => groupId === null || item.group_id === groupId);
    const groups = [...new Set(under.map((i) => i.group_id))];
    return {
      syllabus_id: syllabusId,
      groups: groups.map((g) => {
        const mine = under.filter((i) => i.group_id === g);
        const percentages = mine.flatMap((i) => (i.percentage === null ? [] : [i.percentage]));
        return {
          group_id: g,
          paper_count: mine.length,
          attempted_count: mine.filter((i) => isAttemptStarted(i.attempt_status_id)).length,
          evaluated_count: mine.filter((i) => i.results_published === 1).length,
          best_percentage: percentages.length > 0 ? round2(Math.max(...percentages)) : null,
        };
      }),
      papers: under.map((i) => ({
        paper_id: i.paper_id,
        assign_id: i.assign_id,
        paper_name: i.paper_name,
        group_id: i.group_id,
        attempt_status_id: i.attempt_status_id,
        percentage: i.percentage,
      })),
    };
  }

  return { list, attemptedStatus, groupStatus, itemsOf };
}

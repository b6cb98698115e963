import type { HomeworkEntry, LearnerHomeworkData } from '@esc/contracts';
import { compareHomework, homeworkStatus, learnListOpenMode, type HomeworkStatus } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { HeldRow } from './assignments.repository.js';
import { fullName, type LearnListDeps } from './learnlist-ports.js';
import { schoolsOfLists } from './learnlist-views.js';

const DEFAULT_PAGE_SIZE = 20;

export interface HomeworkAsk {
  uuid?: string | null;
  schoolId: number | null;
  status?: 'all' | 'open' | HomeworkStatus;
  pageNo: number;
  pageSize?: number;
}

/** An entry with the due instant the order needs (not part of the answer). */
type Ranked = HomeworkEntry & { dueAt: number };

/**
 * POST learnerLearnListHomework, read afresh on every call (nothing is kept between calls, so a new
 * assignment, an extension or a completion shows on the next read): the learner's sections, the
 * assignments reaching them with the learner's counts and extension (one query per path), then the
 * assigners' and the subjects' names.
 */
export function createHomeworkList(deps: LearnListDeps) {
  const { repos, directory, nodes, identity, clock } = deps;

  /** The held rows carry the learner's counts and extension; names come from identity and the catalogue. */
  async function entries(rows: readonly HeldRow[], nowMs: number): Promise<Ranked[]> {
    const [people, subjects] = await Promise.all([
      directory.people([...new Set(rows.map((r) => r.assigned_by))]),
      nodes.byIds(
        [...new Set(rows.flatMap((r) => (r.subject_id === null ? [] : [r.subject_id])))],
        schoolsOfLists(rows),
      ),
    ]);
    const names = new Map(people.map((p) => [p.uuid, fullName(p)]));
    return rows.map((r) => {
      const dueAt = r.extended_due_at ?? r.due_at;
      const status = homeworkStatus(
        {
          startsAt: Date.parse(r.starts_at),
          dueAt: Date.parse(dueAt),
          itemCount: r.item_count,
          completedCount: r.completed_count,
          lastCompletedAt: r.last_completed_on ? Date.parse(r.last_completed_on) : null,
        },
        nowMs,
      );
      return {
        assign_id: r.assign_id,
        section_assign_id: r.section_assign_id,
        learnlist_id: r.learnlist_id,
        title: r.learnlist_name,
        subject_name: r.subject_id === null ? null : (subjects.get(r.subject_id)?.syllabus_name ?? null),
        school_id: r.school_id,
        board_id: r.board_id,
        class_id: r.class_id,
        assigned_by_name: names.get(r.assigned_by) ?? fullName(undefined),
        is_parent_assigned: r.is_parent_assigned,
        mode: learnListOpenMode({ parentAssigned: r.is_parent_assigned === 1 }),
        starts_at: r.starts_at,
        due_at: dueAt,
        status,
        item_count: r.item_count,
        completed_count: r.completed_count,
        dueAt: Date.parse(dueAt),
      };
    });
  }

  /** Overdue first, then due soonest, then upcoming, then done; filtered and paged as asked. */
  async function homework(caller: AuthContext, ask: HomeworkAsk): Promise<LearnerHomeworkData> {
    const learner = await actingUserFor(caller, ask.uuid, identity);
    const sectionIds = await directory.sectionIdsOf(learner.uuid);
    // A class recap is held through its class's sections, but it is found under the class, not as homework.
    const rows = (await repos.assignments.heldBy(learner.uuid, sectionIds)).filter(
      (r) => r.is_class_recap === 0 && (ask.schoolId === null || r.school_id === ask.schoolId),
    );
    const wanted = ask.status ?? 'all';
    const all = (await entries(rows, clock()))
      .filter((e) => wanted === 'all' || (wanted === 'open' ? !e.status.startsWith('done') : e.status === wanted))
      .sort(compareHomework);
    const pageSize = ask.pageSize ?? DEFAULT_PAGE_SIZE;
    const start = (ask.pageNo - 1) * pageSize;
    return {
      uuid: learner.uuid,
      total_count: all.length,
      page_no: ask.pageNo,
      page_size: pageSize,
      homework: all.slice(start, start + pageSize).map(({ dueAt: _dueAt, ...entry }) => entry),
    };
  }

  return { homework };
}

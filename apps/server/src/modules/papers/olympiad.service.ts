import type { LevelAssignedInfoData, OlympiadEnrollment, UpdatePaperStatusBody } from '@esc/contracts';
import { canMoveOlympiadEnrollment, OlympiadEnrollmentStatus, TIME_GATE_FREE_BOARDS } from '@esc/domain';
import { actingUserFor } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { idOf, invalid, iso, notFound, type AssessmentPorts } from '../question-bank/question-bank.module.js';
import type { EnrollmentRow, PaperAssignmentsRepository } from './paper-assignments.repository.js';
import type { PapersRepository } from './papers.repository.js';

// Olympiads (002 §4.5, §7.2): the learner's enrollments, each with its slot end (end_date_time) that
// closes their attempt; opening the paper sets the enrollment's status to 1 through its call. And the
// server's clock for the time gate (levelAssignedInfo answers current_time, 002 §4.4).

export interface OlympiadDeps {
  papers: PapersRepository;
  assignments: PaperAssignmentsRepository;
  ports: Pick<AssessmentPorts, 'identity' | 'clock'>;
}

export type OlympiadService = ReturnType<typeof createOlympiadService>;

export function createOlympiadService({ papers, assignments, ports }: OlympiadDeps) {
  async function views(rows: readonly EnrollmentRow[]): Promise<OlympiadEnrollment[]> {
    const named = await papers.papersByIds(rows.map((r) => r.paper_id));
    return rows.map((r) => ({
      olympiad_enrollment_id: r.olympiad_enrollment_id,
      paper_id: r.paper_id,
      assign_id: r.assign_id,
      paper_name: named.find((p) => p.paper_id === r.paper_id)?.paper_name ?? '',
      start_date_time: r.start_date_time,
      end_date_time: r.end_date_time,
      enrolled_school_id: r.enrolled_school_id,
      l0: r.l0,
      l1: r.l1,
      status: r.status,
    }));
  }

  /** GET olympiad/enrollments: the acting learner's. */
  async function enrollments(auth: AuthContext, uuid?: string): Promise<OlympiadEnrollment[]> {
    const acting = await actingUserFor(auth, uuid, ports.identity);
    return views(await assignments.enrollmentsOf(acting.uuid));
  }

  /** POST olympiad/updatePaperStatus: status 1 on the learner's own enrollment matching the paper and assignment. */
  async function updatePaperStatus(auth: AuthContext, body: UpdatePaperStatusBody): Promise<OlympiadEnrollment> {
    const acting = await actingUserFor(auth, body.uuid, ports.identity);
    const row = await assignments.enrollmentById(idOf(body.olympiad_enrollment_id, 'Olympiad enrollment'));
    if (!row || row.uuid !== acting.uuid) throw notFound('papers.noEnrollment');
    if (row.paper_id !== Number(body.paper_id)) throw invalid('paper_id', { reason: 'papers.notEnrollmentPaper' });
    if (row.assign_id !== Number(body.assign_id))
      throw invalid('assign_id', { reason: 'papers.notEnrollmentAssignment' });
    const opened = OlympiadEnrollmentStatus.PaperOpened;
    if (canMoveOlympiadEnrollment(row.status, opened)) {
      await assignments.setEnrollmentStatus(row.olympiad_enrollment_id, opened, iso(ports.clock()));
    }
    const [updated] = await views([{ ...row, status: opened }]);
    return updated!;
  }

  /** GET levelAssignedInfo: the server's clock, and whether the board skips the time gate. */
  function levelAssignedInfo(query: { boardId?: string; board?: string }): LevelAssignedInfoData {
    const now = ports.clock();
    const board = query.boardId ?? query.board;
    const boardId = board === undefined ? null : Number(board);
    return {
      current_time: iso(now),
      current_time_ms: now,
      board_id: boardId,
      skips_time_gate: boardId !== null && TIME_GATE_FREE_BOARDS.includes(boardId),
    };
  }

  return { enrollments, updatePaperStatus, levelAssignedInfo };
}

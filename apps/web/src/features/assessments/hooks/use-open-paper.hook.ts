import { canMoveOlympiadEnrollment, OlympiadEnrollmentStatus } from '@esc/domain';
import type { AssignedPaperItem } from '@esc/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast';
import { fetchLevelAssignedInfo } from '../api/level-assigned-info.api';
import { fetchOlympiadEnrollments, updateOlympiadPaperStatus } from '../api/olympiad-enrollment.api';
import { paperInstructionsPath, reportPath, testEnginePath } from '../utils/assessment-paths';
import { openDecision } from '../utils/open-paper';

/**
 * Opens an assigned paper as spec 002 §4.3-§4.5 says: the server's clock (levelAssignedInfo, or the
 * list's current_time if that call fails) for the time gate, an Olympiad's slot from its enrollment
 * (and its status set to 1), then the instructions, the engine or the report.
 */
export function useOpenPaper() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<number | null>(null);

  async function serverNow(boardId: number | null, listServerTimeMs: number | null): Promise<number> {
    try {
      const info = await fetchLevelAssignedInfo(boardId);
      return info.current_time_ms;
    } catch {
      return listServerTimeMs ?? Date.now();
    }
  }

  /**
   * listServerTimeMs: the list's current_time, used when the clock call fails. replace: the page that
   * opened it only stood in for the paper (a link by name), so Back does not return to it.
   * Answers whether it went anywhere (a closed paper shows its toast and stays).
   */
  async function open(
    paper: AssignedPaperItem,
    listServerTimeMs: number | null = null,
    { replace = false }: { replace?: boolean } = {},
  ): Promise<boolean> {
    setOpening(paper.assign_id);
    try {
      const now = await serverNow(paper.batch_details.board_id, listServerTimeMs);
      const enrollments = paper.is_olympiad === 1 ? await fetchOlympiadEnrollments().catch(() => []) : [];
      const decision = openDecision(paper, now, enrollments);
      const ref = { paperId: paper.paper_id, assignId: paper.assign_id, sectionAssignId: paper.section_assign_id };
      if (decision.kind === 'closed') {
        showToast({
          message: t(
            decision.toast === 'Paper Not started' ? 'assessments.lists.notStarted' : 'assessments.lists.timeOver',
          ),
          tone: 'warning',
        });
        return false;
      }
      if (decision.kind === 'report') {
        void navigate(reportPath({ ...ref, attemptId: paper.attempt_id }), { state: { paper }, replace });
        return true;
      }
      if (decision.kind === 'none') return false;
      const enrollment = enrollments.find((e) => e.paper_id === paper.paper_id && e.assign_id === paper.assign_id);
      if (enrollment && canMoveOlympiadEnrollment(enrollment.status, OlympiadEnrollmentStatus.PaperOpened)) {
        await updateOlympiadPaperStatus({
          olympiad_enrollment_id: enrollment.olympiad_enrollment_id,
          paper_id: paper.paper_id,
          assign_id: paper.assign_id,
        }).catch(() => undefined);
      }
      const path =
        decision.kind === 'engine'
          ? testEnginePath(paper.paper_id, paper.assign_id, paper.section_assign_id)
          : paperInstructionsPath(ref);
      void navigate(path, { state: { paper }, replace });
      return true;
    } finally {
      setOpening(null);
    }
  }

  return { open, opening };
}

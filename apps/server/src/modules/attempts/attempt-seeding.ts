import type { QuestionOption } from '@esc/contracts';
import { AttemptStatus, type Response } from '@esc/domain';
import type { AttemptPapersRepository, PaperSheets, SheetItem } from '../papers/papers.module.js';
import { iso, parseJson, textOf, type AssessmentPorts } from '../question-bank/question-bank.module.js';
import type { AttemptsRepository } from './attempts.repository.js';
import { createEvaluationService } from './evaluation.service.js';
import type { StandingsService } from './standings.service.js';

// Generated worlds (the demo seed, a browser journey's school, the benchmarks' school) hold results of
// papers whose windows closed before anyone signed in: attempts written as their learners would have
// sat them, then marked, published and ranked by this module's own evaluation at the world's moment,
// with nobody told (nobody has signed in to such a world yet). No route calls it: it decides no access.

/** One learner's finished attempt of an assigned paper, with the moments they started, answered and submitted. */
export interface SatAttempt {
  assignId: number;
  paperId: number;
  uuid: string;
  schoolId: number;
  sectionId: number;
  startedAt: number;
  deadlineAt: number;
  submittedAt: number;
  /** Client answer ids are `${idPrefix}-${attemptId}-${questionId}`. */
  idPrefix: string;
  answers: readonly { questionId: number; response: Response; seq: number; answeredAt: number; timeSpentMs: number }[];
}

/** A paper as its learners answer it: its items in order, each question's option ids. */
export interface SeedSheet {
  items: readonly SheetItem[];
  optionIds(questionId: number): string[];
}

export function createAttemptSeeding(deps: {
  attempts: AttemptsRepository;
  papers: AttemptPapersRepository;
  sheets: PaperSheets;
  standings: StandingsService;
  ports: Pick<AssessmentPorts, 'directory' | 'log'>;
}) {
  const { attempts, sheets } = deps;
  /** The module's evaluation with its clock at `at`, telling nobody. */
  const evaluationAt = (at: number) =>
    createEvaluationService({ ...deps, ports: { ...deps.ports, clock: () => at, publish: async () => undefined } });

  return {
    async sheetOf(paperId: number): Promise<SeedSheet | undefined> {
      const sheet = await sheets.sheetOf(paperId);
      if (!sheet) return undefined;
      return {
        items: sheet.items,
        optionIds: (questionId) =>
          parseJson<QuestionOption[]>(textOf(sheet.loaded, questionId, 1)?.options, []).map((o) => o.option_id),
      };
    },

    /** True when the assignment has attempts already (a world seeded before keeps its results). */
    async hasAttempts(assignId: number): Promise<boolean> {
      return (await attempts.ofAssignments([assignId])).length > 0;
    },

    /**
     * The attempt, its answers and its submission as the learner made them, marked at `at` (its
     * assignment is settled by `settle`, once for all). Null when the learner has this attempt already.
     */
    async recordSat(sat: SatAttempt, at: number): Promise<number | null> {
      const sheet = await sheets.sheetOf(sat.paperId);
      if (!sheet) return null;
      const made = await attempts.insert({
        assign_id: sat.assignId,
        assign_key: sat.assignId,
        paper_id: sat.paperId,
        uuid: sat.uuid,
        school_id: sat.schoolId,
        section_id: sat.sectionId,
        attempt_no: 1,
        status: AttemptStatus.InProgress,
        started_at: iso(sat.startedAt),
        deadline_at: iso(sat.deadlineAt),
        max_marks: sheet.maxMarks,
        updated_at: iso(sat.startedAt),
      });
      if (made === null) return null;
      const id = made.attempt_id;
      for (const a of sat.answers) {
        await attempts.putAnswer(
          id,
          {
            question_id: a.questionId,
            client_answer_id: `${sat.idPrefix}-${id}-${a.questionId}`,
            seq: a.seq,
            answered_at: a.answeredAt,
            response: JSON.stringify(a.response),
            time_spent_ms: a.timeSpentMs,
            is_marked: 0,
            elapsed_ms: null,
          },
          iso(a.answeredAt),
        );
      }
      await attempts.raiseMaxSeq(id, sheet.items.length, iso(sat.startedAt));
      await attempts.close(id, 'learner', iso(sat.submittedAt));
      await evaluationAt(at).evaluate(id, { quiet: true });
      return id;
    },

    /** Publishes and ranks the assignment's results when its window had closed by `at` and no answer waits for marks. */
    settle: (assignId: number, at: number): Promise<boolean> => evaluationAt(at).settle(assignId),
  };
}

export type AttemptSeeding = ReturnType<typeof createAttemptSeeding>;

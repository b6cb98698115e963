import { AttemptStatus, type RankEntry, standings } from '@esc/domain';
import { parseJson } from '../question-bank/question-bank.module.js';
import type { AssignmentRow, AttemptPapersRepository } from '../papers/papers.module.js';
import type { AttemptRow, AttemptsRepository } from './attempts.repository.js';
import type { PaperSheets } from '../papers/papers.module.js';

// Ranks and NTA percentiles for papers with setting 17/19: within an assignment, and for
// an Olympiad across every Olympiad assignment of the paper on the platform. A learner's first
// evaluated attempt is the one ranked (a reattempt is practice). Recomputed whenever results change.

const entryOf = (a: AttemptRow): RankEntry => ({
  id: String(a.attempt_id),
  score: a.score ?? 0,
  subjectScores: parseJson<number[]>(a.subject_scores, []),
  wrong: a.wrong_count,
  right: a.correct_count + a.partial_count,
});

/** The attempts that are ranked: evaluated first attempts. */
const ranked = (rows: readonly AttemptRow[]) =>
  rows.filter((a) => a.status === AttemptStatus.Evaluated && a.attempt_no === 1);

export function createStandingsService(deps: {
  attempts: AttemptsRepository;
  papers: AttemptPapersRepository;
  sheets: PaperSheets;
}) {
  const { attempts, papers, sheets } = deps;

  async function write(rows: readonly AttemptRow[], platform: boolean): Promise<number> {
    const table = standings(rows.map(entryOf));
    const out = rows.map((a) => {
      const s = table.get(String(a.attempt_id))!;
      return { attempt_id: a.attempt_id, rank: s.rank, percentile: s.percentile, candidates: rows.length };
    });
    await attempts.transaction((repo) => repo.saveStandings(out, platform));
    return out.length;
  }

  /** Recomputes the assignment's standings (and the platform's for an Olympiad); the count ranked. */
  async function recompute(assignment: AssignmentRow): Promise<number> {
    const sheet = await sheets.sheetOf(assignment.paper_id);
    if (!sheet?.rankGeneration || assignment.results_published_at === null) return 0;
    const rows = ranked(await attempts.ofAssignments([assignment.assign_id]));
    const count = await write(rows, false);
    if (assignment.is_olympiad === 1) {
      const olympiads = await papers.assignmentsByIds(await papers.olympiadAssignmentsOf(assignment.paper_id));
      const published = olympiads.filter((a) => a.results_published_at !== null).map((a) => a.assign_id);
      await write(ranked(await attempts.ofAssignments(published)), true);
    }
    return count;
  }

  return { recompute };
}

export type StandingsService = ReturnType<typeof createStandingsService>;

import { ANSWER_GRACE_MS } from '@esc/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AssessmentPorts } from './assessment-ports.js';
import type { AssessmentCore } from './assessments.module.js';
import { createAssignmentScope } from './assignment-scope.js';
import { registerAttemptEngineRoutes } from './attempt.routes.js';
import { createAttemptPapersRepository } from './attempt-papers.repository.js';
import { createAttemptResultsRepository } from './attempt-results.repository.js';
import { createAttemptSeeding } from './attempt-seeding.js';
import { createAttemptsRepository } from './attempts.repository.js';
import { createAttemptsService } from './attempts.service.js';
import { createEvaluationService } from './evaluation.service.js';
import { createMarkingService } from './marking.service.js';
import { createOverdueAttempts } from './overdue-attempts.job.js';
import { createPaperSheets } from './paper-sheet.js';
import { registerReportRoutes } from './report.routes.js';
import { createReportsService } from './reports.service.js';
import { createStandingsService } from './standings.service.js';
import { createTeacherReportsService } from './teacher-reports.service.js';

export type AttemptServices = ReturnType<typeof createAttemptServices>;

/**
 * The attempt half of the assessments module: the test engine's calls, evaluation, standings, the
 * overdue job and reports. The module's file builds it with the same ports as the question bank and
 * papers; `evaluation.keysChanged` is what the question bank calls when a key changes.
 */
export function createAttemptServices(
  ports: AssessmentPorts & {
    db: Db;
    /** Answer-save batches written at once (1 on SQLite). */ concurrentWrites?: number;
  },
  shared: Pick<AssessmentCore, 'repos' | 'access' | 'views' | 'homeworkItems'>,
) {
  const attempts = createAttemptsRepository(ports.db);
  const papers = createAttemptPapersRepository(ports.db);
  const questions = shared.repos.questions;
  const sheets = createPaperSheets({ papers, questions });
  const { views, access } = shared;
  const scope = createAssignmentScope({ papers, ports });
  const standings = createStandingsService({ attempts, papers, sheets });
  const evaluation = createEvaluationService({ attempts, papers, sheets, standings, ports });
  const overdue = createOverdueAttempts({
    jobs: ports.jobs,
    attempts,
    papers,
    evaluation,
    clock: ports.clock,
    log: ports.log,
  });
  const schedule = async (ms: number) => {
    try {
      await overdue.runAfter(ms);
    } catch (err) {
      // The sweep runs again for later attempts; a start is not refused because a run could not be queued.
      ports.log.warn({ err }, 'could not queue the overdue-attempts run');
    }
  };
  return {
    attempts: createAttemptsService({
      attempts,
      papers,
      sheets,
      views,
      scope,
      evaluation,
      ports,
      homework: shared.homeworkItems,
      concurrentWrites: ports.concurrentWrites,
      schedule: async (deadlineMs, windowEndMs) => {
        await schedule(deadlineMs + ANSWER_GRACE_MS);
        if (windowEndMs !== null) await schedule(windowEndMs);
      },
    }),
    marking: createMarkingService({ attempts, papers, sheets, scope, access, evaluation, ports }),
    reports: createReportsService({
      attempts,
      results: createAttemptResultsRepository(ports.db),
      papers,
      sheets,
      views,
      scope,
      ports,
    }),
    teacherReports: createTeacherReportsService({ attempts, papers, sheets, scope, ports }),
    evaluation: {
      ...evaluation,
      /** A comprehension child's key changed: the papers hold its passage. */
      async keysChanged(questionIds: readonly number[]): Promise<void> {
        const rows = await questions.byIds(questionIds);
        const parents = rows.flatMap((r) => (r.parent_question_id === null ? [] : [r.parent_question_id]));
        await evaluation.keysChanged([...questionIds, ...parents]);
      },
    },
    standings,
    overdue,
    /** Generated worlds only (the demo seed, the benchmarks): results of closed papers as though sat. */
    seeding: createAttemptSeeding({ attempts, papers, sheets, standings, ports }),
  };
}

/** The attempt, evaluation and report calls. */
export function registerAttemptRoutes(api: FastifyInstance, services: AttemptServices): void {
  registerAttemptEngineRoutes(api, services);
  registerReportRoutes(api, services);
}

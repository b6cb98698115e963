import { ANSWER_GRACE_MS, AttemptStatus } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import type { HomeworkItemOpen } from '../learnlists/learnlists.module.js';
import { defineModule } from '../module-map.js';
import { attemptsPersonalData } from './attempts.personal-data.js';
import type { LearnerAssignments, PaperPolicy, PaperRecords, PaperSheets } from '../papers/papers.module.js';
import {
  createHomeworkItems,
  type AssessmentAccess,
  type AssessmentPorts,
  type QuestionRecords,
  type QuestionViews,
} from '../question-bank/question-bank.module.js';
import { assessmentDashboardSource } from './assessment-dashboard.js';
import { createAttemptPolicy } from './assignment-policy.js';
import { createAssignmentScope } from './assignment-scope.js';
import { registerAttemptEngineRoutes } from './attempt.routes.js';
import { createAttemptSeeding } from './attempt-seeding.js';
import { createAttemptResultsRepository, type AttemptResultsRepository } from './attempt-results.repository.js';
import { createAttemptsRepository, type AttemptsRepository } from './attempts.repository.js';
import { createAttemptGrants } from './attempt-grant.js';
import { createAttemptsService } from './attempts.service.js';
import { createEvaluationService } from './evaluation.service.js';
import { createLearnerAttemptReads } from './learner-attempt-reads.js';
import { createLearnerPapers } from './learner-papers.service.js';
import { registerLearnerPaperRoutes } from './learner-papers.routes.js';
import { createMarkingService } from './marking.service.js';
import { createOverdueAttempts, OVERDUE_ATTEMPTS_JOB } from './overdue-attempts.job.js';
import { createStandingsService } from './standings.service.js';

// The module's public face: what reports (and the seed and tests) may import.
export {
  attemptSeen,
  loadAssignmentReach,
  loadAttemptReach,
  NOT_TAUGHT,
  sectionsSeen,
  staffReaches,
  type AssignmentActor,
  type AssignmentReach,
} from './assignment-policy.js';
export { createAssignmentScope, type AssignmentScope, type StaffReach } from './assignment-scope.js';
export {
  createAttemptsRepository,
  type AnswerRow,
  type AttemptRow,
  type AttemptsRepository,
} from './attempts.repository.js';
import { createAttemptsSchoolExport } from './attempts-school-export.repository.js';
export { createEvaluationService, type EvaluationService } from './evaluation.service.js';
export { assignmentAttemptsVersion, attemptVersion, learnerAttemptsVersion } from './attempt-versions.js';
export { createStandingsService } from './standings.service.js';

/** What reports read of attempts: attempts, their answers, published results and how answers went. */
export type AttemptRecords = Pick<
  AttemptsRepository,
  'byId' | 'byIds' | 'attemptsOf' | 'answersOf' | 'answersOfAttempts' | 'ofAssignments' | 'publishedOutcomes'
> &
  Pick<AttemptResultsRepository, 'publishedOf' | 'allPublishedOf'>;

export type AttemptsServices = ReturnType<typeof createAttemptsServices>;

function recordsOf(attempts: AttemptsRepository, results: AttemptResultsRepository): AttemptRecords {
  return {
    byId: attempts.byId,
    byIds: attempts.byIds,
    attemptsOf: attempts.attemptsOf,
    answersOf: attempts.answersOf,
    answersOfAttempts: attempts.answersOfAttempts,
    ofAssignments: attempts.ofAssignments,
    publishedOutcomes: attempts.publishedOutcomes,
    publishedOf: results.publishedOf,
    allPublishedOf: results.allPublishedOf,
  };
}

function createAttemptsServices(
  ports: Pick<
    AssessmentPorts,
    'identity' | 'directory' | 'scopes' | 'sections' | 'access' | 'signer' | 'jobs' | 'publish' | 'clock' | 'log'
  > & {
    db: Db;
    lagTolerantDb: Db;
    /** Moved by the attempts' writers in their transactions (what reports keep depends on them). */
    versions: Pick<CacheVersions, 'bumpWithin'>;
    /** The platform's token-signing secret: the attempt grant's key is derived from it. */
    secret: string;
    /** Answer-save batches written at once (1 on SQLite). */
    concurrentWrites: number;
    homework: AssessmentPorts['homework'];
    papers: PaperRecords;
    sheets: PaperSheets;
    assigned: LearnerAssignments;
    paperPolicy: PaperPolicy;
    callers: Pick<AssessmentAccess, 'callerOf'>;
    views: QuestionViews;
    questions: Pick<QuestionRecords, 'byIds'>;
  },
) {
  const attempts = createAttemptsRepository(ports.db, ports.versions);
  const results = createAttemptResultsRepository(ports.db);
  const { papers, sheets, views } = ports;
  const policy = createAttemptPolicy(papers, attempts);
  const scope = createAssignmentScope({ policy, actions: { learner: 'take', staff: 'mark' }, ports });
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
  const homework = createHomeworkItems({ homework: ports.homework, identity: ports.identity, clock: ports.clock });
  const learner = createLearnerPapers({
    assigned: ports.assigned,
    attempts: { ofLearner: createLearnerAttemptReads(attempts) },
    ports,
  });
  const records = recordsOf(attempts, results);
  return {
    policy,
    attempts: createAttemptsService({
      attempts,
      papers,
      sheets,
      views,
      scope,
      evaluation,
      ports,
      homework,
      concurrentWrites: ports.concurrentWrites,
      grants: createAttemptGrants({ secret: ports.secret, clock: ports.clock }),
      schedule: async (deadlineMs, windowEndMs) => {
        await schedule(deadlineMs + ANSWER_GRACE_MS);
        if (windowEndMs !== null) await schedule(windowEndMs);
      },
    }),
    marking: createMarkingService({
      attempts,
      papers,
      sheets,
      scope,
      policy,
      callers: ports.callers,
      paperPolicy: ports.paperPolicy,
      evaluation,
      ports,
    }),
    evaluation: {
      ...evaluation,
      /** A comprehension child's key changed: the papers hold its passage. */
      async keysChanged(questionIds: readonly number[]): Promise<void> {
        const rows = await ports.questions.byIds(questionIds);
        const parents = rows.flatMap((r) => (r.parent_question_id === null ? [] : [r.parent_question_id]));
        await evaluation.keysChanged([...questionIds, ...parents]);
      },
    },
    standings,
    overdue,
    learner,
    /** Generated worlds only (the demo seed, the benchmarks): results of closed papers as though sat. */
    seeding: createAttemptSeeding({ attempts, papers, sheets, standings, ports }),
    attemptRecords: records,
    /**
     * The same reads for reports, which tolerate a second of lag: a replica's where one serves
     * (a teacher's live report beside thousands of answer saves); the reader's own writes come first.
     */
    reportRecords: recordsOf(
      createAttemptsRepository(ports.lagTolerantDb),
      createAttemptResultsRepository(ports.lagTolerantDb),
    ),
    /** What papers must know of attempts: whether a paper was started, and which assignments still take answers. */
    facts: {
      attemptedPaperIds: attempts.attemptedPaperIds,
      startedPaperIds: async (uuid: string, paperIds: readonly number[]) =>
        new Set((await attempts.ofLearner(uuid, paperIds)).map((a) => a.paper_id)),
      evaluatedPaperIds: async (uuid: string, paperIds: readonly number[], publishedOnly: boolean) =>
        new Set(
          (await attempts.ofLearner(uuid, paperIds))
            .filter((a) => a.status === AttemptStatus.Evaluated && (!publishedOnly || a.results_published_at !== null))
            .map((a) => a.paper_id),
        ),
      assignmentsTakingAnswers: attempts.assignmentsTakingAnswers,
    },
    dashboardItems: assessmentDashboardSource(learner),
  };
}

export const attemptsModule = defineModule({
  name: 'attempts',
  purpose:
    'Taking papers: the learner’s lists of what is assigned, starting, answering, saving and submitting attempts, ' +
    'closing overdue ones, evaluation and marking, ranks, and publishing results.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections'],
    access: ['access'],
    media: ['signer'],
    notifications: ['publish'],
    learnlists: ['homeworkItems'],
    'question-bank': ['callers', 'views', 'questionRecords', 'holders'],
    papers: ['policy', 'paperRecords', 'sheets', 'learnerAssignments', 'attemptsPoint'],
  },
  offers: ['policy', 'attemptRecords', 'reportRecords', 'dashboardItems'],
  fills: ['papers.attempts:facts', 'question-bank.holders:attempts'],
  publishes: ['attempts.homework-item-opened'],
  handles: [],
  tables: ['attempts', 'attempt_answers', 'attempt_answer_receipts', 'attempt_marking_receipts'],
  personalData: attemptsPersonalData,
  jobs: [OVERDUE_ATTEMPTS_JOB],
  build({ platform, needs, jobs, events }) {
    const bank = needs['question-bank'];
    const services = createAttemptsServices({
      db: platform.db,
      lagTolerantDb: platform.lagTolerantDb,
      versions: platform.cacheVersions,
      secret: platform.config.jwtSecret,
      clock: platform.clock,
      log: platform.log,
      concurrentWrites: platform.concurrentWrites,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: needs.institutes.staffScopes,
      sections: needs.institutes.sections,
      access: needs.access.access,
      signer: needs.media.signer,
      jobs,
      publish: needs.notifications.publish,
      // A paper's attempt started from homework completes the item (a job).
      homework: {
        heldItem: needs.learnlists.homeworkItems.heldItem,
        itemOpened: (event: HomeworkItemOpen) => events.publish(platform.db, 'attempts.homework-item-opened', event),
      },
      papers: needs.papers.paperRecords,
      sheets: needs.papers.sheets,
      assigned: needs.papers.learnerAssignments,
      paperPolicy: needs.papers.policy,
      callers: bank.callers,
      views: bank.views,
      questions: bank.questionRecords,
    });
    needs.papers.attemptsPoint.provide('facts', services.facts);
    bank.holders.provide('attempts', { keysChanged: services.evaluation.keysChanged });
    return {
      services,
      policy: services.policy,
      routes: (api) => {
        registerAttemptEngineRoutes(api, services);
        registerLearnerPaperRoutes(api, services);
      },
      schoolExport: createAttemptsSchoolExport(platform.db),
    };
  },
});

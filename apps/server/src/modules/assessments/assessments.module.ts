import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createAssessmentAccess, type Caller } from './assessment-access.js';
import type { AssessmentPorts } from './assessment-ports.js';
import { registerAssignRoutes } from './assign.routes.js';
import { createAssignService } from './assign.service.js';
import { createHomeworkItems } from './homework-items.js';
import { createLearnerPapers } from './learner-papers.service.js';
import { createOlympiadService } from './olympiad.service.js';
import { createPaperAssignmentsRepository } from './paper-assignments.repository.js';
import { createPaperReads } from './paper-reads.service.js';
import { createPracticeChecksRepository } from './practice-checks.repository.js';
import { registerPracticeRoutes } from './practice.routes.js';
import { createPracticeService } from './practice.service.js';
import { registerPaperRoutes } from './papers.routes.js';
import { createPapersRepository } from './papers.repository.js';
import { createPapersService } from './papers.service.js';
import { createQuestionBankService } from './question-bank.service.js';
import { registerQuestionBankRoutes } from './question-bank.routes.js';
import { createQuestionReads } from './question-reads.service.js';
import { createQuestionViews } from './question-views.js';
import { createQuestionsRepository } from './questions.repository.js';
import { createWeakTopics } from './weak-topics.service.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { defineModule } from '../module-map.js';
import type { HomeworkItemOpen } from '../learnlists/learnlists.module.js';
import { assessmentDashboardSource } from './assessment-dashboard.js';
import { createAttemptServices, registerAttemptRoutes } from './attempts.wiring.js';
import { OVERDUE_ATTEMPTS_JOB } from './overdue-attempts.job.js';

/** The question bank, papers and assigning: what the attempt half is built on. */
export type AssessmentCore = ReturnType<typeof createAssessmentsServices>;

export type AssessmentsServices = AssessmentCore &
  ReturnType<typeof createAttemptServices> & { dashboardItems: ReturnType<typeof assessmentDashboardSource> };

/**
 * The assessments module (issue 9): the question bank, papers, assigning and the learner's lists.
 * People, sections and schools come from identity and institutes, places and names from the
 * catalogue, each through its service; the module's repositories read only its own tables.
 */
export function createAssessmentsServices(
  ports: AssessmentPorts & {
    db: Db;
    /** A changed key or a dropped question re-marks every attempt of the papers holding it. */
    keysChanged: (questionIds: readonly number[]) => Promise<void>;
  },
) {
  const repos = {
    questions: createQuestionsRepository(ports.db),
    papers: createPapersRepository(ports.db),
    assignments: createPaperAssignmentsRepository(ports.db),
    practiceChecks: createPracticeChecksRepository(ports.db),
  };
  const access = createAssessmentAccess(ports);
  const views = createQuestionViews(ports.signer);
  const bank = createQuestionBankService({
    repo: repos.questions,
    access,
    views,
    ports,
    keysChanged: ports.keysChanged,
  });
  const inLiveTests = (ids?: readonly number[]) =>
    repos.papers.questionsInLiveAssignments(new Date(ports.clock()).toISOString(), ids);
  // An Olympiad ranks the learners of every school taking it: while one runs, its questions' keys
  // reach platform editors only, not the staff of the schools taking it, who could pass them on.
  const keysWithheld = async (caller: Caller, ids: readonly number[]) =>
    !caller.staff || caller.platformEditor || ids.length === 0
      ? new Set<number>()
      : repos.papers.questionsInLiveAssignments(new Date(ports.clock()).toISOString(), ids, true);
  const homeworkItems = createHomeworkItems({
    homework: ports.homework,
    identity: ports.identity,
    clock: ports.clock,
    questions: repos.questions,
    papers: repos.papers,
  });
  const paperReads = createPaperReads({ ...repos, access, views, ports, keysWithheld });
  const paperDeps = { papers: repos.papers, assignments: repos.assignments, ports };
  return {
    repos,
    /** For the catalogue: a paper's name and place (deleted papers are not found). */
    paperBriefs: async (ids: readonly number[]) =>
      (await repos.papers.papersByIds(ids)).map(
        ({ paper_id, paper_name, syllabus_id, board_id, class_id, group_id }) => ({
          paper_id,
          paper_name,
          syllabus_id,
          board_id,
          class_id,
          group_id,
        }),
      ),
    /** For learn-lists: questions and papers named as homework items. */
    itemBriefs: homeworkItems.itemBriefs,
    homeworkItems,
    access,
    views,
    bank,
    questionReads: createQuestionReads({
      repo: repos.questions,
      access,
      views,
      inLiveTests,
      keysWithheld,
      homework: homeworkItems,
    }),
    practice: createPracticeService({
      repo: repos.questions,
      checks: repos.practiceChecks,
      access,
      ports,
      inLiveTests,
      keysWithheld,
      homework: homeworkItems,
    }),
    papers: createPapersService({
      papers: repos.papers,
      questions: repos.questions,
      access,
      ports,
      detailOf: (caller, id) => paperReads.detailFor(caller, id),
    }),
    paperReads,
    assign: createAssignService({ papers: repos.papers, assignments: repos.assignments, access, ports }),
    learner: createLearnerPapers(paperDeps),
    olympiad: createOlympiadService(paperDeps),
    weakTopics: createWeakTopics(paperDeps),
    /** How many papers a teacher assigns from (their library's count on the teacher dashboard). */
    paperCount: async (caller: AuthContext) => (await paperReads.teacherList(caller, { page_size: 1 })).total_count,
  };
}

/** The assessments calls of spec/calls.tsv and calls-chosen.tsv. */
export function registerAssessmentsModule(api: FastifyInstance, services: AssessmentsServices): void {
  registerQuestionBankRoutes(api, { bank: services.bank, reads: services.questionReads });
  registerPaperRoutes(api, { papers: services.papers, reads: services.paperReads });
  registerAssignRoutes(api, services);
  registerPracticeRoutes(api, { practice: services.practice });
}

export const assessmentsModule = defineModule({
  name: 'assessments',
  purpose: 'The question bank, papers and assigning them, the test engine, marking, results, ranks and reports.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections'],
    catalogue: ['lookup', 'nodes', 'groups', 'content', 'viewerSchools', 'contentEdits', 'paperPoint'],
    access: ['access'],
    media: ['signer'],
    notifications: ['publish'],
    learnlists: ['homeworkItems', 'itemSources'],
  },
  offers: ['paperCount', 'dashboardItems'],
  fills: ['catalogue.papers:briefs', 'learnlists.itemSources:questions', 'learnlists.itemSources:papers'],
  publishes: ['assessments.homework-item-opened'],
  handles: [],
  tables: [
    'papers',
    'questions',
    'question_texts',
    'question_tags',
    'paper_sections',
    'paper_questions',
    'paper_assignments',
    'paper_assignment_sections',
    'paper_extensions',
    'olympiad_enrollments',
    'attempts',
    'attempt_answers',
    'attempt_answer_receipts',
    'practice_checks',
  ],
  jobs: [OVERDUE_ATTEMPTS_JOB],
  build({ platform, needs, jobs, events }) {
    const { catalogue } = needs;
    const ports = {
      db: platform.db,
      clock: platform.clock,
      log: platform.log,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: needs.institutes.staffScopes,
      sections: needs.institutes.sections,
      catalogue: { ...catalogue, isPlatformEditor: catalogue.contentEdits.isPlatformEditor },
      access: needs.access.access,
      signer: needs.media.signer,
      storage: platform.storage,
      jobs,
      publish: needs.notifications.publish,
      // A question or paper opened from homework: read for the list's learners; its open completes the item (a job).
      homework: {
        heldItem: needs.learnlists.homeworkItems.heldItem,
        itemOpened: (event: HomeworkItemOpen) => events.publish(platform.db, 'assessments.homework-item-opened', event),
      },
    };
    // The attempt half is built on the first; a key change there re-marks attempts here.
    let remark: ((questionIds: readonly number[]) => Promise<void>) | null = null;
    const core = createAssessmentsServices({ ...ports, keysChanged: (ids) => remark?.(ids) ?? Promise.resolve() });
    const attempts = createAttemptServices({ ...ports, concurrentWrites: platform.concurrentWrites }, core);
    remark = attempts.evaluation.keysChanged;
    catalogue.paperPoint.provide('briefs', { briefs: core.paperBriefs });
    needs.learnlists.itemSources.provide('questions', core.itemBriefs.questions);
    needs.learnlists.itemSources.provide('papers', core.itemBriefs.papers);
    const services = { ...core, ...attempts, dashboardItems: assessmentDashboardSource(core.learner) };
    return {
      services,
      routes: (api) => {
        registerAssessmentsModule(api, services);
        registerAttemptRoutes(api, services);
      },
    };
  },
});

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

export type AssessmentsServices = ReturnType<typeof createAssessmentsServices>;

/**
 * The assessments module (issue 9): the question bank, papers, assigning and the learner's lists.
 * People, sections and schools come from identity and institutes, places and names from the
 * catalogue, each through its service; the module's repositories read only its own tables.
 */
export function createAssessmentsServices(ports: AssessmentPorts & { db: Db }) {
  const repos = {
    questions: createQuestionsRepository(ports.db),
    papers: createPapersRepository(ports.db),
    assignments: createPaperAssignmentsRepository(ports.db),
    practiceChecks: createPracticeChecksRepository(ports.db),
  };
  const access = createAssessmentAccess(ports);
  const views = createQuestionViews(ports.signer);
  // A key change re-evaluates the attempts that answered the question: the evaluation connects here.
  let keysChanged: (questionIds: readonly number[]) => Promise<void> = async () => {};
  const bank = createQuestionBankService({
    repo: repos.questions,
    access,
    views,
    ports,
    keysChanged: (ids) => keysChanged(ids),
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
    /** The evaluation, once built, re-marks attempts when a key changes. */
    connect(hooks: { keysChanged: (questionIds: readonly number[]) => Promise<void> }) {
      keysChanged = hooks.keysChanged;
    },
  };
}

/** The assessments calls of spec/calls.tsv and calls-chosen.tsv. */
export function registerAssessmentsModule(api: FastifyInstance, services: AssessmentsServices): void {
  registerQuestionBankRoutes(api, { bank: services.bank, reads: services.questionReads });
  registerPaperRoutes(api, { papers: services.papers, reads: services.paperReads });
  registerAssignRoutes(api, services);
  registerPracticeRoutes(api, { practice: services.practice });
}

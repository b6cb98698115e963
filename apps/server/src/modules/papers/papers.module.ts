import { ANSWER_GRACE_MS } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { ALLOWED } from '../../platform/auth/policy.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';
import type { ItemBrief } from '../learnlists/learnlists.module.js';
import { defineModule } from '../module-map.js';
import { papersPersonalData } from './papers.personal-data.js';
import type {
  AssessmentAccess,
  AssessmentPorts,
  Caller,
  PaperFiles,
  QuestionRecords,
  QuestionViews,
  WithCatalogue,
} from '../question-bank/question-bank.module.js';
import { registerAssignRoutes } from './assign.routes.js';
import { createAssignService } from './assign.service.js';
import { createPaperAssignedNotices } from './paper-assigned-notices.js';
import type { AttemptsPoint } from './attempt-facts.js';
import { createAttemptPapersRepository, type AttemptPapersRepository } from './attempt-papers.repository.js';
import { createOlympiadService } from './olympiad.service.js';
import { createPaperAssignmentsRepository, type PaperAssignmentsRepository } from './paper-assignments.repository.js';
import { createPaperPolicy, paperRules } from './paper-policy.js';
import { createPaperReads } from './paper-reads.service.js';
import { createPaperSheets } from './paper-sheet.js';
import { createKeptAssignments } from './kept-assignments.js';
import { createKeptLearnerAssignments } from './kept-learner-assignments.js';
import { registerPaperRoutes } from './papers.routes.js';
import { createPapersRepository, type PapersRepository } from './papers.repository.js';
import { createPapersService } from './papers.service.js';

// The module's public face: what attempts and reports (and the seed and tests) may import.
export type { AttemptFacts, AttemptsPoint } from './attempt-facts.js';
export {
  createAttemptPapersRepository,
  type AssignmentRow,
  type AttemptPapersRepository,
  type EnrollmentRow,
  type PaperQuestionRow,
  type PaperRow,
  type PaperSectionRow,
} from './attempt-papers.repository.js';
import { papersSchoolExport, schoolPaperFiles, shapesOf } from './papers-school-export.js';
export type { HeldAssignment } from './paper-assignments.repository.js';
export { paperRules, type PaperPolicy } from './paper-policy.js';
export { createPaperSheets, type PaperSheet, type PaperSheets, type SheetItem } from './paper-sheet.js';
export { paperFiles, settingsOf } from './paper-views.js';
export { assignmentVersion, paperVersion } from './paper-versions.js';

/** What attempts and reports read (and the few writes they make: drops, publishing) of papers and assignments. */
export type PaperRecords = AttemptPapersRepository;

/** The assignments reaching a learner, their Olympiad slots and the papers they name (deleted ones left out). */
export type LearnerAssignments = Pick<PaperAssignmentsRepository, 'heldBy' | 'enrollmentsOf'> &
  Pick<PapersRepository, 'papersByIds'>;

export type PapersServices = ReturnType<typeof createPapersServices>;

function createPapersServices(
  ports: Pick<
    AssessmentPorts,
    'identity' | 'directory' | 'scopes' | 'sections' | 'signer' | 'storage' | 'clock' | 'publish'
  > &
    WithCatalogue<'lookup' | 'nodes'> & {
      db: Db;
      /** Moved by the papers' writers in their transactions (what reports keep depends on them). */
      versions: Pick<CacheVersions, 'bumpWithin' | 'current'>;
      callers: AssessmentAccess;
      views: QuestionViews;
      questions: QuestionRecords;
      keysWithheld(caller: Caller, questionIds: readonly number[]): Promise<Set<number>>;
      attemptsPoint: ExtensionPoint<AttemptsPoint>;
      paperFiles: Pick<PaperFiles, 'schoolFiles'>;
    },
) {
  const papers = createPapersRepository(ports.db, ports.versions);
  const assignments = createPaperAssignmentsRepository(ports.db, ports.versions);
  const records = createAttemptPapersRepository(ports.db, ports.versions);
  const policy = createPaperPolicy({ papers, assignments, sections: ports.sections });
  const attempts = {
    attemptedPaperIds: (ids: readonly number[]) => ports.attemptsPoint.get('facts').attemptedPaperIds(ids),
    startedPaperIds: (uuid: string, ids: readonly number[]) =>
      ports.attemptsPoint.get('facts').startedPaperIds(uuid, ids),
    evaluatedPaperIds: (uuid: string, ids: readonly number[], publishedOnly: boolean) =>
      ports.attemptsPoint.get('facts').evaluatedPaperIds(uuid, ids, publishedOnly),
  };
  /** Questions of live tests: a window not over, or an attempt still taking answers (its deadline plus the grace). */
  async function liveQuestions(ids?: readonly number[], olympiadsOnly = false): Promise<Set<number>> {
    if (ids && ids.length === 0) return new Set();
    const now = ports.clock();
    const open = await ports.attemptsPoint
      .get('facts')
      .assignmentsTakingAnswers(new Date(now - ANSWER_GRACE_MS).toISOString());
    return papers.questionsInLiveAssignments(new Date(now).toISOString(), open, ids, olympiadsOnly);
  }
  const paperReads = createPaperReads({
    papers,
    assignments,
    questions: ports.questions,
    access: ports.callers,
    views: ports.views,
    ports,
    attempts,
    keysWithheld: ports.keysWithheld,
  });
  // The assignment reads of every exam call (the start's reach and extra minutes) kept under versions.
  const keptAssignments = createKeptAssignments({ records, versions: ports.versions });
  const learnerAssignments: LearnerAssignments = createKeptLearnerAssignments({
    assignments,
    papers,
    keptAssignments,
    versions: ports.versions,
  });
  return {
    policy,
    /** Where attempts tell papers what they keep (filled by the attempts module). */
    attemptsPoint: ports.attemptsPoint,
    papers: createPapersService({
      papers,
      questions: ports.questions,
      access: ports.callers,
      policy,
      ports,
      attempts,
      liveQuestions: () => liveQuestions(),
      detailOf: (caller, id) => paperReads.detailFor(caller, id),
    }),
    paperReads,
    assign: createAssignService({
      papers,
      assignments,
      access: ports.callers,
      policy,
      ports,
      notices: createPaperAssignedNotices(ports),
    }),
    olympiad: createOlympiadService({ papers, assignments, ports }),
    paperRecords: { ...records, ...keptAssignments } as PaperRecords,
    sheets: createPaperSheets({ papers: records, questions: ports.questions, versions: ports.versions }),
    learnerAssignments,
    liveQuestions,
    /** For the catalogue: a paper's name and place (deleted papers are not found). */
    paperBriefs: async (ids: readonly number[]) =>
      (await papers.papersByIds(ids)).map(({ paper_id, paper_name, syllabus_id, board_id, class_id, group_id }) => ({
        paper_id,
        paper_name,
        syllabus_id,
        board_id,
        class_id,
        group_id,
      })),
    /** For learn-lists: the platform's and schools' papers named as homework (a learner's own test is nobody's to list). */
    itemBriefs: async (ids: readonly number[]): Promise<Map<number, ItemBrief>> => {
      const rows = await papers.papersByIds([...new Set(ids)]);
      return new Map(
        rows
          .filter((p) => p.is_practice !== 1)
          .map((p) => [p.paper_id, { title: p.paper_name, schoolId: p.school_id }] as const),
      );
    },
    /** How many papers a teacher assigns from (their library's count on the teacher dashboard). */
    paperCount: async (caller: AuthContext) => (await paperReads.teacherList(caller, { page_size: 1 })).total_count,
    /** Moves the revision of the papers holding changed questions, inside the question's save. */
    touchPapersHolding: (within: Db, questionIds: readonly number[], at: string) =>
      createPapersRepository(within, ports.versions).touchPapersHolding(questionIds, at),
    /** For the bank's export: a paper the staff member may use, its sections and questions in order and weighed (dropped ones left out). */
    paperQuestions: async (caller: Caller, paperId: number) => {
      const [paper] = await papers.papersByIds([paperId]);
      if (!paper || !caller.staff || paperRules.use(caller, paper) !== ALLOWED) return null;
      const [shape] = await shapesOf(papers, [paper]);
      return {
        name: paper.paper_name,
        sections: shape!.sections,
        questions: shape!.sections.flatMap((s) => s.questions),
      };
    },
    /** The school's papers, as the bank writes them, for the school's export. */
    schoolPaperFiles: schoolPaperFiles(papers, ports.paperFiles),
  };
}

export const papersModule = defineModule({
  name: 'papers',
  purpose:
    'Papers made from the question bank, their sheets, and assigning them (to sections, to a child, as Olympiads ' +
    'with enrollments and slots), with who reads a paper and its keys, and the paper calls of the teacher’s library.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections'],
    catalogue: ['lookup', 'nodes', 'paperPoint'],
    media: ['signer'],
    learnlists: ['itemSources'],
    notifications: ['publish'],
    'question-bank': ['callers', 'views', 'questionRecords', 'keysWithheld', 'holders', 'paperFiles'],
  },
  offers: ['policy', 'paperRecords', 'sheets', 'learnerAssignments', 'paperCount', 'attemptsPoint'],
  fills: ['catalogue.papers:briefs', 'learnlists.itemSources:papers', 'question-bank.holders:papers'],
  publishes: [],
  handles: [],
  tables: [
    'papers',
    'paper_sections',
    'paper_questions',
    'paper_assignments',
    'paper_assignment_sections',
    'paper_extensions',
    'olympiad_enrollments',
  ],
  personalData: papersPersonalData,
  jobs: [],
  build({ platform, needs, extensionPoint }) {
    const { catalogue } = needs;
    const bank = needs['question-bank'];
    const attemptsPoint = extensionPoint<AttemptsPoint>('attempts', ['facts']);
    const core = createPapersServices({
      db: platform.db,
      versions: platform.cacheVersions,
      clock: platform.clock,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: needs.institutes.staffScopes,
      sections: needs.institutes.sections,
      catalogue: { lookup: catalogue.lookup, nodes: catalogue.nodes },
      signer: needs.media.signer,
      storage: platform.storage,
      publish: needs.notifications.publish,
      callers: bank.callers,
      views: bank.views,
      questions: bank.questionRecords,
      keysWithheld: bank.keysWithheld,
      attemptsPoint,
      paperFiles: bank.paperFiles,
    });
    catalogue.paperPoint.provide('briefs', { briefs: core.paperBriefs });
    needs.learnlists.itemSources.provide('papers', core.itemBriefs);
    bank.holders.provide('papers', {
      liveQuestions: core.liveQuestions,
      touchPapersHolding: core.touchPapersHolding,
      paperQuestions: core.paperQuestions,
    });
    const services = core;
    return {
      services,
      policy: core.policy,
      routes: (api) => {
        registerPaperRoutes(api, { papers: services.papers, reads: services.paperReads });
        registerAssignRoutes(api, services);
      },
      schoolExport: papersSchoolExport([core.schoolPaperFiles]),
    };
  },
});

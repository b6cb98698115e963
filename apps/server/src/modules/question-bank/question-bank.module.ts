import type { Db } from '../../db/database.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';
import type { HomeworkItemOpen } from '../learnlists/learnlists.module.js';
import { defineModule } from '../module-map.js';
import { questionBankPersonalData } from './question-bank.personal-data.js';
import { createAssessmentAccess, type Caller } from './assessment-access.js';
import type { AssessmentPorts, WithCatalogue } from './assessment-ports.js';
import { createHomeworkItems, questionBriefs } from './homework-items.js';
import { createPracticeChecksRepository } from './practice-checks.repository.js';
import { registerPracticeRoutes } from './practice.routes.js';
import { createPracticeService } from './practice.service.js';
import { registerQuestionBankRoutes } from './question-bank.routes.js';
import { registerQuestionImportRoutes } from './interop/question-import.routes.js';
import { createQuestionImportService } from './interop/question-import.service.js';
import { createDraftTags, type DraftTags } from './interop/draft-tags.js';
import { createQuestionBankService } from './question-bank.service.js';
import { createQuestionPolicy } from './question-policy.js';
import { createQuestionExport } from './question-export.service.js';
import { createPaperFiles, type PaperSectionShape } from './paper-files.service.js';
import { createQuestionReads } from './question-reads.service.js';
import { createQuestionViews } from './question-views.js';
import { createQuestionsRepository, type QuestionsRepository } from './questions.repository.js';

// The module's public face: what papers, attempts and reports (and the seed and tests) may import.
export * from './answer-codec.js';
export { editRule, useRule, type AssessmentAccess, type Caller, type Owned } from './assessment-access.js';
export {
  fullName,
  idOf,
  invalid,
  iso,
  notFound,
  optionalIdOf,
  ownerAsked,
  parseJson,
  round2,
  type AssessmentPorts,
  type CataloguePorts,
  type WithCatalogue,
} from './assessment-ports.js';
export { createHomeworkItems, type HomeworkItems, type HomeworkKind } from './homework-items.js';
export { questionRules, type QuestionPolicy } from './question-policy.js';
export { assertUsableKeys, fileNameOf } from './media-keys.js';
export { drawIds, randomSeed, stagesOf } from './question-draw.js';
export type { PaperFiles, PaperShape, PaperSectionShape } from './paper-files.service.js';
export { keyOf, loadQuestions, textOf, type LoadedQuestions, type QuestionViews } from './question-views.js';
export {
  createQuestionsRepository,
  PLACE_COLUMNS,
  type BankFilter,
  type QuestionRow,
  type QuestionTextRow,
} from './questions.repository.js';
import { questionBankSchoolExport } from './question-bank-school-export.js';

/** What other modules read of the bank: questions, their children, texts and tags, and searches. */
export type QuestionRecords = Pick<QuestionsRepository, 'byIds' | 'childrenOf' | 'textsOf' | 'tagsOf' | 'search'>;

/**
 * The modules that hold questions (filled by them while they are built): papers say which questions
 * live tests hold and move the revision of the papers holding a changed question (inside the save's
 * transaction); attempts mark again every attempt that answered a question whose key changed.
 */
export interface QuestionHolders {
  papers: {
    /** Questions of live tests (a window not over, or an attempt still taking answers), among `ids` or all. */
    liveQuestions(ids?: readonly number[], olympiadsOnly?: boolean): Promise<Set<number>>;
    /** The questions changed inside `within`: the papers holding them are another revision. */
    touchPapersHolding(within: Db, questionIds: readonly number[], at: string): Promise<void>;
    /** A paper this staff member may use: its name and its questions in order, as it weighs them; null otherwise. */
    paperQuestions(
      caller: Caller,
      paperId: number,
    ): Promise<{
      name: string;
      questions: { question_id: number; marks: number; negative_marks: number }[];
      /** The same questions by section, in order. */
      sections: PaperSectionShape[];
    } | null>;
  };
  attempts: {
    /** Keys changed (after the save committed): every attempt that answered one is marked again. */
    keysChanged(questionIds: readonly number[]): Promise<void>;
  };
}

export type QuestionBankServices = ReturnType<typeof createQuestionBankServices>;

function createQuestionBankServices(
  ports: Pick<AssessmentPorts, 'identity' | 'access' | 'signer' | 'storage' | 'homework' | 'clock'> &
    WithCatalogue<'lookup' | 'nodes' | 'isPlatformEditor'> & {
      db: Db;
      holders: ExtensionPoint<QuestionHolders>;
      /** Figures read back as bytes (an export carries them inside its file). */
      files: Pick<Storage, 'get' | 'exists'>;
      /** The caller's medium of instruction: question reads naming no language answer in it. */
      mediumOf?: (person: { uuid: string; userTypeId: number }) => Promise<number>;
      /** The catalogue's tag vocabulary: files carry a question's tags by their words. */
      tags: DraftTags;
    },
) {
  const questions = createQuestionsRepository(ports.db);
  const checks = createPracticeChecksRepository(ports.db);
  const access = createAssessmentAccess(ports);
  const policy = createQuestionPolicy(questions);
  const views = createQuestionViews(ports.signer);
  const liveQuestions = (ids?: readonly number[]) => ports.holders.get('papers').liveQuestions(ids);
  // An Olympiad ranks the learners of every school taking it: while one runs, its questions' keys
  // reach platform editors only, not the staff of the schools taking it, who could pass them on.
  const keysWithheld = async (caller: Caller, ids: readonly number[]) =>
    !caller.staff || caller.platformEditor || ids.length === 0
      ? new Set<number>()
      : ports.holders.get('papers').liveQuestions(ids, true);
  const paperFiles = createPaperFiles({
    repo: questions,
    storage: ports.files,
    olympiadQuestions: (ids) => ports.holders.get('papers').liveQuestions(ids, true),
    tagLabels: ports.tags.labelsOf,
  });
  const homework = createHomeworkItems({ homework: ports.homework, identity: ports.identity, clock: ports.clock });
  const records: QuestionRecords = {
    byIds: questions.byIds,
    childrenOf: questions.childrenOf,
    textsOf: questions.textsOf,
    tagsOf: questions.tagsOf,
    search: questions.search,
  };
  return {
    policy,
    /** Where papers and attempts tell the bank what they hold (filled by them). */
    holders: ports.holders,
    /** Who the caller is to the bank and to papers: their schools, whether they edit the platform's. */
    callers: access,
    views,
    questionRecords: records,
    /** The ids among these whose keys this staff member may not read now (a running Olympiad's). */
    keysWithheld,
    /** For learn-lists: questions named as homework items. */
    questionBriefs: (ids: readonly number[]) => questionBriefs(questions, ids),
    bank: createQuestionBankService({
      repo: questions,
      access,
      policy,
      views,
      ports,
      touchPapersHolding: (within, ids, at) => ports.holders.get('papers').touchPapersHolding(within, ids, at),
      keysChanged: (ids) => ports.holders.get('attempts').keysChanged(ids),
    }),
    // Reads decide on the rows they have read, by the policy's rules (a list costs no second load).
    questionReads: createQuestionReads({
      repo: questions,
      access,
      views,
      inLiveTests: liveQuestions,
      keysWithheld,
      homework,
      mediumOf: ports.mediumOf,
    }),
    questionExport: createQuestionExport({
      repo: questions,
      access,
      keysWithheld,
      paperQuestions: (caller, paperId) => ports.holders.get('papers').paperQuestions(caller, paperId),
      storage: ports.files,
      nodes: ports.catalogue.nodes,
      tags: ports.tags,
      mediumOf: ports.mediumOf,
      paperFiles,
    }),
    /** For papers: a school's papers as QTI 3.0 tests and Moodle XML, for the school's export. */
    paperFiles,
    practice: createPracticeService({
      repo: questions,
      checks,
      access,
      ports,
      inLiveTests: liveQuestions,
      keysWithheld,
      homework,
      mediumOf: ports.mediumOf,
    }),
  };
}

export const questionBankModule = defineModule({
  name: 'question-bank',
  purpose:
    'The question bank: questions with their texts, tags, keys and figures, who reads them with or without keys, ' +
    'drawing them at random, and practice checks of single questions outside any paper.',
  needs: {
    identity: ['identity'],
    catalogue: ['lookup', 'nodes', 'contentEdits', 'viewerSchools', 'contentStore'],
    access: ['access'],
    media: ['signer'],
    learnlists: ['homeworkItems', 'itemSources'],
  },
  offers: ['callers', 'views', 'questionRecords', 'keysWithheld', 'holders', 'paperFiles'],
  fills: ['learnlists.itemSources:questions'],
  publishes: ['question-bank.homework-item-opened'],
  handles: [],
  tables: ['questions', 'question_texts', 'question_tags', 'practice_checks', 'question_import_previews'],
  personalData: questionBankPersonalData,
  jobs: [],
  build({ platform, needs, events, extensionPoint }) {
    const { catalogue } = needs;
    const holders = extensionPoint<QuestionHolders>('holders', ['papers', 'attempts']);
    const tags = createDraftTags(catalogue.contentStore);
    const core = createQuestionBankServices({
      db: platform.db,
      clock: platform.clock,
      identity: needs.identity.identity,
      // Kept per person for a few seconds with their schools (a practice session reads many questions).
      mediumOf: (person) => catalogue.viewerSchools.mediumOf(person),
      catalogue: {
        lookup: catalogue.lookup,
        nodes: catalogue.nodes,
        isPlatformEditor: catalogue.contentEdits.isPlatformEditor,
      },
      access: needs.access.access,
      signer: needs.media.signer,
      storage: platform.storage,
      files: platform.storage,
      // A question opened from homework: read for the list's learners; its open completes the item (a job).
      homework: {
        heldItem: needs.learnlists.homeworkItems.heldItem,
        itemOpened: (event: HomeworkItemOpen) =>
          events.publish(platform.db, 'question-bank.homework-item-opened', event),
      },
      holders,
      tags,
    });
    needs.learnlists.itemSources.provide('questions', core.questionBriefs);
    const services = core;
    const imports = createQuestionImportService({
      db: platform.db,
      access: core.callers,
      bank: core.bank,
      storage: platform.storage,
      tags,
      clock: platform.clock,
    });
    return {
      services,
      policy: core.policy,
      routes: (api) => {
        registerQuestionBankRoutes(api, {
          bank: services.bank,
          reads: services.questionReads,
          exports: services.questionExport,
        });
        registerPracticeRoutes(api, { practice: services.practice });
        registerQuestionImportRoutes(api, { imports });
      },
      schoolExport: questionBankSchoolExport([services.questionExport.schoolFiles]),
    };
  },
});

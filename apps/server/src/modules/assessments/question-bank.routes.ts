import {
  DynamicQuestionsBody,
  DynamicQuestionsData,
  ManualQuestionDetailsBody,
  ManualQuestionDetailsData,
  Question,
  QuestionCountBody,
  QuestionCountData,
  QuestionDetailsBody,
  QuestionDetailsData,
  SaveQuestionBody,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { ok, responses } from '../../platform/http/envelope.js';
import type { QuestionBankService } from './question-bank.service.js';
import type { QuestionReads } from './question-reads.service.js';

export const QUESTION = '/question-msa-test';
const tags = ['assessments'];
const WHO =
  'Staff read the platform bank and their schools’ banks with the answer key and the explanation; learners and ' +
  'parents read the platform bank only, without keys or explanations. Another school’s questions are left out (404 by id).';

/** The question bank calls of 000 §7, 002 §7.1 and calls-chosen saveQuestion. */
export function registerQuestionBankRoutes(
  parent: FastifyInstance,
  { bank, reads }: { bank: QuestionBankService; reads: QuestionReads },
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const catalogue = { guard: 'user', scope: 'catalogue' } as const;

  app.post(
    `${QUESTION}/question/v2/saveQuestion`,
    {
      config: { guard: 'staff', scope: 'owner' },
      schema: {
        tags,
        summary: 'Add a question to a bank, change one, or add another language’s text of one',
        description:
          'A school’s staff write their school’s bank (school_id, default their school); platform editors the platform ' +
          'bank (school_id null). Another school’s question answers 404; the platform’s, to staff who are not editors, 403. ' +
          'A comprehension holds its children. Figures are stored media of the owner.',
        body: SaveQuestionBody,
        response: responses(Question),
      },
    },
    async (request) => ok(await bank.save(requireUser(request), request.body)),
  );

  app.post(
    `${QUESTION}/question/manualQuestionDetailsByIdsUniversity`,
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Questions by ids (ques_data), in the order asked; those the caller may not read are left out',
        description: WHO,
        body: ManualQuestionDetailsBody,
        response: responses(ManualQuestionDetailsData),
      },
    },
    async (request) => ok(await reads.details(requireUser(request), request.body)),
  );

  app.post(
    `${QUESTION}/question/getQuestionDetailsById`,
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'One question (stage 5 practice view); a comprehension’s child comes with its passage',
        description: WHO,
        body: QuestionDetailsBody,
        response: responses(QuestionDetailsData),
      },
    },
    async (request) => ok(await reads.detail(requireUser(request), request.body)),
  );

  app.post(
    `${QUESTION}/question/v2/dynamicQuestions`,
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'Questions drawn at random from nodes and their subtrees (stage ‘4’ by default, spec 000 §9)',
        description: `The same seed draws the same questions. ${WHO}`,
        body: DynamicQuestionsBody,
        response: responses(DynamicQuestionsData),
      },
    },
    async (request) => ok(await reads.dynamic(requireUser(request), request.body)),
  );

  app.post(
    `${QUESTION}/questionMapping/questionCountOnSyllabusAndTag`,
    {
      config: catalogue,
      schema: {
        tags,
        summary: 'How many questions each node (with its subtree), tag and type holds',
        description: WHO,
        body: QuestionCountBody,
        response: responses(QuestionCountData),
      },
    },
    async (request) => ok(await reads.counts(requireUser(request), request.body)),
  );
}

import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { QuestionBankService } from './question-bank.service.js';
import type { QuestionExport } from './question-export.service.js';
import type { QuestionReads } from './question-reads.service.js';

export const QUESTION = '/question-msa-test';
const tags = ['assessments'];
const WHO =
  'Staff read the platform bank and their schools’ banks with the answer key and the explanation; learners and ' +
  'parents read the platform bank only, without keys or explanations. Another school’s questions are left out (404 by id).';

/** The question bank calls of 000 §7, 002 §7.1 and calls-chosen saveQuestion. */
export function registerQuestionBankRoutes(
  app: FastifyInstance,
  { bank, reads, exports }: { bank: QuestionBankService; reads: QuestionReads; exports: QuestionExport },
): void {
  route(
    app,
    `POST ${QUESTION}/question/v2/saveQuestion`,
    {
      tags,
      summary: 'Add a question to a bank, change one, or add another language’s text of one',
      description:
        'A school’s staff write their school’s bank (school_id, default their school); platform editors the platform ' +
        'bank (school_id null). Another school’s question answers 404; the platform’s, to staff who are not editors, 403. ' +
        'A comprehension holds its children. Figures are stored media of the owner.',
    },
    async (request) => ok(await bank.save(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${QUESTION}/question/manualQuestionDetailsByIdsUniversity`,
    {
      tags,
      summary: 'Questions by ids (ques_data), in the order asked; those the caller may not read are left out',
      description: WHO,
    },
    async (request) => ok(await reads.details(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${QUESTION}/question/getQuestionDetailsById`,
    {
      tags,
      summary: 'One question (stage 5 practice view); a comprehension’s child comes with its passage',
      description: WHO,
    },
    async (request) => ok(await reads.detail(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${QUESTION}/question/v2/dynamicQuestions`,
    {
      tags,
      summary: 'Questions drawn at random from nodes and their subtrees (stage ‘4’ by default, spec 000 §9)',
      description: `The same seed draws the same questions. ${WHO}`,
    },
    async (request) => ok(await reads.dynamic(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${QUESTION}/questionMapping/questionCountOnSyllabusAndTag`,
    { tags, summary: 'How many questions each node (with its subtree), tag and type holds', description: WHO },
    async (request) => ok(await reads.counts(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${QUESTION}/question/export`,
    {
      tags,
      summary: 'Questions, or a paper’s questions, as a Moodle XML file or a QTI 3.0 package to download',
      description:
        'A path we chose. Staff export what they read with keys: their schools’ banks and the platform’s. Any ' +
        'question they may not read (another school’s) or a paper they may not use answers 404 and nothing is ' +
        'written; learners and parents 403. question_ids or paper_id, one of the two; at most 2,000 questions. ' +
        'format=moodle-xml answers application/xml (.xml), format=qti3 application/zip (.zip). A paper as qti3 ' +
        'is a test (qti-assessment-test: its sections, order and marks) with its items in the package; as ' +
        'moodle-xml its questions in a category per paper and section, graded as the paper grades them.',
      produces: ['application/xml', 'application/zip'],
    },
    async (request, reply) => {
      const file = await exports.exportFile(requireUser(request), request.body);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
}

import { MAX_DB_INTEGER } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/i18n/request-language.js';
import type { AccessService } from './access.service.js';
import { explanationIn } from './gate-words.js';
import { createSubjectServices } from './subject-services.service.js';

const tags = ['access'];

/**
 * The homework a call names (assign_id, assignId): an id beyond any row's (digits up to 10 are
 * accepted) names no assignment. Whether it is the caller's homework is the gate's to decide.
 */
export function assignIdFromWire(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_DB_INTEGER ? n : null;
}

/**
 * POST /access/decide (spec/calls.tsv, path chosen): the gate's decision as data; GET
 * /access/subject-services: the same rule for each of a subject's services, as a look.
 */
export function registerAccessRoutes(app: FastifyInstance, { access }: { access: AccessService }): void {
  route(
    app,
    'POST /access/decide',
    {
      tags,
      summary: 'May the caller (a parent: the active child) open this item?',
      description:
        'Answers {allowed, reason, prompt, explanation, freemium}. A parent names the active child by uuid ' +
        '(403 NOT_LINKED_CHILD otherwise) and gets no upgrade prompt outside India. A 17250 learner opening ' +
        'content for free (reason freemium-available) uses one free item: the open is recorded by this call ' +
        'and stays open. Content and papers are placed by the catalogue; other kinds need board_id and class_id. ' +
        'India on android or ios is wallet-eligible (spec 002 §4.6). An item opened from homework names the ' +
        'assignment (assign_id): when the learner holds it and the item is in its list, a school’s assignment ' +
        'skips the checks (mode 1) and a recorded lecture plays; learn_list_mode and from_learn_list are ignored.',
    },
    async (request) => {
      const b = request.body;
      const decision = await access.decide(request.auth, {
        kind: b.item_kind,
        itemId: b.item_id,
        uuid: b.uuid,
        boardId: b.board_id,
        classId: b.class_id,
        groupId: b.group_id,
        platform: b.platform,
        // learn_list_mode and from_learn_list are the client's word: ignored; the assignment decides.
        assignId: assignIdFromWire(b.assign_id),
      });
      return ok({ ...decision, explanation: explanationIn(requestLanguage(request), decision) });
    },
  );
  const subjectServices = createSubjectServices({ access });
  route(
    app,
    'GET /access/subject-services',
    {
      tags,
      summary: "Would each of a subject's services open for the learner (a parent: the active child)?",
      description:
        'Answers, for learn, practice, tests and recorded lectures, {service, allowed, reason, prompt, explanation, ' +
        'freemium} by the rule POST /access/decide uses; nothing is recorded and no free item is used. Learn is ' +
        'answered for an item of the class not opened yet. A parent names the active child by uuid (403 NOT_LINKED_CHILD otherwise).',
    },
    async (request) => {
      const q = request.query;
      const asked = {
        uuid: q.uuid,
        boardId: q.board_id,
        classId: q.class_id,
        subjectId: q.subject_id,
        platform: q.platform,
      };
      const services = await subjectServices.answer(request.auth, asked, requestLanguage(request));
      return ok({ services });
    },
  );
}

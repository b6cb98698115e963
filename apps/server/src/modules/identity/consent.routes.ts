import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { route } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/i18n/request-language.js';
import type { ConsentService } from './consent.service.js';
import type { createConsentRefusal } from './consent-refusal.service.js';
import type { SchoolNoticeService } from './school-notice.service.js';

const tags = ['privacy'];

/** Parental consent for self-registered children, and a school's notice to its parents. */
export function registerConsentRoutes(
  app: FastifyInstance,
  opts: {
    consent: ConsentService;
    consentRefusal: ReturnType<typeof createConsentRefusal>;
    schoolNotice: SchoolNoticeService;
    perAddress: { max: number; timeWindow: number };
  },
): void {
  const { consent, consentRefusal, schoolNotice, perAddress } = opts;

  route(
    app,
    'GET /privacy/consent',
    { tags, summary: 'Does my account wait for a parent, and who was asked?' },
    async (request) => ok(await consent.mine(requireUser(request))),
  );

  route(
    app,
    'POST /privacy/consent/parent',
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'Name the parent to ask (mobile or e-mail); sends them a code and a link',
      description: 'Naming again sends a new code (5 an hour), or asks another parent instead.',
    },
    async (request) => ok(await consent.nameParent(requireUser(request), request.body, requestLanguage(request))),
  );

  route(
    app,
    'POST /privacy/consent/give',
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'A parent agrees for the child who asked: the code, adult and parent, the notice version',
      description: 'Links the parent to the child and records the consent. 5 wrong codes end the code.',
    },
    async (request) => ok(await consent.give(requireUser(request), request.body)),
  );

  route(
    app,
    'GET /privacy/consent/requests/:consentId',
    { tags, summary: "A parent's link: whose request it is and whether it still waits" },
    async (request) => ok(await consentRefusal.request(requireUser(request), request.params.consentId)),
  );

  route(
    app,
    'POST /privacy/consent/refuse',
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'A parent refuses for the child who asked: the same code, adult and parent, the notice version',
      description:
        'The child stays unable to learn and is told; their account is erased after the stated period unless another parent agrees first.',
    },
    async (request) => ok(await consentRefusal.refuse(requireUser(request), request.body)),
  );

  route(app, 'GET /privacy/consent/children', { tags, summary: 'The consents I gave as a parent' }, async (request) =>
    ok(await consent.children(requireUser(request))),
  );

  route(
    app,
    'POST /privacy/consent/withdraw',
    {
      tags,
      summary: 'A parent withdraws consent for a child',
      description:
        "The child's learning is refused at once, their sessions end, and erasure is due after the stated period.",
    },
    async (request) => ok(await consent.withdraw(requireUser(request), request.body)),
  );

  route(
    app,
    'GET /privacy/school-notice',
    { tags, summary: "The notice my school gave its pupils' parents" },
    async (request) => ok(await schoolNotice.read(requireUser(request))),
  );

  route(
    app,
    'PUT /privacy/school-notice',
    { tags, summary: "Record (once per school) the day parents were told and the notice given (the school's admin)" },
    async (request) => ok(await schoolNotice.record(requireUser(request), request.body)),
  );
}

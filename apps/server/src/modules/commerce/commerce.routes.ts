import { ErrorEnvelope } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLanguage } from '../../platform/http/request-language.js';
import type { InvoiceService } from './invoice.service.js';
import type { PackagesService } from './packages.service.js';

const AUTH = '/cognito-login-service/auth';
const tags = ['commerce'];

/** The commerce calls of spec/calls.tsv (spec 001 §7, §2); mounted under /api. */
export function registerCommerceRoutes(
  app: FastifyInstance,
  { packages, invoices }: { packages: PackagesService; invoices: InvoiceService },
): void {
  route(
    app,
    `POST ${AUTH}/checkEntitySubscription`,
    {
      tags,
      summary: 'Whether the learner holds each entity name (at most 5 names per request)',
      description:
        'entity_name is a comma list or an array; more than 5 names answer 400 naming the field. A name matches a subscription whose entity_name it is, or whose package includes it as a service.',
    },
    async (request) => ok(await packages.checkEntitySubscription(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${AUTH}/entitySubscriptionStatus`,
    {
      tags,
      summary: 'The learner’s package details, one entry per entity name (?v=2 accepted)',
      description:
        'Success is status 1. Several packages for one entity name are merged into one entry with merged_package_ids and code CES-00001 (spec 001 §8); a single package carries no code.',
    },
    async (request) => ok(await packages.entitySubscriptionStatus(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${AUTH}/packages/packageList`,
    {
      tags,
      summary: 'Packages for a board and class (or JEE/NEET by package_flag), the learner’s current one marked',
      description:
        'uuid names the learner (a parent sends the active child). Without board_id/class_id the learner’s own class is used. package_flag JEE lists board 596, NEET board 606.',
    },
    async (request) => ok(await packages.packageList(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${AUTH}/b2bPackageList`,
    {
      tags,
      summary: 'An institute’s B2B packages (ids 3 and 4) for its staff (?v=3 accepted)',
      description: 'Staff of another school get 404, as if the school had none.',
    },
    async (request) => ok(await packages.b2bPackageList(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${AUTH}/usersubscriptionstatus`,
    {
      tags,
      summary: 'The learner’s subscriptions: state, expiry, free-trial state and invoice',
      description:
        'States are computed from the dates and the server clock (India time): active, upcoming, expired, free_trial_ended.',
    },
    async (request) => ok(await packages.userSubscriptionStatus(requireUser(request), request.body)),
  );

  route(
    app,
    `GET ${AUTH}/invoice/:invoiceId`,
    {
      tags,
      summary: 'The invoice as a PDF (payer, learner or the learner’s parent only; others 404)',
      produces: ['application/pdf'],
      response: {
        200: {
          description:
            'application/pdf, a GST tax invoice (or bill of supply), with a Content-Disposition filename of its number, slashes as hyphens (ESC-26-27-000001.pdf)',
        },
        '4xx': ErrorEnvelope,
        '5xx': ErrorEnvelope,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await invoices.download(
        requireUser(request),
        request.params.invoiceId,
        requestLanguage(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}

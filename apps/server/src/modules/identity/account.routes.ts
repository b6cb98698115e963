import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { IdentityServices } from './identity.module.js';

const AUTH = '/cognito-login-service/auth';
const tags = ['identity'];

/** Accounts people can recover (calls-chosen.tsv) and the parent's confirmation of a link a school asked for. */
export function registerAccountRoutes(
  app: FastifyInstance,
  services: Pick<IdentityServices, 'recovery' | 'profileUpdate' | 'invitations' | 'parentLinks'>,
  perAddress: { max: number; timeWindow: number },
): void {
  const { recovery, profileUpdate, invitations, parentLinks } = services;

  route(
    app,
    `POST ${AUTH}/forgotPassword`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'Send a one-time code to reset the password of an email or mobile',
      description: 'The same answer whether or not an account has the name. Throttled per address.',
    },
    async (request) => ok(await recovery.forgotPassword(request.body, request.ip)),
  );

  route(
    app,
    `POST ${AUTH}/resetPassword`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'Set a new password with the one-time code; every session of the account ends',
    },
    async (request) => ok(await recovery.resetPassword(request.body, request.ip)),
  );

  route(
    app,
    `POST ${AUTH}/changePassword`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'Change the password with the current one; other sessions end, this one gets new tokens',
    },
    async (request) => ok(await recovery.changePassword(requireUser(request), request.body, request.ip)),
  );

  route(
    app,
    `POST ${AUTH}/updateProfile`,
    {
      tags,
      summary: 'Names and language at once; a new email or mobile after the code sent to it',
      description:
        'Without otp, a changed email or mobile gets a code and waits (pending). Sent again with that otp, it is used.',
    },
    async (request) => ok(await profileUpdate.updateProfile(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${AUTH}/acceptInvitation`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'First sign-in of a person a school imported: set a password with the invitation code',
      description: 'An invitation works once and expires after 14 days. The answer signs the person in.',
    },
    async (request) => ok(await invitations.accept(request.body, request.ip)),
  );

  route(
    app,
    `GET ${AUTH}/parentLinkRequests`,
    { tags, summary: 'Links schools asked for that wait for the signed-in parent’s code' },
    async (request) => ok(await parentLinks.requests(requireUser(request))),
  );

  route(
    app,
    `POST ${AUTH}/confirmParentLink`,
    { tags, summary: 'The parent confirms a link with the code sent to them; the child is linked' },
    async (request) => ok(await parentLinks.confirm(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${AUTH}/declineParentLink`,
    { tags, summary: 'The parent declines a link request; nothing is linked' },
    async (request) => {
      await parentLinks.decline(requireUser(request), request.body.link_id);
      return ok({});
    },
  );
}

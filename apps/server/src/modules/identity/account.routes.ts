import {
  AcceptInvitationBody,
  ChangePasswordBody,
  ChangePasswordData,
  ConfirmParentLinkBody,
  ConfirmParentLinkData,
  DeclineParentLinkBody,
  EmptyData,
  ForgotPasswordBody,
  ForgotPasswordData,
  LoginData,
  ParentLinkRequestsData,
  PasswordChangedData,
  ResetPasswordBody,
  UpdateProfileBody,
  UpdateProfileData,
} from '@esc/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import { ok, responses } from '../../platform/http/envelope.js';
import type { IdentityServices } from './identity.module.js';

const AUTH = '/cognito-login-service/auth';
const tags = ['identity'];

/** Accounts people can recover (issue 7 §2; calls-chosen.tsv) and the parent's confirmation of a link (§1.7). */
export function registerAccountRoutes(
  parent: FastifyInstance,
  services: Pick<IdentityServices, 'recovery' | 'profileUpdate' | 'invitations' | 'parentLinks'>,
  perAddress: { max: number; timeWindow: number },
): void {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { recovery, profileUpdate, invitations, parentLinks } = services;

  app.post(
    `${AUTH}/forgotPassword`,
    {
      config: { guard: 'public', scope: 'credential', rateLimit: perAddress },
      schema: {
        tags,
        summary: 'Send a one-time code to reset the password of an email or mobile',
        description: 'The same answer whether or not an account has the name. Throttled per address.',
        body: ForgotPasswordBody,
        response: responses(ForgotPasswordData),
      },
    },
    async (request) => ok(await recovery.forgotPassword(request.body, request.ip)),
  );

  app.post(
    `${AUTH}/resetPassword`,
    {
      config: { guard: 'public', scope: 'credential', rateLimit: perAddress },
      schema: {
        tags,
        summary: 'Set a new password with the one-time code; every session of the account ends',
        body: ResetPasswordBody,
        response: responses(PasswordChangedData),
      },
    },
    async (request) => ok(await recovery.resetPassword(request.body, request.ip)),
  );

  app.post(
    `${AUTH}/changePassword`,
    {
      config: { guard: 'user', scope: 'self', rateLimit: perAddress },
      schema: {
        tags,
        summary: 'Change the password with the current one; other sessions end, this one gets new tokens',
        body: ChangePasswordBody,
        response: responses(ChangePasswordData),
      },
    },
    async (request) => ok(await recovery.changePassword(requireUser(request), request.body, request.ip)),
  );

  app.post(
    `${AUTH}/updateProfile`,
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'Names and language at once; a new email or mobile after the code sent to it',
        description:
          'Without otp, a changed email or mobile gets a code and waits (pending). Sent again with that otp, it is used.',
        body: UpdateProfileBody,
        response: responses(UpdateProfileData),
      },
    },
    async (request) => ok(await profileUpdate.updateProfile(requireUser(request), request.body)),
  );

  app.post(
    `${AUTH}/acceptInvitation`,
    {
      config: { guard: 'public', scope: 'credential', rateLimit: perAddress },
      schema: {
        tags,
        summary: 'First sign-in of a person a school imported: set a password with the invitation code',
        description: 'An invitation works once and expires after 14 days. The answer signs the person in.',
        body: AcceptInvitationBody,
        response: responses(LoginData),
      },
    },
    async (request) => ok(await invitations.accept(request.body, request.ip)),
  );

  app.get(
    `${AUTH}/parentLinkRequests`,
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'Links schools asked for that wait for the signed-in parent’s code',
        response: responses(ParentLinkRequestsData),
      },
    },
    async (request) => ok(await parentLinks.requests(requireUser(request))),
  );

  app.post(
    `${AUTH}/confirmParentLink`,
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'The parent confirms a link with the code sent to them; the child is linked',
        body: ConfirmParentLinkBody,
        response: responses(ConfirmParentLinkData),
      },
    },
    async (request) => ok(await parentLinks.confirm(requireUser(request), request.body)),
  );

  app.post(
    `${AUTH}/declineParentLink`,
    {
      config: { guard: 'user', scope: 'self' },
      schema: {
        tags,
        summary: 'The parent declines a link request; nothing is linked',
        body: DeclineParentLinkBody,
        response: responses(EmptyData),
      },
    },
    async (request) => {
      await parentLinks.decline(requireUser(request), request.body.link_id);
      return ok({});
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { ClientReportsService } from './client-reports.service.js';
import type { RatingsService } from './ratings.service.js';

const AUTH = '/cognito-login-service/auth';
const tags = ['platform'];

export interface FeedbackRoutesOptions {
  ratings: RatingsService;
  reports: ClientReportsService;
  /** Anonymous writes (leads, crash reports) per client address, as the sign-in calls are limited. */
  perAddress: { max: number; timeWindow: number };
}

/** Ratings, leads and crash reports (spec 001 §7, §8; 002 §4.7). */
export function registerFeedbackRoutes(app: FastifyInstance, opts: FeedbackRoutesOptions): void {
  const { ratings, reports, perAddress } = opts;

  route(
    app,
    `POST ${AUTH}/getUserRatingData`,
    {
      tags,
      summary: 'The caller’s app rating and whether to ask for one now; records a rating or an ask',
      description:
        'rating (1-5, with an optional comment) records a rating; asked: true records that the prompt was shown and dismissed. show_prompt follows spec 002 §4.7 on the server’s clock.',
    },
    async (request) => {
      const caller = requireUser(request);
      if (request.body.uuid && request.body.uuid.toLowerCase() !== caller.uuid) {
        throw new AppError('FORBIDDEN', { reason: 'platform.ratingOwn' });
      }
      return ok(await ratings.userRating(caller, request.body));
    },
  );

  // Public: the site shows the app's rating to visitors. Counts only, never who rated.
  route(
    app,
    `GET ${AUTH}/appRatingsData`,
    { tags, summary: 'The app’s ratings: how many, the average, and the count of each star' },
    async () => ok(await ratings.appRatings()),
  );

  route(
    app,
    `POST ${AUTH}/leadCapture`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'A visitor asks to be contacted (name, and an email or a mobile number)',
    },
    async (request) => ok(await reports.captureLead(request.body)),
  );

  // Guest-allowed: a client reports failures before sign-in too; a token, when sent, names the sender.
  route(
    app,
    `POST ${AUTH}/submitCrashReport`,
    {
      config: { rateLimit: perAddress },
      tags,
      summary: 'The client reports a failed (500, 503, 404, 403) or cancelled call',
    },
    async (request) => {
      const auth = request.auth;
      return ok(await reports.submitCrashReport(auth && !auth.guest ? auth.uuid : null, request.body));
    },
  );
}

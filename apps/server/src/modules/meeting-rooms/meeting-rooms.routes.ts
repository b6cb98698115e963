import { ProviderCallbackEnvelope } from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import { route, type CallHandler } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { RoomServices } from './meeting-rooms.wiring.js';

/** The providers' deliveries are small (BigBlueButton's analytics of a full class is the largest). */
const CALLBACK_BODY_LIMIT = 1024 * 1024;
const POST_CALLBACK = 'POST /live-class/provider/:provider/callback';
const GET_CALLBACK = 'GET /live-class/provider/:provider/callback';

const CALLBACK_DESCRIPTION =
  'Called by the provider, not a person: no token; the delivery proves itself. bbb (BigBlueButton): ?event=ended ' +
  '(meta_endCallbackUrl, a GET carrying this server’s token, confirmed with isMeetingRunning), ?event=recording-ready ' +
  '(a form with signed_parameters, a JWT signed with the shared secret) and ?event=analytics (JSON with a bearer JWT ' +
  'signed with the shared secret). zoom: x-zm-signature (v0=hex HMAC-SHA256 of v0:{x-zm-request-timestamp}:{body} with ' +
  'the secret token; a timestamp older than five minutes is refused), answering endpoint.url_validation with plainToken ' +
  'and encryptedToken. A bad signature answers 401 and stores nothing; every event is stored by its id, so a repeat ' +
  'answers 200 with duplicate true and does nothing. 404 for a provider this server is not configured for.';

/** The provider callback and /zoom/createBasicUser. */
export function registerMeetingRoomRoutes(app: FastifyInstance, services: RoomServices): void {
  const { callbacks, zoomUsers } = services;

  void app.register(async (scope) => {
    // Signatures cover the raw bytes, and each provider sends its own content type (JSON, a form,
    // nothing): this scope keeps every body unparsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    const extras = (method: string) => ({
      tags: ['live'],
      summary: `A meeting-room provider’s callback (${method}): meeting ended, recording ready, attendee joins and leaves`,
      description: CALLBACK_DESCRIPTION,
      // Zoom's URL validation is answered with plainToken and encryptedToken beside the envelope.
      response: { 200: ProviderCallbackEnvelope },
    });
    // Called by the provider, whose signature (or token) is the credential. The body is the raw bytes.
    const handler: CallHandler<typeof POST_CALLBACK | typeof GET_CALLBACK> = async (request) => {
      const headers = request.headers;
      const answer = await callbacks.receive(request.params.provider, {
        query: request.query as Record<string, string | undefined>,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        contentType: String(headers['content-type'] ?? ''),
        authorization: headers.authorization,
        signature: headers['x-zm-signature'],
        timestamp: headers['x-zm-request-timestamp'],
      });
      const { plainToken, encryptedToken, ...data } = answer;
      return { ...ok(data), ...(plainToken ? { plainToken, encryptedToken } : {}) };
    };
    route(scope, POST_CALLBACK, extras('POST'), handler);
    // BigBlueButton calls meta_endCallbackUrl with GET.
    route(scope, GET_CALLBACK, extras('GET'), handler);
  });

  route(
    app,
    'POST /zoom/createBasicUser',
    {
      tags: ['live'],
      summary: 'A Basic Zoom user in the school’s Zoom account for a teacher',
      description:
        'A teacher for themselves, a school admin for any teacher of their school (teacher_uuid); another school’s ' +
        'teacher answers 404. Zoom’s “Create users” with action create and type 1 (Basic), with the teacher’s email ' +
        'and name. 409 when the teacher has a user in the account already; 404 when no Zoom account is configured.',
    },
    async (request) => ok(await zoomUsers.createBasicUser(requireUser(request), request.body)),
  );
}

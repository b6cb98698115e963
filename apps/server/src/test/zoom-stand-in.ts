import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Zoom's OAuth and REST API (the real ones cannot be reached from here). It
// answers as Zoom's API reference publishes: Server-to-Server OAuth's token (POST /oauth/token with
// grant_type=account_credentials, Basic client_id:client_secret), "Create a meeting", "Update a
// meeting", "Get a meeting", "Add a meeting registrant", "Update a meeting status", "Delete a meeting"
// and "Create users", each requiring the bearer token it gave; errors as { code, message }.

export interface ZoomRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

export interface ZoomStandIn {
  oauthUrl: string;
  apiBaseUrl: string;
  requests: ZoomRequest[];
  /** Meeting ids Zoom still has (deleted ones are gone). */
  meetings: Map<string, Record<string, unknown>>;
  /** Emails of users already in the account. */
  users: Set<string>;
  /** Registration fails with this Zoom error (a Basic host cannot take registrants). */
  refuseRegistration: boolean;
  close(): Promise<void>;
}

export const STAND_IN_ZOOM = { accountId: 'acct_Stand1n', clientId: 'zoom-client', clientSecret: 'zoom-client-secret' };
const TOKEN = 'eyJzdGFuZC1pbiI6Inpvb20ifQ.stand-in-access-token';

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

export async function startZoomStandIn(): Promise<ZoomStandIn> {
  const requests: ZoomRequest[] = [];
  const meetings = new Map<string, Record<string, unknown>>();
  const users = new Set<string>();
  let nextMeeting = 85746065100;
  let nextRegistrant = 1;
  const state = { refuseRegistration: false };

  function route(req: ZoomRequest): { status: number; body?: unknown } {
    const basic = `Basic ${Buffer.from(`${STAND_IN_ZOOM.clientId}:${STAND_IN_ZOOM.clientSecret}`).toString('base64')}`;
    if (req.path === '/oauth/token') {
      if (
        req.method !== 'POST' ||
        req.authorization !== basic ||
        req.query.get('grant_type') !== 'account_credentials' ||
        req.query.get('account_id') !== STAND_IN_ZOOM.accountId
      ) {
        return { status: 400, body: { reason: 'Invalid client_id or client_secret', error: 'invalid_client' } };
      }
      return {
        status: 200,
        body: {
          access_token: TOKEN,
          token_type: 'bearer',
          expires_in: 3599,
          scope: 'meeting:write:admin user:write:admin',
        },
      };
    }
    if (req.authorization !== `Bearer ${TOKEN}`)
      return { status: 401, body: { code: 124, message: 'Invalid access token.' } };
    const meeting = /^\/v2\/meetings\/(\d+)(\/registrants|\/status)?$/.exec(req.path);
    const created = /^\/v2\/users\/([^/]+)\/meetings$/.exec(req.path);
    if (created && req.method === 'POST') {
      const id = String(nextMeeting++);
      const body = req.body ?? {};
      const made = {
        uuid: `aDYlohsHRtCd4ii1uC2+hA==${id}`,
        id: Number(id),
        host_id: 'ABcdofjdogh11111',
        host_email: decodeURIComponent(created[1]!),
        topic: body.topic,
        type: body.type,
        status: 'waiting',
        start_time: body.start_time,
        duration: body.duration,
        timezone: body.timezone,
        created_at: '2026-11-30T08:00:00Z',
        start_url: `https://zoom.us/s/${id}?zak=eyJ6bV9za20iOiJ6bV9vMm0iLCJ0eXAiOiJKV1QifQ`,
        join_url: `https://zoom.us/j/${id}?pwd=Vt1bWxJMnFQeHdROU5KRkZHQ0FrZz09`,
        password: '123456',
        settings: body.settings ?? {},
        pre_schedule: false,
      };
      meetings.set(id, made);
      return { status: 201, body: made };
    }
    if (meeting) {
      const [, id, sub] = meeting;
      const known = meetings.get(id!);
      if (!known) return { status: 404, body: { code: 3001, message: `Meeting does not exist: ${id}.` } };
      if (!sub && req.method === 'GET') return { status: 200, body: known };
      if (!sub && req.method === 'PATCH') {
        meetings.set(id!, { ...known, ...req.body });
        return { status: 204 };
      }
      if (!sub && req.method === 'DELETE') {
        meetings.delete(id!);
        return { status: 204 };
      }
      if (sub === '/status' && req.method === 'PUT') return { status: 204 };
      if (sub === '/registrants' && req.method === 'POST') {
        if (state.refuseRegistration)
          return { status: 400, body: { code: 200, message: 'Only available for paid users.' } };
        const registrant = `reg${String(nextRegistrant++).padStart(5, '0')}`;
        return {
          status: 201,
          body: {
            id: Number(id),
            join_url: `https://zoom.us/w/${id}?tk=${registrant}-token`,
            registrant_id: registrant,
            start_time: known.start_time,
            topic: known.topic,
            occurrences: [],
            participant_pin_code: 380303,
          },
        };
      }
    }
    if (req.path === '/v2/users' && req.method === 'POST') {
      const info = (req.body?.user_info ?? {}) as Record<string, unknown>;
      const email = String(info.email ?? '');
      if (req.body?.action !== 'create' || info.type !== 1)
        return { status: 400, body: { code: 300, message: 'Invalid request.' } };
      if (users.has(email))
        return { status: 409, body: { code: 1005, message: `User already in the account: ${email}` } };
      users.add(email);
      return {
        status: 201,
        body: { id: 'KDcuGIm1QgePTO8WbOqwIQ', first_name: info.first_name, last_name: info.last_name, email, type: 1 },
      };
    }
    return { status: 404, body: { code: 404, message: 'Not found.' } };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const req: ZoomRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization: request.headers.authorization,
        body: await readJson(request),
      };
      requests.push(req);
      const { status, body } = route(req);
      response.statusCode = status;
      if (body === undefined) return response.end();
      response.setHeader('content-type', 'application/json;charset=UTF-8');
      response.end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    oauthUrl: `${origin}/oauth/token`,
    apiBaseUrl: `${origin}/v2`,
    requests,
    meetings,
    users,
    get refuseRegistration() {
      return state.refuseRegistration;
    },
    set refuseRegistration(value: boolean) {
      state.refuseRegistration = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

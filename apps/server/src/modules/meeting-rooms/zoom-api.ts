import type { FastifyBaseLogger } from 'fastify';
import type { ZoomSettings } from '../../meeting-room-config.js';
import { AppError } from '../../platform/errors/app-error.js';

// The Zoom REST API (v2) through a Server-to-Server OAuth app, as Zoom documents it: an access token
// from POST https://zoom.us/oauth/token?grant_type=account_credentials&account_id=<account> with
// Basic <client_id:client_secret>, valid for expires_in seconds; then JSON calls with Bearer <token>.
// Errors answer { code, message }.

const TIMEOUT_MS = 10_000;
/** A token is renewed this long before Zoom says it expires. */
const EARLY_RENEWAL_MS = 60_000;

/** Zoom's name in a refusal's words: a product name, the same in every language. */
export const ZOOM = { provider: 'Zoom' } as const;

export class ZoomApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

export type ZoomApi = ReturnType<typeof createZoomApi>;

export function createZoomApi(
  settings: ZoomSettings,
  {
    log,
    clock,
    fetchImpl = fetch,
  }: { log: Pick<FastifyBaseLogger, 'warn'>; clock: () => number; fetchImpl?: typeof fetch },
) {
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const unreachable = (cause: unknown) => {
    log.warn({ err: String(cause) }, 'Zoom could not be reached');
    return new AppError('SERVICE_UNAVAILABLE', { reason: 'meetingRooms.providerUnreachable', params: ZOOM }, { cause });
  };

  async function fetchToken(): Promise<string> {
    const url = `${settings.oauthUrl}?${new URLSearchParams({ grant_type: 'account_credentials', account_id: settings.accountId })}`;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw unreachable(cause);
    }
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
      reason?: unknown;
    };
    if (!res.ok || typeof body.access_token !== 'string') {
      log.warn({ status: res.status, reason: body.reason }, 'Zoom refused the app’s credentials');
      throw new AppError('SERVICE_UNAVAILABLE', { reason: 'meetingRooms.credentialsRefused', params: ZOOM });
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    token = { value: body.access_token, expiresAt: clock() + seconds * 1000 - EARLY_RENEWAL_MS };
    return token.value;
  }

  /** The current token, fetched once however many calls wait for it. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > clock()) return token.value;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function send(method: string, path: string, body: unknown, bearer: string): Promise<Response> {
    try {
      return await fetchImpl(`${settings.apiBaseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw unreachable(cause);
    }
  }

  /** One API call; a 401 (the token was revoked or expired early) renews the token and tries once more. */
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res = await send(method, path, body, await accessToken());
    if (res.status === 401) {
      token = null;
      res = await send(method, path, body, await accessToken());
    }
    if (res.status === 204) return undefined as T;
    const answer = (await res.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    if (!res.ok) {
      const code = typeof answer?.code === 'number' ? answer.code : null;
      throw new ZoomApiError(
        res.status,
        code,
        typeof answer?.message === 'string' ? answer.message : `HTTP ${res.status}`,
      );
    }
    return answer as T;
  }

  return { request };
}

import type { ErrorEnvelope, GuestLoginData, RefreshData } from '@esc/contracts';
import i18next from 'i18next';
import {
  PASS_THROUGH_ERROR_CODE,
  REQUEST_TIMEOUT_MS,
  retryDelayMs,
  sendsCrashReport,
  shouldRefresh,
  shouldRetry,
} from '@esc/domain';
import { ApiError, ClientErrorCode, NO_ANSWER } from './api-error';
import type { StoredSession } from './session';
import { createRefresher, GUEST_LOGIN_PATH, REFRESH_PATH, type SessionStore } from './token-refresh';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Send the bearer token of the session (default true). */
  auth?: boolean;
  /** Refresh the token before and after (401) the call; defaults to `auth`. */
  refresh?: boolean;
  /** A write carrying a client-made id may be retried: the server counts it once. */
  idempotent?: boolean;
  signal?: AbortSignal;
  /** 'blob' answers the body as it is (a PDF, a CSV) instead of the envelope's data. */
  as?: 'json' | 'blob';
  /**
   * The request outlives the page (fetch keepalive: pagehide, a hidden tab). Use with
   * `refresh: false`, so the request starts at once, before the page goes; no retry follows.
   */
  keepalive?: boolean;
  /**
   * Statuses the caller reads as a state, not a failure (404 for a photo a person has not set yet):
   * no crash report is sent for them.
   */
  expectedStatuses?: readonly number[];
}

export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  store: SessionStore;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  locks?: Pick<LockManager, 'request'> | null;
  timeoutMs?: number;
  /** Told of every call that failed in a way spec 001 §8 reports (500, 503, 404, 403, cancelled). */
  onReportableFailure?: (failure: CallFailure) => void;
  /**
   * Told of every answer: from the server (savedAt null) or a copy the service worker kept and served
   * because the network failed (savedAt: when it was stored). `call` is the method and path.
   */
  onAnswer?: (call: string, savedAt: number | null) => void;
  /** Told when a call found no network at all (lib/offline-state.ts). */
  onNetworkFailure?: () => void;
}

/** A failed call as a crash report describes it: never its body or query (they may name people). */
export interface CallFailure {
  method: HttpMethod;
  path: string;
  status: number;
  errorCode: string;
}

/** On an answer the service worker served from the device: when its copy was stored (src/sw). */
export const SAVED_AT_HEADER = 'x-esc-saved-at';

/** When the copy of an answer was stored (epoch ms), or null for an answer straight from the server. */
export function savedAtOf(response: Pick<Response, 'headers'>): number | null {
  const time = Date.parse(response.headers.get(SAVED_AT_HEADER) ?? '');
  return Number.isNaN(time) ? null : time;
}

/**
 * The answer of a conditional GET: fresh data with its ETag, or 304 (the server says the copy the
 * caller holds for `etag` is still current: use it).
 */
export type ConditionalAnswer<T> = { notModified: false; data: T; etag: string | null } | { notModified: true };

export interface ConditionalOptions {
  /** The ETag of the copy the caller holds; sent as If-None-Match. */
  etag?: string | null;
  auth?: boolean;
  signal?: AbortSignal;
}

/**
 * The session-aware client by path: internal to lib/ (api-calls.ts types the app's calls over it;
 * the outbox replays writes it kept by path). Feature code calls `api.call(...)` (lib/api.ts).
 */
export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A GET that sends If-None-Match and reports 304 instead of failing on it (versioned tree reads). */
  conditional<T>(path: string, options?: ConditionalOptions): Promise<ConditionalAnswer<T>>;
  /** A file download (a PDF, a CSV) with the same session rules. */
  blob(path: string, options?: Omit<RequestOptions, 'as'>): Promise<Blob>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && 'error_code' in value && 'message' in value;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromAnswer(status: number, body: unknown): ApiError {
  if (isErrorEnvelope(body)) {
    return new ApiError({
      status,
      errorCode: body.error_code,
      message: body.message,
      fieldErrors: body.errors,
      reason: body.reason,
    });
  }
  return new ApiError({ status, errorCode: ClientErrorCode.BadResponse, message: `HTTP ${status}` });
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /** One HTTP exchange with the JSON header and the timeout; no retry, no refresh. */
  async function send(
    path: string,
    method: HttpMethod,
    body: unknown,
    token: string | null,
    signal?: AbortSignal,
    ifNoneMatch?: string | null,
    keepalive?: boolean,
  ): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', onCallerAbort);
    // The language on screen: the server answers (errors, words) in it.
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18next.language || 'en' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
    try {
      return await deps.fetch(`${deps.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        ...(keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (timedOut) {
        throw new ApiError({
          status: NO_ANSWER,
          errorCode: ClientErrorCode.Timeout,
          message: 'The server took too long.',
        });
      }
      if (controller.signal.aborted) {
        throw new ApiError({
          status: NO_ANSWER,
          errorCode: ClientErrorCode.Aborted,
          message: 'The call was cancelled.',
        });
      }
      deps.onNetworkFailure?.();
      throw new ApiError({
        status: NO_ANSWER,
        errorCode: ClientErrorCode.Network,
        message: error instanceof Error ? error.message : 'Network error',
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const refresher = createRefresher({
    store: deps.store,
    now,
    locks: deps.locks,
    async postRefresh(body) {
      const response = await send(REFRESH_PATH, 'POST', body, null);
      const json = await readJson(response);
      if (!response.ok) throw errorFromAnswer(response.status, json);
      return (json as { data: RefreshData }).data;
    },
    async postGuestLogin() {
      const response = await send(GUEST_LOGIN_PATH, 'POST', {}, null);
      const json = await readJson(response);
      if (!response.ok) throw errorFromAnswer(response.status, json);
      return (json as { data: GuestLoginData }).data;
    },
  });

  /** The session to send with, refreshed first when its token expires within 5 minutes. */
  async function sessionForCall(): Promise<StoredSession | null> {
    const session = deps.store.read();
    if (!session || !shouldRefresh(session.expires_at, now())) return session;
    try {
      return await refresher.refresh(session.access_token, 'expiring');
    } catch (error) {
      // A refresh that failed for a passing reason (network) leaves a still-valid token usable.
      if (error instanceof ApiError && error.errorCode !== ClientErrorCode.SessionEnded && session.expires_at > now()) {
        return session;
      }
      // With no link at all, even an expired token goes out: the service worker answers from the
      // person's saved copies (it reads whose they are from the token, never trusts it), and a server
      // that turns out to be there refuses it with 401, which refreshes once more below.
      if (error instanceof ApiError && error.status === NO_ANSWER && error.errorCode === ClientErrorCode.Network) {
        return session;
      }
      throw error;
    }
  }

  /** One call with the session rules: refresh before and after a 401, bounded retries. */
  async function exchange<T>(
    path: string,
    options: RequestOptions,
    ifNoneMatch: string | null,
  ): Promise<ConditionalAnswer<T>> {
    const method = options.method ?? 'GET';
    const auth = options.auth ?? true;
    const refresh = options.refresh ?? auth;
    let session = auth ? (refresh ? await sessionForCall() : deps.store.read()) : null;
    let refreshedAfter401 = false;
    let attempt = 0;
    for (;;) {
      const response = await send(
        path,
        method,
        options.body,
        session?.access_token ?? null,
        options.signal,
        ifNoneMatch,
        options.keepalive,
      );
      deps.onAnswer?.(`${method} ${path}`, savedAtOf(response));
      // 304 only answers a call that sent If-None-Match: the caller's copy is current.
      if (response.status === 304 && ifNoneMatch) return { notModified: true };
      if (response.ok && options.as === 'blob') {
        return { notModified: false, data: (await response.blob()) as T, etag: response.headers.get('ETag') };
      }
      const json = await readJson(response);
      if (response.ok) {
        const etag = response.headers.get('ETag');
        if (response.status === 204 || json === undefined) return { notModified: false, data: undefined as T, etag };
        return { notModified: false, data: (json as { data: T }).data, etag };
      }
      const error = errorFromAnswer(response.status, json);
      // EUSR4000015 belongs to the caller as it is (spec 001 §8): no refresh, no retry.
      if (error.errorCode === PASS_THROUGH_ERROR_CODE) throw error;
      if (response.status === 401 && refresh && session && !refreshedAfter401) {
        refreshedAfter401 = true;
        session = await refresher.refresh(session.access_token, 'refused');
        continue;
      }
      if (
        !options.keepalive &&
        shouldRetry({
          method,
          status: response.status,
          attempt,
          errorCode: error.errorCode,
          idempotencyKey: options.idempotent,
        })
      ) {
        await sleep(retryDelayMs(attempt));
        attempt += 1;
        continue;
      }
      throw error;
    }
  }

  /** exchange, telling onReportableFailure of a failure the spec reports. */
  async function reported<T>(
    path: string,
    options: RequestOptions,
    ifNoneMatch: string | null,
  ): Promise<ConditionalAnswer<T>> {
    try {
      return await exchange<T>(path, options, ifNoneMatch);
    } catch (error) {
      if (
        error instanceof ApiError &&
        !options.expectedStatuses?.includes(error.status) &&
        sendsCrashReport({ status: error.status, cancelled: error.errorCode === ClientErrorCode.Aborted })
      ) {
        deps.onReportableFailure?.({
          method: options.method ?? 'GET',
          path: path.split('?')[0]!,
          status: error.status,
          errorCode: error.errorCode,
        });
      }
      throw error;
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const answer = await reported<T>(path, options, null);
    return answer.notModified ? (undefined as T) : answer.data;
  }

  function conditional<T>(path: string, options: ConditionalOptions = {}): Promise<ConditionalAnswer<T>> {
    return reported<T>(path, { method: 'GET', auth: options.auth, signal: options.signal }, options.etag ?? null);
  }

  /** A file download with the same session rules; errors come as the envelope's ApiError. */
  function blob(path: string, options: Omit<RequestOptions, 'as'> = {}): Promise<Blob> {
    return request<Blob>(path, { ...options, as: 'blob' });
  }

  return { request, conditional, blob };
}

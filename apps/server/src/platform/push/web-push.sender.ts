import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

/** A browser's subscription as the push service gave it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What became of one push: sent; gone (the push service answered 404 or 410: the browser
 * unsubscribed, so the subscription is removed); failed (anything else: kept and tried next time).
 */
export type PushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; httpStatus: number | null };

export interface PushSender {
  send(target: PushTarget, payload: string, options?: { ttlSeconds?: number; topic?: string }): Promise<PushOutcome>;
}

export interface WebPushSettings extends VapidKeys {
  /** mailto: or https: address push services may contact about this server's pushes. */
  subject: string;
  /** Origins a subscription's endpoint may point at (see push-endpoints.ts). */
  endpointOrigins: readonly string[];
}

/** A day: homework reminders are worth little later; a browser offline longer misses them. */
const DEFAULT_TTL_SECONDS = 86_400;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The Web Push protocol (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291): web-push
 * makes the request (encryption, the signed JWT, the headers) and fetch sends it, so the adapter
 * needs no agent of its own and a test can point it at a local HTTP server.
 */
export function createWebPushSender(settings: WebPushSettings, fetchImpl: typeof fetch = fetch): PushSender {
  const vapidDetails = { subject: settings.subject, publicKey: settings.publicKey, privateKey: settings.privateKey };
  return {
    async send(target, payload, options = {}) {
      const details = webPush.generateRequestDetails(target, payload, {
        vapidDetails,
        TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        // A newer push of the same topic replaces one the browser has not fetched yet.
        ...(options.topic ? { topic: options.topic } : {}),
      });
      const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
      let response: Response;
      try {
        response = await fetchImpl(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch {
        return { status: 'failed', httpStatus: null };
      }
      await response.arrayBuffer().catch(() => undefined);
      if (response.status === 404 || response.status === 410) return { status: 'gone' };
      if (response.ok) return { status: 'sent' };
      return { status: 'failed', httpStatus: response.status };
    },
  };
}

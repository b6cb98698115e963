import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Where a request came from: its address (after the trusted proxies) and its browser, in short. */
export interface RequestOrigin {
  ip: string | null;
  device: string | null;
}

const origins = new AsyncLocalStorage<RequestOrigin>();

/**
 * Carries each request's origin to the services it calls, so a record of who read what can say
 * from where without every route passing the request down (the access log's call sites stay one line).
 */
export function installRequestOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const agent = request.headers['user-agent'];
    origins.run({ ip: request.ip || null, device: shortDevice(typeof agent === 'string' ? agent : undefined) }, done);
  });
}

/** The origin of the request being served; nothing outside a request (a job, a CLI). */
export const currentOrigin = (): RequestOrigin => origins.getStore() ?? { ip: null, device: null };

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android": enough for a parent to recognise a device, not a fingerprint of it. */
export function shortDevice(agent: string | undefined): string | null {
  if (!agent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? agent.slice(0, 40);
}

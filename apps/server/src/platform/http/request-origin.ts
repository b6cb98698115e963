import { requestScoped } from './request-scope.js';

/** Where a request came from: its address (after the trusted proxies) and its browser, in short. */
export interface RequestOrigin {
  ip: string | null;
  device: string | null;
}

/**
 * The origin of the request being served, for the services it calls, so a record of who read what
 * can say from where without every route passing the request down (the access log's call sites stay
 * one line); nothing outside a request (a job, a CLI).
 */
const origins = requestScoped<RequestOrigin>(
  (request) => {
    const agent = request.headers['user-agent'];
    return { ip: request.ip || null, device: shortDevice(typeof agent === 'string' ? agent : undefined) };
  },
  () => ({ ip: null, device: null }),
);

export const currentOrigin = (): RequestOrigin => origins.current();

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

import { RoutePath } from './landing.js';

/** Old subscription and profile paths and where they live now (spec 001 §2, spec 002 §2.1). */
const LEGACY_PATHS: ReadonlyMap<string, string> = new Map([
  ['/my-subscriptions', RoutePath.MyPackage],
  ['/my-subscription', RoutePath.MyPackage],
  ['/mysubscriptions', RoutePath.MyPackage],
  ['/mysubscription', RoutePath.MyPackage],
  ['/user/subscription', RoutePath.MyPackage],
  ['/user/subscriptions', RoutePath.MyPackage],
  ['/myprofile', RoutePath.Profile],
]);

export const legacyPaths: readonly string[] = [...LEGACY_PATHS.keys()];

/** The current path for an old one, or null when the path is not an old one. */
export function legacyRedirect(path: string): string | null {
  const normalised = `/${path.replace(/^\/+|\/+$/g, '').toLowerCase()}`;
  return LEGACY_PATHS.get(normalised) ?? null;
}

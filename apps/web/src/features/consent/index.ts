import { lazy } from '../../lib/lazy-with-words';

/** Public face of the consent feature: the parent's consent page loads on demand. */
export const ParentConsentRoute = lazy(() =>
  import('./routes/parent-consent.route').then((m) => ({ default: m.ParentConsentRoute })),
);
export { PARENT_CONSENT_PATH } from './consent-path';
export type { ConsentStrings } from './consent.strings';
export * from './first-screen';

import { lazy } from '../../lib/lazy-with-words';

/** Where the signed-in shell says the link dropped; its code loads after the first screen. */
export const OfflineRegion = lazy(() => import('./offline-region.component'));
/** "A new version is ready: Reload"; its code loads after the first screen. */
export const UpdatePrompt = lazy(() => import('./update-prompt.component'));
/** "Install ESC+ on this device" on the dashboards; its code loads after the first screen. */
export const InstallPrompt = lazy(() => import('./install-prompt.component'));
export type { OfflineAppStrings } from './offline-app.strings';

import { lazy } from '../../lib/lazy-with-words';

/** The bell of the app shell (signed-in people); its code loads after the first screen. */
export const NotificationBell = lazy(() => import('./components/notification-bell.component'));
/** The notification settings of the profile screen. */
export const PushSettings = lazy(() => import('./components/push-settings.component'));
export type { NotificationsStrings } from './notifications.strings';

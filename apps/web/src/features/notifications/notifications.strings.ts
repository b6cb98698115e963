import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The notification centre's and push settings' words (English), registered when this code loads. */
export const notificationsStrings = {
  notifications: {
    bell: {
      label_zero: 'Notifications, none unread',
      label_one: 'Notifications, {{count}} unread',
      label_other: 'Notifications, {{count}} unread',
      announce_one: '{{count}} unread notification',
      announce_other: '{{count}} unread notifications',
    },
    centre: {
      title: 'Notifications',
      markAllRead: 'Mark all read',
      markRead: 'Mark read',
      empty: 'No notifications yet. Homework and reminders will show here.',
      loadError: 'We could not load your notifications.',
      unread: 'Unread',
      markError: 'We could not mark it read. Please try again.',
    },
    push: {
      title: 'Notifications on this device',
      intro: 'Get a notification from this browser even when the app is closed.',
      toggle: 'Push notifications on this browser',
      unsupported: 'This browser cannot show notifications when the app is closed.',
      blocked: 'Notifications are blocked for this site in the browser’s settings. Allow them there, then try again.',
      choicesTitle: 'Send me a push notification when',
      loadError: 'We could not load your notification settings.',
      saveError: 'We could not change your notification settings. Please try again.',
      kinds: {
        homework_assigned: 'Homework is assigned',
        homework_due_tomorrow: 'Homework is due tomorrow',
        homework_completed_by_all: 'Every learner has completed homework I assigned',
        assessment_results_published: 'Test results are published',
        paper_assigned: 'A test is assigned to me or my child',
        notice_published: 'A new notice is published for me',
        live_class: 'A live class of mine is scheduled, changed, cancelled or about to start',
        class_recap_published: 'A class recap is published',
        attendance_absent: 'My child is marked absent today',
        attendance_absence_warning: 'A learner is absent three school days in a row',
        doubt_asked: 'A learner asks a doubt in a class I teach',
        doubt_answered: 'A teacher answers my doubt or my child’s',
        handin_received: 'A learner hands in work',
        handin_returned: 'Work is returned with marks, or asked for again',
        grievance_answered: 'A grievance you raised is answered',
        consent_decided: 'The answer from a parent I asked to agree',
        grievance_raised: 'A grievance arrives for me to answer',
        grievance_due_soon: 'A grievance I answer has 5 days left',
      },
    },
  },
};
export type NotificationsStrings = typeof notificationsStrings;

registerStrings(notificationsStrings, import.meta.glob<CatalogueModule>('./notifications.*.strings.ts'));

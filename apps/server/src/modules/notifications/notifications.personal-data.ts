import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type NotificationsTable = 'notifications' | 'push_subscriptions' | 'push_choices';

/** What the notifications module keeps of people (platform/privacy/personal-data.ts). */
export const notificationsPersonalData: PersonalDataOf<NotificationsTable> = {
  notifications: {
    people: { recipient_uuid: 'delete-row' },
    data: {
      title: 'what the person was told',
      body: 'what the person was told',
      data: 'what the notification opens',
      message_params: 'the names and values the message shows',
    },
    purpose: 'What a person was told (homework, absences, results) and whether they read it.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  push_subscriptions: {
    people: { uuid: 'delete-row' },
    data: { endpoint: 'the address of the person’s browser for push messages', p256dh: 'its key', auth: 'its key' },
    // The browser's shared secret for encrypting push messages: of use only to someone sending as us.
    secret: ['auth'],
    purpose: 'Sending notifications to the devices a person allowed.',
    basis: 'consent',
    kept: { while: 'account' },
  },
  push_choices: {
    people: { uuid: 'delete-row' },
    purpose: 'Which kinds of notification a person wants on their devices.',
    basis: 'consent',
    kept: { while: 'account' },
  },
};

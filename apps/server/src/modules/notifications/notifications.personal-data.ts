import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type NotificationsTable = 'notifications' | 'push_subscriptions' | 'push_choices';

/** What the notifications module keeps of people (platform/privacy/personal-data.ts). */
export const notificationsPersonalData: PersonalDataOf<NotificationsTable> = {
  notifications: {
    // words_of: a person whose own words a notification quotes to others (a learner's doubt, to the
    // teachers): the row is the recipient's and stays, its body emptied when that person is erased.
    people: { recipient_uuid: 'delete-row', words_of: 'keep' },
    strip: ['body'],
    // Another person a notification names (a parent's child, a teacher's learner) is kept as a reference
    // (`message_params`: their uuid), never as their name's words: the name is looked up when read, so a
    // corrected name reads corrected and an erased learner reads "Former learner" in the reader's
    // language. Nothing of theirs is left here to erase; rows written before references were rewritten
    // to them once (migration 2026-12-09-notification-names).
    data: {
      title: 'what the person was told, in English, naming others only as who they are to them ("Your child")',
      body: 'what the person was told, in English, naming others only as who they are to them ("Your child"); a learner’s doubt, quoted to their teachers',
      data: 'what the notification opens',
      message_params: 'the values the message shows; the people it names by reference, never by name',
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

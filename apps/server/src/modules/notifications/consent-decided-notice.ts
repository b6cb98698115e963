import type { ConsentDecided } from '../identity/identity.module.js';
import type { NotificationEvent } from './notification-event.js';

/**
 * What a child who asked a parent is told when the parent answers: in plain words, in the child's
 * language (rendered per reader). The kind lets their waiting screen read its state again at once.
 */
export function consentDecidedNotice(event: ConsentDecided): NotificationEvent {
  const given = event.decision === 'given';
  return {
    id: event.id,
    kind: 'consent_decided',
    recipients: [event.child_uuid],
    title: { key: given ? 'notifications.consentGiven.title' : 'notifications.consentRefused.title' },
    body: given
      ? { key: 'notifications.consentGiven.body' }
      : { key: 'notifications.consentRefused.body', params: { date: (event.erase_after ?? '').slice(0, 10) } },
    link: '/student-dashboard',
    data: { consent_id: event.consent_id, decision: event.decision },
  };
}

import { SECURITY_EVENT_RETENTION_DAYS } from '../security/security-events.repository.js';
import type { RegistryModule } from './registry-page.js';

/** The platform layer's security events, in the registry beside the modules' tables. */
export const securityEventsRegistry: RegistryModule = {
  name: 'security events (platform layer)',
  purpose: 'What a breach investigation reads first: failed sign-ins, reused sessions, throttles, refusals.',
  tables: ['security_events'],
  personalData: {
    security_events: {
      // Kept through an erasure: a breach investigation must still see what happened to the account.
      people: { user_uuid: 'keep' },
      data: { ip: 'the network address the call came from', route: 'the call that was refused' },
      purpose:
        'Finding out whether someone broke into an account or tried to, and whom a breach touched, so the ' +
        'operator can tell the Data Protection Board and the people affected.',
      // The DPDP Rules require reasonable security safeguards, logs among them, kept for a year.
      basis: 'law',
      kept: { days: SECURITY_EVENT_RETENTION_DAYS },
      strip: ['ip'],
    },
  },
};

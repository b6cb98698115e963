import { GRIEVANCE_RESPONSE_DAYS } from '@esc/domain';
import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the grievances module keeps of people (platform/privacy/personal-data.ts). */
export const grievancesPersonalData: PersonalDataOf<'grievances' | 'grievance_officers'> = {
  grievances: {
    people: {
      raised_by: 'delete-row',
      person_uuid: 'delete-row',
      // The officer's own row goes with their account; the person's grievance keeps its answer.
      answered_by: 'clear',
      closed_by: 'clear',
    },
    data: {
      subject: 'what the grievance is about, in the person’s words',
      details: 'the grievance, in the person’s words',
      answer: 'the officer’s answer',
      language: 'the language the person is told the answer in',
    },
    purpose:
      `A person’s grievance about how their data (or their child’s) is handled, answered by the grievance ` +
      `officer within ${GRIEVANCE_RESPONSE_DAYS} days.`,
    // The DPDP Act (s. 13) gives every person a way to raise a grievance and obliges an answer.
    basis: 'law',
    kept: { while: 'account' },
    notPeople: { school_id: 'the school whose officer answers; null for the platform’s officer' },
  },
  grievance_officers: {
    people: { set_by: 'clear' },
    data: {
      officer_name: 'the name of the school’s grievance officer, as the school published it',
      officer_contact: 'how to reach the school’s grievance officer (an office e-mail or phone)',
    },
    purpose: 'Who answers grievances for a school, shown to its people with every grievance.',
    basis: 'law',
    kept: { until: 'the school names another officer' },
  },
};

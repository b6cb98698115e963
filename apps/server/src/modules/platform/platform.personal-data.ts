import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type PlatformTable = 'app_ratings' | 'lead_captures' | 'crash_reports' | 'dashboard_preferences';

const NO_PRUNING = 'until the platform deletes it (no job removes old rows yet)';

/** What the platform module keeps of people (platform/privacy/personal-data.ts). */
export const platformPersonalData: PersonalDataOf<PlatformTable> = {
  app_ratings: {
    people: { uuid: 'delete-row' },
    data: { rating: 'their rating of the app', comment: 'what they wrote with it' },
    purpose: 'What people think of the app.',
    basis: 'voluntary',
    kept: { while: 'account' },
  },
  lead_captures: {
    people: {},
    data: {
      name: 'name',
      email: 'e-mail address',
      mobile: 'mobile number',
      message: 'what they wrote',
      device: 'the kind of device',
    },
    purpose: 'A visitor’s request to be contacted about the product.',
    basis: 'voluntary',
    kept: { until: NO_PRUNING },
  },
  crash_reports: {
    people: { uuid: 'delete-row' },
    data: {
      device: 'the kind of device and browser',
      data: 'nothing since free text stopped being kept (it may name people); older rows: what the app was doing',
      api_details: 'the call that failed: method, path and status, without its query, ids, contacts or tokens',
    },
    purpose: 'Finding and fixing what breaks in the app.',
    basis: 'voluntary',
    kept: { until: NO_PRUNING },
  },
  dashboard_preferences: {
    people: { uuid: 'delete-row' },
    purpose: 'Which of their schools’ dashboards a person chose.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
};

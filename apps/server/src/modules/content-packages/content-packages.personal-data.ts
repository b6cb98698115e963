import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

/** What the content packages module keeps of people (platform/privacy/personal-data.ts). */
export const contentPackagesPersonalData: PersonalDataOf<'content_packages' | 'package_states'> = {
  content_packages: {
    // The lesson is the school's: erasing the teacher who added it leaves it playing.
    people: { uploaded_by: 'clear' },
    purpose: 'Who added an H5P or SCORM lesson to a chapter.',
    basis: 'education-or-consent',
    kept: { until: 'the lesson is taken out of the catalogue' },
  },
  package_states: {
    people: { user_uuid: 'delete-row' },
    data: {
      suspend_data: 'what the lesson saved of the learner’s work in it',
      location: 'where they stopped in the lesson',
      completed: 'whether they finished it',
      score: 'their score in it',
    },
    purpose: 'Where a learner left an H5P or SCORM lesson, so they resume there.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
};

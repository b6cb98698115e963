import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type LiveClassesTable = 'live_classes' | 'live_class_joins' | 'live_class_sections' | 'live_class_recaps';

/** What the live-classes module keeps of people (platform/privacy/personal-data.ts). */
export const liveClassesPersonalData: PersonalDataOf<LiveClassesTable> = {
  live_classes: {
    people: { presenter_uuid: 'keep', created_by: 'keep', updated_by: 'keep' },
    purpose: 'A section’s live class: when, who teaches it, who scheduled it.',
    basis: 'education',
    kept: { while: 'account' },
  },
  live_class_sections: { none: 'which sections a live class is for' },
  live_class_joins: {
    // Kept: the class's live attendance stays whole.
    people: { uuid: 'keep' },
    purpose: 'Who joined a live class and when, counted in its attendance.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  live_class_recaps: {
    people: { attached_by: 'keep' },
    purpose: 'The recap a teacher attached to a live class.',
    basis: 'education',
    kept: { while: 'account' },
  },
};

import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type LearningTable = 'learning_progress' | 'progress_events' | 'bookmarks' | 'bookmark_writes';

/** What the learning module keeps of people (platform/privacy/personal-data.ts). */
export const learningPersonalData: PersonalDataOf<LearningTable> = {
  learning_progress: {
    people: { uuid: 'delete-row' },
    data: {
      total_consumption_ms: 'how long they studied the item',
      resume_position_ms: 'where they stopped',
      is_complete: 'whether they finished it',
    },
    purpose: 'What a learner has studied, to resume it and to show them and their teachers their progress.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  progress_events: {
    people: { uuid: 'delete-row' },
    purpose: 'Which progress reports of a learner’s device already arrived, so a repeat counts once.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  bookmarks: {
    people: { uuid: 'delete-row' },
    purpose: 'What a learner kept to come back to.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  bookmark_writes: {
    people: { uuid: 'delete-row' },
    purpose: 'Which bookmark changes of a learner’s device already arrived.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
};

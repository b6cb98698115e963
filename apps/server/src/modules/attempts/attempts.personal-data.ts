import type { PersonalDataOf } from '../../platform/privacy/personal-data.js';

type AttemptsTable = 'attempts' | 'attempt_answers' | 'attempt_answer_receipts' | 'attempt_marking_receipts';

/** What the attempts module keeps of people (platform/privacy/personal-data.ts). */
export const attemptsPersonalData: PersonalDataOf<AttemptsTable> = {
  attempts: {
    // Kept so a section's results, ranks and percentiles still add up; the learner reads "Former learner".
    people: { uuid: 'keep', submitted_by: 'keep' },
    data: { score: 'the result', rank: 'their place among those who took it', time_spent_ms: 'how long they took' },
    purpose: 'A learner’s attempt at a test: when, how long, and the result.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  attempt_answers: {
    people: { evaluated_by: 'keep' },
    via: 'attempt_id -> attempts.uuid',
    data: { response: 'the learner’s answer', teacher_comment: 'the teacher’s comment on it' },
    purpose: 'Each answer of an attempt, its marks and the teacher’s comment.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
    // The marks stay for the question's analysis; what the child wrote and what was said of it go.
    strip: ['response', 'teacher_comment'],
  },
  attempt_answer_receipts: {
    people: {},
    via: 'attempt_id -> attempts.uuid',
    purpose: 'Which answers of a learner’s device already arrived, so a repeat counts once.',
    basis: 'education-or-consent',
    kept: { while: 'account' },
  },
  attempt_marking_receipts: {
    people: { marked_by: 'delete-row' },
    purpose: 'Which marking saves of a teacher’s device already arrived.',
    basis: 'education',
    kept: { while: 'account' },
  },
};

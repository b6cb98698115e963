export const attempts = {
  learnersOnly: 'Only learners take papers.',
  forYourself: 'You can only take a paper for yourself.',
  submittedAlready: 'You have submitted this paper already.',
  notSubmitted: 'This attempt is not submitted yet.',
  markingIdReused: 'This save was already used for another attempt. Please save the marks again.',
  paperAttempted: 'Somebody has attempted this paper: its questions stay as they are.',
  paperAssigned: 'This paper is assigned: its learners’ attempts and results keep it.',
} as const;

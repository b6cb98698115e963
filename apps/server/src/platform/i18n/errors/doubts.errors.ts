export const doubts = {
  noTeacher: 'No teacher of your section teaches this subject yet, so nobody could answer.',
  resultNotOut: 'Ask about this question once the result of the test is out.',
  testOpen: 'This question is in a test that is open now. Ask once the test has closed.',
  onlyLearner: 'Only a learner asks a doubt; parents and teachers read them.',
} as const;

export const handins = {
  learnerOnly: 'The learner hands in their own work.',
  alreadyHandedIn: 'This work is handed in already: it can be handed in again when the teacher asks.',
  alreadyMarked: 'This work is marked already (returned or asked for again): it cannot be taken back.',
  noHandin: 'This task does not ask for work handed in.',
  takenBack: 'The learner took this work back: it no longer waits for marks.',
  askedAgain: 'This work was asked for again: mark the learner’s newer hand-in.',
  changed: 'This work was changed meanwhile: open it again.',
} as const;

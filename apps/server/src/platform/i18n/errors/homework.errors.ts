export const homework = {
  learnersComplete: 'Homework is completed by its learners.',
  watchFirst: 'This content counts as done once it has been watched or read through.',
  notStarted: 'This homework has not started yet.',
  archived: 'An archived learn-list is read-only.',
  addItemFirst: 'Add an item before publishing the learn-list.',
} as const;

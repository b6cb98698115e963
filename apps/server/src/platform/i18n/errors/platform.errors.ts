export const platform = {
  ratingOwn: 'A rating is your own: you cannot give or read another person’s.',
  dashboardOwn: 'You can only choose your own dashboard.',
  instituteNotYours: 'This institute is not one of yours.',
  scheduleEndBeforeStart: 'The end date of the schedule is before its start date.',
  reportSenderOwn: 'A report can name only you, the signed-in person, as its sender, or no one.',
} as const;

export const grievances = {
  notFound: 'No such grievance.',
  notOfficer: 'Only the grievance officer who answers this grievance can do this.',
  adminOnly: 'Only a school admin can name the school’s grievance officer.',
  notAnswered: 'Answer the grievance before closing it: the person must be told the outcome.',
  closed: 'This grievance is closed.',
  dailyLimit: 'You can raise at most {{max, number}} grievances in a day. Please raise it tomorrow.',
  securityEventsEditorsOnly: "Only the platform's editors can read the security events.",
  securityEventsDays: 'The last day must not be before the first day.',
} as const;

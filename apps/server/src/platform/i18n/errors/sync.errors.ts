export const sync = {
  notSyncable:
    'This write cannot be sent in a batch: only the outbox’s writes (progress, answers, attendance marks, bookmarks, homework item completions, notice and notification reads) can.',
  notMade: 'The write could not be made.',
  notSaved: 'Not saved.',
} as const;

export const audit = {
  adminsOnly: 'Only a school admin reads the school’s record of who looked at children’s records.',
  rangeBackwards: 'The end of the time range must come after its start.',
} as const;

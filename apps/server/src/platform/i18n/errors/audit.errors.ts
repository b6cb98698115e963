export const audit = {
  adminsOnly: 'Only a school admin reads the school’s record of who looked at children’s records.',
} as const;

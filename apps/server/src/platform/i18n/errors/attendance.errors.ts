export const attendance = {
  saveRegisterFirst: 'Save the register first: the notice tells the parents of the learners marked absent in it.',
  registerClosed:
    'The register of {{date, day}} cannot be changed now: a register is marked and changed on its own day only, and today is {{today, day}}.',
  noticeNotToday:
    'No absence notice for {{date, day}}: the absence notice goes out on the register’s own day, and today is {{today, day}}.',
  markIdReused: 'This save was already used for another register. Please save the register again.',
} as const;

export const attendance = {
  saveRegisterFirst: 'Save the register first: the notice tells the parents of the learners marked absent in it.',
  registerClosed:
    'The register of {{date, day}} cannot be changed now: a register is marked and changed on its own day only, and today is {{today, day}}.',
  noticeNotToday:
    'No absence notice for {{date, day}}: the absence notice goes out on the register’s own day, and today is {{today, day}}.',
  markIdReused: 'This save was already used for another register. Please save the register again.',
  markIdReusedField: 'was used for another register',
  noRegisterToday: 'has no register saved today',
  notStaff: 'You are not on the staff of a school.',
  endBeforeStart: 'The end date must not be before the start date.',
  rangeTooLong_one: 'The end date must be within {{count, number}} day of the start date.',
  rangeTooLong_other: 'The end date must be within {{count, number}} days of the start date.',
  notSectionsSchool: 'The school asked is not the section’s school.',
  notSectionsBoard: 'The board asked is not the section’s board.',
  notSectionsClass: 'The class asked is not the section’s class.',
  notLearnerOfSection: 'A learner marked is not a learner of this section.',
  notLearnerOfSectionField: 'is not a learner of this section',
  markedTwice: 'A learner is marked twice: mark each learner once.',
  markedTwiceField: 'is marked twice',
  settingsAdminOnly: 'Only a school admin changes the school’s attendance settings.',
} as const;

export const identity = {
  usernameNeeded: 'Enter the email or mobile number of your account.',
  currentPasswordWrong: 'The current password is not correct.',
  samePassword: 'Choose a password different from the current one.',
  invitationCodeWrong:
    'This invitation code is not valid, was used already or has expired. Ask your school for a new one.',
  oneContactAtATime: 'Change your email or your mobile number, one at a time.',
  emailTaken: 'This email is already registered to another account. Use a different email.',
  mobileTaken: 'This mobile number is already registered to another account. Use a different mobile number.',
  emailRegistered: 'This is registered email. To log in, click the login button at the top right.',
  mobileRegistered: 'This is registered mobile number. To log in, click the login button at the top right.',
  linkRequestGone: 'This link request does not exist or has expired. Ask the school to send it again.',
  linkCodeWrong_one: 'The code is not right. {{count, number}} try is left.',
  linkCodeWrong_other: 'The code is not right. {{count, number}} tries are left.',
  linkCodeNoTriesLeft: 'The code is not right and no tries are left for now. Ask the school to send the request again.',
  parentLinksCapped:
    '{{parent}} has been sent {{max, number}} link requests today by schools together, the most a parent gets in a day. Nothing was imported: please wait {{wait, wait}}, or take that row out of the file and import the rest.',
  parentLinksCappedUnnamed:
    'A parent in this file has been sent {{max, number}} link requests today by schools together, the most a parent gets in a day. Nothing was imported: please wait {{wait, wait}}, or take that row out of the file and import the rest.',
  schoolLinksCapped:
    'The school has sent {{max, number}} parent link requests today, the most a school sends in a day. Nothing was imported: please wait {{wait, wait}}, or import the file in smaller parts over several days.',
  noPhoto: 'No photo yet.',
  noSuchStudent: 'No such student.',
  noSuchTeacher: 'No such teacher.',
  childNamesOnly: 'Only a child’s name can be corrected here; their contact and language are theirs to change.',
  childNameIsSchools: 'Your child’s school keeps their name in its records: ask the school to correct it.',
} as const;

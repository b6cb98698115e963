export const notices = {
  clientIdReused: {
    message: 'This client_notice_id was used for another notice: make a new one.',
    field: 'was used for another notice',
  },
  notStaff: 'You are not on the staff of a school.',
  clientIdNewOnly: {
    message: '{{field}} is for a new notice only.',
    field: 'is for a new notice only',
  },
  textEmpty: {
    message: '{{field}} must not be empty.',
    field: 'must not be empty',
  },
  sectionNeeded: {
    message: '{{field}} must name a section.',
    field: 'must name a section',
  },
  classNeeded: {
    message: '{{field}} must name a class.',
    field: 'must name a class',
  },
  notSchoolSection: {
    message: '{{field}} is not a section of the school.',
    field: 'is not a section of the school',
  },
  notSchoolClass: {
    message: '{{field}} is not a class of the school.',
    field: 'is not a class of the school',
  },
  attachmentNotSchool: {
    message: '{{field}} must be a file uploaded for the school.',
    field: 'must be a file uploaded for the school',
  },
  publishAtInvalid: {
    message: '{{field}} is not a valid time.',
    field: 'is not a valid time',
  },
  publishAtTooFar: {
    message: '{{field}} must be within a year.',
    field: 'must be within a year',
  },
  publishAtLater: {
    message: '{{field}} cannot move later once the notice is published.',
    field: 'cannot move later once the notice is published',
  },
  onlyAuthorOrAdmin: 'Only the notice’s author or a school admin changes it.',
} as const;

export const learning = {
  recordedLectureNotFound: 'No such recorded lecture.',
  itemRequired: '{{field}} (or {{paperField}} for paper progress) is required.',
  eventKeyDiffers: '{{field}} differs from the {{header}} header; send one key.',
  sourceInvalid: '{{field}} must be 1, 2, 3 or 4.',
  mediaTimeFormat: "{{field}} must be '{{format}}' of at most {{hours, number}} hours.",
  idsRequired: '{{field}} or {{listField}} is required.',
  idsBetween: '{{field}} takes between 1 and {{max, number}} ids.',
  packageEnded: 'Your package ended on {{endedOn, day}}; work after that date was not saved.',
  madeAfterEnd: '{{field}} is after the package ended ({{endedOn}}).',
} as const;

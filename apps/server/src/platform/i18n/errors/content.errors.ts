export const content = {
  // The fallback words of the specs for a lesson that cannot be read; clients compare them.
  lessonMissing: 'SOMETHING WRONG !!',
  notStorageKey: 'Not a storage key or media URL.',
  storageKeyField: '{{field}} must be a storage key or a media URL of this server.',
  crsNotFound: 'No content with this CRS id.',
  nameAScope: 'Name a syllabus_id, a group_id or content_ids.',
  scopeField: '{{field}} is required without {{idsField}}.',
} as const;

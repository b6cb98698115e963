export const catalogue = {
  nodeNotFound: 'No such syllabus node.',
  contentNotFound: 'No such content.',
  bookNotFound: 'No book with this code.',
  paperNotFound: 'No such paper.',
  customSubjectNotFound: 'No such custom subject.',
  contentChanged: 'The content changed meanwhile (version {{version}}). Reload and try again.',
  tagOfAnotherTag: 'This tag value belongs to another tag.',
  tagsAreGlobal: 'Tags are shared by the whole catalogue: only platform editors change them.',
  platformEditorsOnly: 'Only platform editors may change the platform catalogue.',
} as const;

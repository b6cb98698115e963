export const privacy = {
  dailyLimit: 'You can ask for at most {{max, number}} copies of your data in a day. Please ask again tomorrow.',
  exportNotFound: 'No such copy of your data.',
  notReady: 'This copy of your data is still being made. Download it once it is ready.',
  expired: 'The link to this copy of your data has expired and the file was deleted. Ask for a new copy.',
  erasureNotFound: 'No such erasure request.',
  erasureAdminOnly: 'Only the school admin decides erasure requests of the school’s people.',
  refusalNeedsReason: 'Say why the request is refused: the person will read it.',
  erasureDecided: 'This erasure request was already decided.',
  personNotFound: 'No such person.',
  schoolExportAdminOnly: 'Only the school admin can take out the school’s data.',
  schoolExportNotFound: 'No such export of the school’s data.',
  schoolExportNotReady: 'This export of the school’s data is still being made. Download it once it is ready.',
  schoolExportExpired:
    'The link to this export of the school’s data has expired and the file was deleted. Ask for a new export.',
} as const;

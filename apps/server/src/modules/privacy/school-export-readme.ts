import type { ManifestFile, MissingUpload } from '../../platform/exports/school-export-writer.js';

/** What README.txt says: the school, when, and what each folder holds, in plain words. */
export interface SchoolReadme {
  schoolId: number;
  madeAt: string;
  expiresAt: string;
  folders: readonly { module: string; holds: string }[];
  files: readonly ManifestFile[];
  missing: readonly MissingUpload[];
}

const FORMATS = [
  'Each table comes twice: as a .csv file that opens in any spreadsheet (Excel, LibreOffice, Google Sheets),',
  'and as a .json file with the same rows for programs. In the .csv files, a cell that begins with = + - or @',
  'starts with an apostrophe so that a spreadsheet shows it as text; the .json files keep every value exactly.',
  'Dates and times are in UTC (ISO 8601). Ids (uuid, attempt_id, section_id ...) join the files to each other.',
];

/** The plain-words guide at the top of a school's export. */
export function schoolReadmeText(readme: SchoolReadme): string {
  const filesIn = (module: string) => readme.files.filter((f) => f.path.startsWith(`${module}/`)).length;
  const uploads = readme.files.filter((f) => f.format === 'upload').length;
  const lines = [
    'ESC+ school export',
    '==================',
    '',
    `School id: ${readme.schoolId}`,
    `Made on: ${readme.madeAt}`,
    `The download link works until: ${readme.expiresAt}`,
    '',
    'This is your school’s data, to keep or to take to another system when the school leaves ESC+.',
    'manifest.json lists every file: what it holds, its format, how many rows, its size and its',
    'SHA-256 checksum, so you can check that nothing was lost or changed on the way.',
    '',
    ...FORMATS,
    '',
    'What is inside',
    '--------------',
    // A part whose format writer is not there yet wrote nothing: the folder is not named.
    ...readme.folders
      .filter((f) => filesIn(f.module) > 0)
      .map((f) => `${f.module}/ (${filesIn(f.module)} files): ${f.holds}`),
    `uploads/ (${uploads} files): answer photos, notice attachments and handed-in work, as they were uploaded.`,
  ];
  if (readme.missing.length > 0) {
    lines.push('', 'Files the records name that were no longer in storage (not in this zip):');
    lines.push(...readme.missing.map((m) => `  ${m.key} (${m.holds})`));
  }
  return `${lines.join('\r\n')}\r\n`;
}

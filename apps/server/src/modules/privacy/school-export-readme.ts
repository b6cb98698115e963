import { DEFAULT_LANGUAGE, isLanguageCode } from '@esc/contracts/languages';
import type { ManifestFile, MissingUpload } from '../../platform/exports/school-export-writer.js';
import { schoolReadmeWords, type SchoolReadmeWords } from './school-export-readme.words.js';

/** What README.txt says: the school, when, and what each folder holds, in plain words. */
export interface SchoolReadme {
  /** The language of the admin who asked; one the product does not speak reads as English. */
  language: string;
  schoolId: number;
  madeAt: string;
  expiresAt: string;
  folders: readonly { module: string; holds: string }[];
  files: readonly ManifestFile[];
  missing: readonly MissingUpload[];
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A module's folder in the reader's words; a module the words do not know keeps its own English sentence. */
function folderWords(words: SchoolReadmeWords, module: string, holds: string): string {
  return (words.folders as Readonly<Record<string, string>>)[module] ?? holds;
}

/** The plain-words guide at the top of a school's export, in the asking admin's language. */
export function schoolReadmeText(readme: SchoolReadme): string {
  const words = schoolReadmeWords(isLanguageCode(readme.language) ? readme.language : DEFAULT_LANGUAGE);
  const filesIn = (module: string) => readme.files.filter((f) => f.path.startsWith(`${module}/`)).length;
  const uploads = readme.files.filter((f) => f.format === 'upload').length;
  const folderLine = (folder: string, n: number, holds: string) => fill(words.folder, { folder, n, holds });
  const lines = [
    words.title,
    '='.repeat([...words.title].length),
    '',
    fill(words.schoolId, { id: readme.schoolId }),
    fill(words.madeOn, { when: readme.madeAt }),
    fill(words.linkUntil, { when: readme.expiresAt }),
    '',
    words.yours,
    words.manifest,
    '',
    words.twice,
    words.apostrophe,
    words.dates,
    words.english,
    '',
    words.inside,
    '-'.repeat([...words.inside].length),
    // A part whose format writer is not there yet wrote nothing: the folder is not named.
    ...readme.folders
      .filter((f) => filesIn(f.module) > 0)
      .map((f) => folderLine(f.module, filesIn(f.module), folderWords(words, f.module, f.holds))),
    folderLine('uploads', uploads, words.uploads),
  ];
  if (readme.missing.length > 0) {
    lines.push('', words.missing);
    lines.push(...readme.missing.map((m) => `  ${m.key} (${m.holds})`));
  }
  return `${lines.join('\r\n')}\r\n`;
}

import type { QuestionImportFormat } from '@esc/contracts';
import { readAiken } from './aiken.reader.js';
import { readGift } from './gift.reader.js';
import { readMoodleXml } from './moodle-xml.reader.js';
import { readQti3Package } from './qti3.reader.js';
import type { QuestionFileReader } from './question-draft.js';

/** The reader of each format an import accepts. */
export const QUESTION_READERS: Record<QuestionImportFormat, QuestionFileReader> = {
  'moodle-xml': readMoodleXml,
  gift: readGift,
  aiken: readAiken,
  qti3: readQti3Package,
};

/**
 * The format of a file that does not say: a QTI package by the zip's signature, Moodle XML by its
 * root, Aiken by its ANSWER lines, GIFT by its braces (the order matters: an Aiken file has no
 * braces, a GIFT file no ANSWER lines).
 */
export function detectFormat(fileName: string, file: Uint8Array): QuestionImportFormat | null {
  if (file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04) return 'qti3';
  const head = new TextDecoder().decode(file.subarray(0, 64 * 1024)).replace(/^\uFEFF/, '');
  if (/\.xml$/i.test(fileName) || /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<quiz[\s>]/.test(head))
    return 'moodle-xml';
  if (/\.gift$/i.test(fileName)) return 'gift';
  if (/^ANSWER:\s*[A-Z]\s*$/m.test(head) && !/[{}]/.test(head)) return 'aiken';
  if (/\{[\s\S]*\}/.test(head)) return 'gift';
  return null;
}

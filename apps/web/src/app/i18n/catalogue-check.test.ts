import { LANGUAGE_LIST } from '@esc/contracts/languages';
import { describe, expect, it } from 'vitest';
import { catalogueFileLanguage } from '../../lib/catalogue';
import { checkTranslation, type Words } from '@esc/domain';

/**
 * Every part of the app's words (the frame's en.ts and each `<part>.strings.ts`) in every language
 * the product lists: the file exists, has English's keys and no others, keeps the variables, and
 * leaves nothing in English by mistake. Words that stay as they are in every language:
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'ESC',
  'OTP',
  'PDF',
  'CSV',
  'JSON',
  'ZIP',
  'URL',
  'ID',
  'UPI',
  'GST',
  'GSTIN',
  'KB',
  'MB',
  'GB',
  'Razorpay',
  'Google',
  'Meet',
  'Zoom',
  'BigBlueButton',
  'YouTube',
  'Android',
  'iPhone',
  'Chrome',
  'KaTeX',
  'Moodle',
  'QTI',
  'XML',
  'GIFT',
  'Aiken',
  'LaTeX',
  'CBSE',
  'ICSE',
  'NCERT',
  'JEE',
  'NEET',
  'Wi',
  'Fi',
  'am',
  'pm',
  'A',
  'B',
  'C',
  'D',
]);

const modules = import.meta.glob<Record<string, unknown>>(['../../**/*.strings.ts', './en.ts'], { eager: true });

interface PartFiles {
  english: Words;
  translations: Map<string, Words>;
}

function wordsOf(module: Record<string, unknown>): Words {
  const found = Object.entries(module).find(([, value]) => typeof value === 'object' && value !== null);
  if (!found) throw new Error('a catalogue file exports no words');
  return found[1] as Words;
}

/** The part a file belongs to: its path without the language and suffix ("frame" for en.ts's). */
function partOf(path: string, language: string | null): string {
  if (path.endsWith('/en.ts') || /\/frame\.[\w-]+\.strings\.ts$/.test(path)) return 'frame';
  return path.replace(language ? `.${language}.strings.ts` : '.strings.ts', '').replace(/^(\.\.\/)+/, '');
}

function parts(): Map<string, PartFiles> {
  const out = new Map<string, PartFiles>();
  for (const [path, module] of Object.entries(modules)) {
    const language = catalogueFileLanguage(path);
    const part = partOf(path, language);
    const entry = out.get(part) ?? { english: {}, translations: new Map() };
    if (language) entry.translations.set(language, module.default as Words);
    else entry.english = wordsOf(module);
    out.set(part, entry);
  }
  return out;
}

const translatedLanguages = LANGUAGE_LIST.filter((l) => l.code !== 'en').map((l) => l.code);

describe('the catalogue of every language', () => {
  const all = parts();

  it('finds the parts of the app', () => {
    expect(all.size).toBeGreaterThan(40);
    expect(all.has('frame')).toBe(true);
  });

  for (const language of translatedLanguages) {
    it(`has every part in ${language}, with English's keys and variables and nothing left in English`, () => {
      const problems: string[] = [];
      for (const [part, files] of all) {
        const translated = files.translations.get(language);
        if (!translated) {
          problems.push(`${part}: no ${language} file`);
          continue;
        }
        for (const p of checkTranslation(files.english, translated, SAME_IN_EVERY_LANGUAGE, 'identical')) {
          problems.push(`${part} ${p.key}: ${p.problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

import { LANGUAGE_LIST } from '@esc/contracts/languages';

// Moodle keeps a text in several languages in one field, as its multilang filter reads it: each
// language's words in `<span lang="hi" class="multilang">...</span>`, words outside any such span
// shown in every language. A language is named by Moodle's code (`hi`, `en_us`); the product's
// language is the code before any `_` or `-`.

const OPEN = /<span\b([^>]*)>/gi;
const TAG = /<span\b[^>]*>|<\/span\s*>/gi;

/** The language a span's attributes name when it is a multilang span, else null. */
function multilangOf(attributes: string): string | null {
  if (!/\bclass\s*=\s*["']?[^"'>]*\bmultilang\b/i.test(attributes)) return null;
  const lang = /\blang\s*=\s*["']?([A-Za-z0-9_-]{1,20})/i.exec(attributes)?.[1];
  return lang ? lang.toLowerCase() : null;
}

/** A Moodle language code as the product's code (`en_us` -> `en`). */
export const baseCode = (code: string): string => code.toLowerCase().split(/[_-]/)[0]!;

/** The product's language_id of a Moodle code, or null when the product has no such language. */
export const productLanguageId = (code: string): number | null =>
  LANGUAGE_LIST.find((l) => l.code === baseCode(code))?.id ?? null;

/** The Moodle code of a product language_id (English for an id the product lacks). */
export const moodleCode = (languageId: number | undefined): string =>
  LANGUAGE_LIST.find((l) => l.id === (languageId ?? 1))?.code ?? 'en';

/** The languages a text's multilang spans name, base codes, in the order first met. */
export function multilangCodes(html: string): string[] {
  if (!html.includes('multilang')) return [];
  const codes: string[] = [];
  for (const m of html.matchAll(OPEN)) {
    const lang = multilangOf(m[1] ?? '');
    if (lang && !codes.includes(baseCode(lang))) codes.push(baseCode(lang));
  }
  return codes;
}

/** Where the span opened at `start` closes (after its `</span>`), nested spans counted. */
function closeOf(html: string, start: number): number {
  TAG.lastIndex = start;
  let depth = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

/** The text as a reader of one language sees it: that language's spans unwrapped, other languages' taken out. */
export function inLanguage(html: string, code: string): string {
  if (!html.includes('multilang')) return html;
  let out = '';
  let at = 0;
  OPEN.lastIndex = 0;
  for (let m = OPEN.exec(html); m; m = OPEN.exec(html)) {
    const lang = multilangOf(m[1] ?? '');
    if (!lang) continue;
    const end = closeOf(html, m.index);
    out += html.slice(at, m.index);
    if (baseCode(lang) === code) out += html.slice(m.index + m[0].length, end).replace(/<\/span\s*>$/i, '');
    at = end;
    OPEN.lastIndex = end;
  }
  return out + html.slice(at);
}

/** Texts of several languages as one multilang text; one language alone is written as it is. */
export function multilangText(texts: readonly { code: string; html: string }[]): string {
  if (texts.length === 1) return texts[0]!.html;
  return texts.map((t) => `<span lang="${t.code}" class="multilang">${t.html}</span>`).join('');
}

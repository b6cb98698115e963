/**
 * The rules a translation of a catalogue keeps, as pure functions: the web's parts and the server's
 * messages are checked by the same rules (their catalogue-check tests), each in every language of
 * the list. The same keys as English, the same variables (with their formats) and nestings, nothing
 * empty, and no English left by mistake.
 */
export type Words = { [key: string]: string | Words };

export interface CatalogueProblem {
  key: string;
  problem: string;
}

/**
 * How strictly Latin words count as English left behind: 'any' flags every Latin word not on the
 * allow-list (the server's short messages); 'identical' only a value that is English's word for
 * word (the web's screens, whose values may hold keys and examples in Latin letters).
 */
export type LatinRule = 'any' | 'identical';

/** Every key path of a catalogue, a.b.c, with its value. */
export function flattenCatalogue(words: Words, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenCatalogue(value, path)) out.set(k, v);
  }
  return out;
}

/** The interpolation variables of a value with their formats ({{n, number}} is "n, number"), sorted. */
export function catalogueVariables(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ' ')).sort();
}

/** The nestings of other keys ($t(...)), which a translation keeps as English has them. */
function nestings(value: string): string[] {
  return [...value.matchAll(/\$t\(([^)]*)\)/g)].map((m) => m[1] ?? '').sort();
}

/** The Latin words a value reads once placeholders, nestings, URLs and e-mail addresses are out. */
function latinWords(value: string): string[] {
  const text = value
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/\b[\w.+-]+@[\w.-]+\b/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return text.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g) ?? [];
}

function englishLeft(source: string, value: string, allowed: ReadonlySet<string>, rule: LatinRule): string | null {
  const foreign = latinWords(value).filter((word) => !allowed.has(word));
  if (foreign.length === 0) return null;
  if (rule === 'any') return `English words left: ${foreign.join(' ')}`;
  return value === source ? `left in English: ${value}` : null;
}

/** Compares a translation with its English: what the rules above say of each key. */
export function checkTranslation(
  english: Words,
  translated: Words,
  allowed: ReadonlySet<string>,
  rule: LatinRule,
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const en = flattenCatalogue(english);
  const other = flattenCatalogue(translated);
  for (const key of en.keys()) if (!other.has(key)) problems.push({ key, problem: 'missing' });
  for (const key of other.keys()) if (!en.has(key)) problems.push({ key, problem: 'not in English' });
  for (const [key, source] of en) {
    const value = other.get(key);
    if (value === undefined) continue;
    const [want, got] = [catalogueVariables(source).join(), catalogueVariables(value).join()];
    if (want !== got) problems.push({ key, problem: `variables ${got} instead of ${want}` });
    if (nestings(source).join() !== nestings(value).join()) problems.push({ key, problem: 'nestings differ' });
    if (value.trim() === '' && source.trim() !== '') problems.push({ key, problem: 'empty' });
    const left = englishLeft(source, value, allowed, rule);
    if (left) problems.push({ key, problem: left });
  }
  return problems;
}

/**
 * The rules a translation keeps, as pure functions over a part's English and its translation:
 * catalogue-check.test.ts runs them over every part and language the app has.
 */
export type Words = { [key: string]: string | Words };

/** Every key path of a catalogue, a.b.c, with its value. */
export function flatten(words: Words, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The interpolation variables a value uses ({{name}}, {{count}}), sorted. */
export function variables(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** The nesting of other keys ($t(...)), which a translation must keep as English has it. */
function nestings(value: string): string[] {
  return [...value.matchAll(/\$t\(([^)]*)\)/g)].map((m) => m[1] ?? '').sort();
}

/** What the value reads once placeholders, nestings, URLs and e-mail addresses are taken out. */
function wordsOf(value: string): string {
  return value
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/\b[\w.+-]+@[\w.-]+\b/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

export interface Problem {
  key: string;
  problem: string;
}

/**
 * Compares a translation with its English: the same keys, the same variables and nestings, and no
 * value left in English by mistake. A value may stay as English has it only if every Latin word in
 * it is on the allow-list (brand names, units, codes), since a reader of the language sees those
 * words in Latin letters too.
 */
export function checkTranslation(english: Words, translated: Words, allowed: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const en = flatten(english);
  const other = flatten(translated);
  for (const key of en.keys()) if (!other.has(key)) problems.push({ key, problem: 'missing' });
  for (const key of other.keys()) if (!en.has(key)) problems.push({ key, problem: 'not in English' });
  for (const [key, source] of en) {
    const value = other.get(key);
    if (value === undefined) continue;
    if (variables(source).join() !== variables(value).join()) {
      problems.push({ key, problem: `variables ${variables(value).join()} instead of ${variables(source).join()}` });
    }
    if (nestings(source).join() !== nestings(value).join()) problems.push({ key, problem: 'nestings differ' });
    if (value.trim() === '' && source.trim() !== '') problems.push({ key, problem: 'empty' });
    const latin = wordsOf(value).match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
    if (value === source && latin.some((word) => !allowed.has(word))) {
      problems.push({ key, problem: `left in English: ${value}` });
    }
  }
  return problems;
}

/**
 * The rules a translation of the server's catalogue keeps, as pure functions (the web's catalogue
 * check applies the same rules to its own parts): the same keys as English, the same variables,
 * and no value left in English by mistake.
 */
export type Words = { [key: string]: string | Words };

export interface Problem {
  key: string;
  problem: string;
}

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

/** The interpolation variables of a value with their formats ({{n, number}} is "n, number"), sorted. */
export function variables(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ' ')).sort();
}

/** What a value reads once placeholders and e-mail addresses are taken out. */
function wordsOf(value: string): string {
  return value.replace(/\{\{[^}]*\}\}/g, ' ').replace(/\b[\w.+-]+@[\w.-]+\b/g, ' ');
}

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
    if (value.trim() === '') problems.push({ key, problem: 'empty' });
    const latin = wordsOf(value).match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g) ?? [];
    const foreign = latin.filter((word) => !allowed.has(word));
    if (foreign.length > 0) problems.push({ key, problem: `English words left: ${foreign.join(' ')}` });
  }
  return problems;
}

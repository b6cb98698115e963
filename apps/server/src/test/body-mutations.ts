import fc from 'fast-check';
import { hostileValueArb, RawJson } from './hostile-values.js';
import type { JsonSchema } from './openapi-operations.js';

/**
 * One thing wrong with an otherwise valid JSON body: a field given a hostile value, a field left out,
 * a field the contract does not have, or the whole body replaced or wrapped. One fault at a time
 * lets the request reach the check that should catch that fault, rather than the first check of all.
 */
export type Mutation = 'replace' | 'drop' | 'extra' | 'wrap' | 'retype';

type Path = (string | number)[];

function clone(value: unknown): unknown {
  if (value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(clone);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = clone(v);
    return out;
  }
  return value;
}

/** Every path into a value's objects and lists (not into RawJson), the root excluded. */
export function pathsOf(value: unknown, prefix: Path = [], depth = 0): Path[] {
  if (depth > 8 || value instanceof RawJson || !value || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k], depth + 1)]);
}

function valueAt(root: unknown, path: Path): unknown {
  let at = root;
  for (const key of path) at = (at as Record<string | number, unknown>)[key];
  return at;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson);
}

const EXTRA_KEYS = ['extra_field', 'constructor', 'toString', 'hasOwnProperty', 'x'.repeat(200), ''];

export function mutate(value: unknown, how: Mutation, pick: number, junk: unknown, extraKey: string): unknown {
  if (how === 'retype') return junk;
  if (how === 'wrap') return pick % 2 ? [value] : { data: value };
  const root = clone(value);
  const paths = pathsOf(root);
  if (how === 'extra' || paths.length === 0) {
    const objects = [[], ...paths].filter((p) => isPlainObject(valueAt(root, p)));
    const target = objects.length ? valueAt(root, objects[pick % objects.length]!) : null;
    if (!isPlainObject(target)) return { [extraKey]: junk };
    // defineProperty, so that a key such as `constructor` becomes an own property the JSON carries.
    Object.defineProperty(target, extraKey, { value: junk, enumerable: true, configurable: true, writable: true });
    return root;
  }
  const path = paths[pick % paths.length]!;
  const parent = valueAt(root, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  if (how === 'drop' && Array.isArray(parent)) parent.splice(Number(key), 1);
  else if (how === 'drop') delete parent[key];
  else parent[key] = junk;
  return root;
}

/** A valid body with one fault. */
export function mutatedArb(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .record({
      value: valid,
      how: fc.constantFrom<Mutation>('replace', 'replace', 'replace', 'drop', 'drop', 'extra', 'wrap', 'retype'),
      pick: fc.nat(),
      junk: hostileValueArb,
      extraKey: fc.constantFrom(...EXTRA_KEYS),
    })
    .map(({ value, how, pick, junk, extraKey }) => mutate(value, how, pick, junk, extraKey));
}

/** Every property name a schema declares, at any depth: the names a "missing field" error may give. */
export function declaredNames(schema: JsonSchema | null | undefined, out = new Set<string>()): Set<string> {
  if (!schema) return out;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    out.add(name);
    declaredNames(property, out);
  }
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    declaredNames(option, out);
  }
  declaredNames(schema.items, out);
  return out;
}

/** The dotted paths a body carries (`items.0.id`), as the server names fields. */
export function sentNames(value: unknown): string[] {
  return pathsOf(value).map((p) => p.join('.'));
}

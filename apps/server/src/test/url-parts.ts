import fc from 'fast-check';
import { HOSTILE_PARAMS, RAW_URL_PIECES } from './hostile-values.js';
import type { Operation, Parameter } from './openapi-operations.js';
import { objectArb } from './schema-arbitraries.js';
import type { NamedValues } from './schema-values.js';

/**
 * The URL of a fuzzed request (path parameters and query) and its headers, valid or with one fault:
 * a parameter written as junk, as a number no contract means ('007', '1e400', '９'), as a broken
 * percent escape, left out, repeated, or one the contract does not have.
 */
export interface UrlParts {
  text: string;
  names: string[];
}

/** A hostile value: percent-encoded junk, or a raw piece that breaks decoding itself. */
const hostileText = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_PARAMS).map(encodeURIComponent), weight: 3 },
  { arbitrary: fc.constantFrom(...RAW_URL_PIECES), weight: 1 },
);

function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function schemaOf(params: readonly Parameter[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/** The path with each {param} filled: from the contract (or the world's named ids), or junk for one. */
export function pathArb(op: Operation, named: NamedValues, hostile: boolean): fc.Arbitrary<UrlParts> {
  const params = op.parameters.filter((p) => p.in === 'path');
  const valid = objectArb(schemaOf(params), named).map((values) =>
    Object.fromEntries(
      params.map((p) => {
        const value = p.name in named ? named[p.name] : values[p.name];
        // The wildcard carries a key with its slashes; a single segment is encoded.
        return [p.name, p.name === '*' ? asText(value) : encodeURIComponent(asText(value))];
      }),
    ),
  );
  const spoiled = hostile
    ? fc
        .tuple(valid, fc.nat(), hostileText, fc.constantFrom('', '../../../etc/passwd', 'a/../../b', 'x/'.repeat(200)))
        .map(([values, pick, junk, traversal]) => {
          const victim = params[pick % Math.max(params.length, 1)];
          if (victim) values[victim.name] = victim.name === '*' && pick % 2 ? traversal : junk;
          return values;
        })
    : valid;
  return spoiled.map((values) => ({
    text: op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? ''),
    names: params.map((p) => p.name),
  }));
}

type Pair = [string, string];

function pairsOf(values: Record<string, unknown>): Pair[] {
  return Object.entries(values).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((v) => v !== undefined && v !== null)
      .map((v): Pair => [encodeURIComponent(key), encodeURIComponent(asText(v))]),
  );
}

type QueryFault = 'junk' | 'drop' | 'repeat' | 'extra';

function spoil(pairs: Pair[], params: readonly Parameter[], fault: QueryFault, pick: number, junk: string): Pair[] {
  const name = params.length ? encodeURIComponent(params[pick % params.length]!.name) : 'extra';
  const others = pairs.filter(([k]) => k !== name);
  if (fault === 'drop') return others;
  if (fault === 'repeat') return [...pairs, [name, junk], [name, '1']];
  if (fault === 'extra') return [...pairs, [pick % 2 ? 'extra' : 'a[b]', junk]];
  return [...others, [name, junk]];
}

/** The query: valid values of the declared parameters, or with one of them spoiled. */
export function queryArb(op: Operation, named: NamedValues, hostile: boolean): fc.Arbitrary<UrlParts> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const valid = objectArb(schemaOf(params), named).map(pairsOf);
  const pairs = hostile
    ? fc
        .tuple(
          valid,
          fc.constantFrom<QueryFault>('junk', 'junk', 'junk', 'drop', 'repeat', 'extra'),
          fc.nat(),
          hostileText,
        )
        .map(([ps, fault, pick, junk]) => spoil(ps, params, fault, pick, junk))
    : valid;
  return pairs.map((ps) => ({
    text: ps.length ? `?${ps.map(([k, v]) => `${k}=${v}`).join('&')}` : '',
    names: ps.map(([k]) => safeDecode(k)),
  }));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Header values HTTP allows (visible ASCII) that no contract means. */
const HOSTILE_HEADERS = ['', ' ', 'x'.repeat(1_000), '0', '-1', 'null', '"quoted"', "'; DROP TABLE x; --", '../..'];

export function headerArb(op: Operation, hostile: boolean): fc.Arbitrary<{ headers: Record<string, string> }> {
  const params = op.parameters.filter((p) => p.in === 'header');
  if (params.length === 0) return fc.constant({ headers: {} });
  const value = hostile ? fc.constantFrom(...HOSTILE_HEADERS) : fc.stringMatching(/^[A-Za-z0-9-]{1,64}$/);
  return fc
    .tuple(...params.map((p) => fc.option(value, { nil: undefined }).map((v) => [p.name, v] as const)))
    .map((entries) => ({
      headers: Object.fromEntries(entries.filter((e): e is readonly [string, string] => e[1] !== undefined)),
    }));
}

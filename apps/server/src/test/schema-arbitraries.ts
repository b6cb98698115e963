import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';
import { fits, valueOf, type NamedValues } from './schema-values.js';

/**
 * fast-check arbitraries of values a schema accepts, leaning on its edges: the bounds themselves,
 * zero and minus zero where allowed, the longest strings and lists, unicode, and the named values of
 * the world (ids of real rows) so that valid requests reach past the lookups into the writes.
 */

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** Lists longer than this are only tried at their exact maximum. */
const SHORT_LIST = 4;

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function lowerBound(schema: JsonSchema, fallback: number): number {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum;
  return schema.minimum ?? fallback;
}

function upperBound(schema: JsonSchema, fallback: number): number {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum;
  return schema.maximum ?? fallback;
}

function integerArb(schema: JsonSchema): fc.Arbitrary<number> {
  const lo = Math.ceil(lowerBound(schema, -MAX_SAFE));
  const hi = Math.floor(upperBound(schema, MAX_SAFE));
  const edges = [lo, hi, lo + 1, hi - 1, 0, 1, -1, 2 ** 31 - 1, 2 ** 31].filter(
    (n) => n >= lo && n <= hi && fits(schema, n),
  );
  const inRange =
    lo >= -(2 ** 31) && hi <= 2 ** 31 - 1
      ? fc.integer({ min: lo, max: hi })
      : fc.double({ min: lo, max: hi, noNaN: true }).map((n) => Math.min(hi, Math.max(lo, Math.trunc(n))));
  return edges.length > 0 ? fc.oneof(fc.constantFrom(...edges), inRange) : inRange;
}

function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const lo = lowerBound(schema, -Number.MAX_VALUE);
  const hi = upperBound(schema, Number.MAX_VALUE);
  const edges = [lo, hi, 0, -0, 1e-300, 0.1, 0.5, 1e30, 1e308, -1].filter((n) => fits(schema, n));
  const inRange = fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  return edges.length > 0 ? fc.oneof(fc.constantFrom(...edges), inRange) : inRange;
}

/** Text that is not plain ASCII: accents, scripts written right to left, emoji, combining marks. */
const UNICODE_UNITS = ['é', 'ß', 'अ', 'ا', '中', '😀', 'e\u0301', '\u200b', ' ', 'x'];

function plainStringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  const unit = fc.constantFrom(...UNICODE_UNITS);
  const fitting = (s: string) => s.length >= min && [...s].length <= max;
  const small = ['x'.repeat(min), ' '.repeat(Math.max(min, 1))].filter(fitting);
  // The longest text the contract takes, in one-, two- and four-byte characters: rare, as it is slow.
  const longest = ['x', 'é', '😀'].map((c) => c.repeat(Math.max(min, max))).filter(fitting);
  const short = fc
    .array(unit, { minLength: min, maxLength: Math.min(max, Math.max(min, 24)) })
    .map((units) => units.join(''))
    .filter(fitting);
  return fc.oneof(
    { arbitrary: short, weight: 4 },
    { arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 24) }), weight: 4 },
    ...(small.length ? [{ arbitrary: fc.constantFrom(...small), weight: 1 }] : []),
    ...(longest.length ? [{ arbitrary: fc.constantFrom(...longest), weight: 1 }] : []),
  );
}

/**
 * One arbitrary per pattern for the whole run: building one took about 10 ms (fast-check checks its
 * list of awkward strings against every character class), and the same few patterns (ids, dates) sit
 * in hundreds of fields; the route fuzz spent a third of its time building them.
 */
const matching = new Map<string, fc.Arbitrary<string>>();

function matchingArb(pattern: string): fc.Arbitrary<string> {
  let arb = matching.get(pattern);
  if (!arb) matching.set(pattern, (arb = fc.stringMatching(new RegExp(pattern))));
  return arb;
}

function stringArb(schema: JsonSchema, fallback: unknown): fc.Arbitrary<string> {
  if (schema.format === 'binary') return fc.constant('');
  if (!schema.pattern) return plainStringArb(schema);
  const made = String(fallback);
  // A generated match may break a length bound the pattern does not carry: then the made value stands in.
  return fc.oneof(fc.constant(made), matchingArb(schema.pattern)).map((s) => (fits(schema, s) ? s : made));
}

function arrayArb(schema: JsonSchema, named: NamedValues): fc.Arbitrary<unknown[]> {
  const item = validArb(schema.items ?? {}, '', named);
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? 1000;
  const short = fc.array(item, { minLength: min, maxLength: Math.max(min, Math.min(max, SHORT_LIST)) });
  const longest = fc.array(item, { minLength: max, maxLength: max });
  return max > SHORT_LIST ? fc.oneof({ arbitrary: short, weight: 4 }, { arbitrary: longest, weight: 1 }) : short;
}

/**
 * Arbitraries built once per schema, field name and named values: building one (parsing a pattern,
 * making the longest texts) costs far more than drawing values from it.
 */
const built = new WeakMap<JsonSchema, WeakMap<NamedValues, Map<string, fc.Arbitrary<unknown>>>>();

function memo<T>(schema: JsonSchema, name: string, named: NamedValues, build: () => fc.Arbitrary<T>): fc.Arbitrary<T> {
  let byNamed = built.get(schema);
  if (!byNamed) built.set(schema, (byNamed = new WeakMap()));
  let byName = byNamed.get(named);
  if (!byName) byNamed.set(named, (byName = new Map()));
  let arb = byName.get(name);
  if (!arb) byName.set(name, (arb = build()));
  return arb as fc.Arbitrary<T>;
}

/** An object with its required properties and any subset of the optional ones. */
export function objectArb(schema: JsonSchema, named: NamedValues): fc.Arbitrary<Record<string, unknown>> {
  return memo(schema, '\u0000object', named, () => buildObjectArb(schema, named));
}

function buildObjectArb(schema: JsonSchema, named: NamedValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const arbs: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) arbs[name] = validArb(property, name, named);
  return fc.record(arbs, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}

/** A value of the schema; for a field with a named value that fits, that value half of the time. */
export function validArb(schema: JsonSchema, name: string, named: NamedValues): fc.Arbitrary<unknown> {
  return memo(schema, name, named, () => buildValidArb(schema, name, named));
}

function buildValidArb(schema: JsonSchema, name: string, named: NamedValues): fc.Arbitrary<unknown> {
  const generated = generatedArb(schema, name, named);
  if (name in named && fits(schema, named[name])) return fc.oneof(fc.constant(named[name]), generated);
  return generated;
}

function generatedArb(schema: JsonSchema, name: string, named: NamedValues): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  const base: fc.Arbitrary<unknown> = options
    ? fc.oneof(...options.map((o) => validArb(o, name, named)))
    : schema.allOf
      ? validArb(Object.assign({}, ...schema.allOf) as JsonSchema, name, named)
      : byType(schema, name, named);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function byType(schema: JsonSchema, name: string, named: NamedValues): fc.Arbitrary<unknown> {
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'integer':
      return integerArb(schema);
    case 'number':
      return numberArb(schema);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArb(schema, valueOf(schema, name, named));
    case 'array':
      return arrayArb(schema, named);
    case 'object':
      return objectArb(schema, named);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

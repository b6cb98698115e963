import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

type Check = ReturnType<typeof Compile>;

/**
 * TypeBox writes and compiles a checking function for each part of each route's schema when the app
 * boots. Every app built in one process has the same routes over the same schema objects (the tests
 * build one or more per file, and a worker runs many files), so each schema object is compiled once
 * per process. Keyed by the object, not its text: TypeBox keeps what a schema is in properties that
 * JSON leaves out.
 */
const compiled = new WeakMap<object, Check>();

function checkOf(schema: TSchema): Check {
  let check = compiled.get(schema);
  if (!check) {
    check = Compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

/**
 * As @fastify/type-provider-typebox's compiler: query, path and header values are converted from
 * text first. The conversion reads property names as patterns, and the router names a wildcard
 * parameter `*` (an invalid pattern), so a params schema with `*` would answer 500 on every request.
 * Such a schema is checked without conversion: a wildcard and its companions are text anyway.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = checkOf(schema);
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  const convert = httpPart !== 'body' && !(httpPart === 'params' && '*' in properties);
  // Headers carry tokens and vary by browser: converted every time, never remembered.
  const conversions = httpPart === 'querystring' || httpPart === 'params' ? createConversions(schema) : null;
  return (value: unknown) => {
    const converted = !convert ? value : conversions ? conversions.of(value) : Value.Convert(schema, value);
    return check.Check(converted) ? { value: converted } : { error: check.Errors(converted) as never };
  };
};

/** Distinct query strings (or paths) remembered per schema; past that the memory starts again. */
const CONVERSIONS_KEPT = 500;

/**
 * Value.Convert walks the schema on every call (about 30 µs for a report's query of a few ids, more
 * than the rest of a kept answer's work): a hot read repeats the same few texts, so their conversion
 * is remembered by their JSON. Each call gets its own copy (a handler may change its query object).
 */
function createConversions(schema: TSchema) {
  const kept = new Map<string, unknown>();
  return {
    of(value: unknown): unknown {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return Value.Convert(schema, value);
      const key = JSON.stringify(value);
      let converted = kept.get(key);
      if (converted === undefined) {
        converted = Value.Convert(schema, value);
        if (kept.size >= CONVERSIONS_KEPT) kept.clear();
        kept.set(key, converted);
      }
      return converted !== null && typeof converted === 'object' ? structuredCopy(converted) : converted;
    },
  };
}

/** A copy of a converted query or path: its values are texts, numbers, booleans and arrays of them. */
function structuredCopy(value: object): unknown {
  if (Array.isArray(value))
    return value.map((v: unknown) => (v !== null && typeof v === 'object' ? structuredCopy(v) : v));
  // Spread defines each key as the copy's own (a query's `__proto__` key stays a key, never the
  // copy's prototype); a nested value is then written over that own key, as a plain key.
  const copy: Record<string, unknown> = { ...value };
  for (const k of Object.keys(copy)) {
    const v = copy[k];
    if (v !== null && typeof v === 'object') copy[k] = structuredCopy(v);
  }
  return copy;
}

import type { JsonSchema } from './openapi-operations.js';

/**
 * Values for fields by name: the authorisation matrix fills `uuid`, `school_id`, `content_id`, ...
 * with another person's or another school's ids, so that each call is pointed at other people's data.
 */
export type NamedValues = Readonly<Record<string, unknown>>;

const UUID_PATTERN = /\[0-9a-fA-F\]\{8\}/;

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Whether a value is of the schema's type (loosely: enough to choose between named and made values). */
export function fits(schema: JsonSchema, value: unknown): boolean {
  if (value === null) return schema.nullable === true || typesOf(schema).includes('null');
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.some((o) => fits(o, value));
  if (schema.enum) return schema.enum.includes(value);
  if (schema.const !== undefined) return schema.const === value;
  const types = typesOf(schema);
  if (types.length === 0) return true;
  return types.some((type) => {
    if (type === 'integer') return Number.isInteger(value) && inRange(schema, value as number);
    if (type === 'number') return typeof value === 'number' && inRange(schema, value);
    if (type === 'string') return typeof value === 'string' && matches(schema, value);
    if (type === 'boolean') return typeof value === 'boolean';
    if (type === 'array') return Array.isArray(value) && (!schema.items || value.every((v) => fits(schema.items!, v)));
    if (type === 'object') return typeof value === 'object' && !Array.isArray(value);
    return false;
  });
}

function inRange(schema: JsonSchema, n: number): boolean {
  return (schema.minimum === undefined || n >= schema.minimum) && (schema.maximum === undefined || n <= schema.maximum);
}

function matches(schema: JsonSchema, text: string): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern).test(text);
}

/** A plain value of a schema, when no named value fits: the smallest valid one. */
function madeValue(schema: JsonSchema, named: NamedValues): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return madeValue(options.find((o) => !typesOf(o).includes('null')) ?? options[0]!, named);
  if (schema.allOf) return madeValue(Object.assign({}, ...schema.allOf) as JsonSchema, named);
  const type = typesOf(schema).find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1);
      return Array.from({ length: count }, () => valueOf(schema.items ?? {}, '', named));
    }
    case 'object':
      return objectOf(schema, named);
    case 'string':
      return stringOf(schema);
    default:
      return null;
  }
}

function stringOf(schema: JsonSchema): string {
  if (schema.pattern && UUID_PATTERN.test(schema.pattern)) return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
  if (schema.format === 'email') return 'nobody@example.com';
  if (schema.pattern && /\\d/.test(schema.pattern) && /:/.test(schema.pattern)) return '00:05:00';
  if (schema.pattern && /^\^\\d/.test(schema.pattern)) return '1'.repeat(Math.max(schema.minLength ?? 1, 1));
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** The value of a field: the named one when it fits the schema, else a made one. */
export function valueOf(schema: JsonSchema, name: string, named: NamedValues): unknown {
  if (name in named) {
    const value = named[name];
    if (fits(schema, value)) return value;
    // A list field named like an id field gets the id in a list (content_ids: [id]).
    if (typesOf(schema).includes('array') && schema.items && fits(schema.items, value)) return [value];
    if (typesOf(schema).includes('string') && typeof value === 'number' && fits(schema, String(value))) {
      return String(value);
    }
    // Lists written as text ("syllabusIds=1,2") take the named list joined.
    if (typesOf(schema).includes('string') && Array.isArray(value) && fits(schema, value.join(','))) {
      return value.join(',');
    }
  }
  return madeValue(schema, named);
}

/**
 * An object of a schema: its required properties, and every optional one that has a named value
 * (the fields that point the call at somebody's data).
 */
export function objectOf(schema: JsonSchema, named: NamedValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(name) || name in named) out[name] = valueOf(property, name, named);
  }
  return out;
}

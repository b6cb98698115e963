import type { JsonSchema, Operation } from './openapi-operations.js';

/**
 * Every number in every contract has bounds. The inputs of an operation (path,
 * query, headers, body, form) whose numbers lack a minimum or maximum, whose text has no length
 * limit, or whose lists have no length limit; each as `place:path (what is missing)`.
 */
export function unboundedInputs(op: Operation): string[] {
  const out: string[] = [];
  for (const p of op.parameters) walk(p.schema, `${p.in}:${p.name}`, out);
  if (op.body) walk(op.body, 'body', out);
  if (op.form) walk(op.form, 'form', out);
  return out;
}

/** A pattern bounds the length of what it matches when it is anchored and repeats nothing without end. */
export function isBoundedPattern(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return false;
  const bare = pattern.replace(/\\./g, '');
  return !/[*+]|\{\d+,\}/.test(bare);
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function hasNumberBounds(schema: JsonSchema): boolean {
  const low = schema.minimum !== undefined || typeof schema.exclusiveMinimum === 'number';
  const high = schema.maximum !== undefined || typeof schema.exclusiveMaximum === 'number';
  return low && high;
}

function hasTextBound(schema: JsonSchema): boolean {
  if (schema.maxLength !== undefined || schema.format === 'binary') return true;
  return schema.pattern !== undefined && isBoundedPattern(schema.pattern);
}

function walk(schema: JsonSchema | undefined, at: string, out: string[]): void {
  if (!schema || schema.const !== undefined || schema.enum) return;
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    walk(option, at, out);
  }
  for (const type of typesOf(schema)) {
    if ((type === 'integer' || type === 'number') && !hasNumberBounds(schema))
      out.push(`${at} (${type} without min and max)`);
    if (type === 'string' && !hasTextBound(schema)) out.push(`${at} (string without maxLength)`);
    if (type === 'array') {
      if (schema.maxItems === undefined) out.push(`${at} (list without maxItems)`);
      walk(schema.items, `${at}[]`, out);
    }
    if (type === 'object') {
      for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, `${at}.${name}`, out);
    }
  }
}

import type { ReasonRef } from './app-error.js';

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A field the schema refused and why, as a reason of the catalogue (its message names the field). */
export interface FieldReason extends ReasonRef {
  field: string;
}

function joinPath(base: string, name: string): string {
  return base ? `${base}.${name}` : name;
}

/** A JSON pointer segment as the client wrote the name: `~1` is a slash and `~0` a tilde (RFC 6901). */
function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

const TYPE_REASONS: Record<string, ReasonRef['reason']> = {
  string: 'validation.notText',
  integer: 'validation.notWholeNumber',
  number: 'validation.notNumber',
  boolean: 'validation.notTrueFalse',
  array: 'validation.notList',
};

const limit = (p: Record<string, unknown>) => Number(p.limit ?? 0);

/** The reason of one issue that names a single value (not required or extra properties). */
function reasonOf(issue: ValidationIssue): ReasonRef {
  const p = issue.params;
  switch (issue.keyword) {
    case 'maxLength':
      return { reason: 'validation.tooLong', params: { count: limit(p) } };
    case 'minLength':
      return { reason: 'validation.tooShort', params: { count: limit(p) } };
    case 'maxItems':
      return { reason: 'validation.tooMany', params: { count: limit(p) } };
    case 'minItems':
      return { reason: 'validation.tooFew', params: { count: limit(p) } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { reason: 'validation.tooSmall', params: { limit: limit(p) } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { reason: 'validation.tooLarge', params: { limit: limit(p) } };
    case 'type':
      return { reason: TYPE_REASONS[String(p.type)] ?? 'validation.invalid' };
    case 'format':
    case 'pattern':
      return { reason: 'validation.badFormat' };
    default:
      return { reason: 'validation.invalid' };
  }
}

/** The values a field may take, when the schema lists them (a union of constants, an enum). */
function choicesOf(issues: readonly ValidationIssue[]): string[] {
  const out: string[] = [];
  for (const issue of issues) {
    if (issue.keyword === 'const') out.push(String(issue.params.allowedValue));
    if (issue.keyword === 'enum') out.push(...((issue.params.allowedValues as unknown[]) ?? []).map(String));
  }
  return [...new Set(out)];
}

/**
 * The fields a schema refused, named as the client sent them (`username`, `items.0.id`), from
 * TypeBox's or Ajv's issues: one reason per field, the first that names it (a listed set of values
 * gathered from all of the field's issues).
 */
export function fieldReasons(issues: readonly ValidationIssue[], context: string): FieldReason[] {
  const out = new Map<string, ReasonRef>();
  const byField = new Map<string, ValidationIssue[]>();
  const put = (field: string, reason: ReasonRef) => {
    if (!out.has(field)) out.set(field, reason);
  };
  for (const issue of issues) {
    const base = issue.instancePath.split('/').filter(Boolean).map(unescapePointer).join('.');
    const p = issue.params;
    if (issue.keyword === 'required') {
      const names = (p.requiredProperties as string[] | undefined) ?? [p.missingProperty as string];
      for (const name of names) put(joinPath(base, name), { reason: 'validation.required' });
    } else if (issue.keyword === 'additionalProperties') {
      const names = (p.additionalProperties as string[] | undefined) ?? [p.additionalProperty as string];
      for (const name of names) put(joinPath(base, name) || context, { reason: 'validation.notAllowed' });
    } else if (issue.keyword === 'boolean') {
      // TypeBox reports an extra property as the sub-schema `false` at its own path (a property
      // named '' has no name of its own: the part as a whole is named).
      put(base || context, { reason: 'validation.notAllowed' });
    } else {
      const field = base || context;
      byField.set(field, [...(byField.get(field) ?? []), issue]);
      const choices = choicesOf(byField.get(field)!);
      if (choices.length > 0)
        out.set(field, { reason: 'validation.notOneOf', params: { choices: choices.join(', ') } });
      else put(field, reasonOf(issue));
    }
  }
  return [...out].map(([field, reason]) => ({ field, ...reason }));
}

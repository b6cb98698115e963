import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

/** One validation error as TypeBox reports it. */
interface Issue {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

type Json = Record<string, unknown>;

/**
 * The schema as the server's answers obey it. The server serialises every answer through its
 * response schema, which drops any field the schema does not name; so a fake answer with such a
 * field shows the web something it will never get. Closing each object makes that field an error.
 */
function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = closeObjects(value);
  const open = 'additionalProperties' in out || 'patternProperties' in out;
  if (out.type === 'object' && 'properties' in out && !open) out.additionalProperties = false;
  return out;
}

type Validator = ReturnType<typeof Compile>;
const answerValidators = new WeakMap<TSchema, { schema: Json; validator: Validator }>();
const requestValidators = new WeakMap<TSchema, { schema: Json; validator: Validator }>();

function compiled(schema: TSchema, strict: boolean) {
  const cache = strict ? answerValidators : requestValidators;
  let found = cache.get(schema);
  if (!found) {
    // JSON keeps the schema and drops TypeBox's own markers: what the server's serialiser sees.
    const plain = JSON.parse(JSON.stringify(schema)) as Json;
    const used = (strict ? closeObjects(plain) : plain) as Json;
    found = { schema: used, validator: Compile(used as TSchema) };
    cache.set(schema, found);
  }
  return found;
}

/**
 * `data.contents[0].resume_time` from `/data/contents/0/resume_time`, under a name for the root
 * (`body`, `query`); an empty root names the top-level fields as they are.
 */
function pathOf(root: string, instancePath: string): string {
  const path = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((at, part) => (/^\d+$/.test(part) ? `${at}[${part}]` : at ? `${at}.${part}` : part), root);
  return path || 'the whole value';
}

function valueAt(value: unknown, instancePath: string): unknown {
  let at = value;
  for (const part of instancePath.split('/').slice(1)) {
    at = typeof at === 'object' && at !== null ? (at as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return at;
}

function shown(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function schemaAt(schema: Json, schemaPath: string): Json {
  let at: unknown = schema;
  for (const part of schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean)) at = (at as Json)[part];
  return (at ?? {}) as Json;
}

/** A short word for what a union branch accepts: `1`, `"video"`, `null`, `an object`. */
function describe(branch: Json): string {
  if ('const' in branch) return JSON.stringify(branch.const);
  if (Array.isArray(branch.enum)) return branch.enum.map((v) => JSON.stringify(v)).join(' or ');
  if (branch.type === 'null') return 'null';
  if (branch.type === 'object') return 'an object';
  if (branch.type === 'array') return 'an array';
  if (typeof branch.type === 'string') return `a${/^[aeiou]/.test(branch.type) ? 'n' : ''} ${branch.type}`;
  return 'another shape';
}

function line(root: string, issue: Issue, value: unknown): string {
  const path = pathOf(root, issue.instancePath);
  if (issue.keyword === 'required') {
    const names = (issue.params.requiredProperties as string[] | undefined) ?? [String(issue.params.missingProperty)];
    return `${path}: misses ${names.join(', ')}, which the contract requires`;
  }
  if (issue.keyword === 'additionalProperties') {
    const names = (issue.params.additionalProperties as string[] | undefined) ?? [];
    return `${path}: has ${names.join(', ')}, which the contract does not name (the server never sends it)`;
  }
  return `${path}: ${issue.message} (got ${shown(valueAt(value, issue.instancePath))})`;
}

/**
 * Readable lines from TypeBox's errors. A union reports every branch's errors; the branch the value
 * has the shape of (its errors lie deeper, or are about its fields) says what is wrong; when none
 * has, the line names the alternatives.
 */
function explain(issues: Issue[], schema: Json, value: unknown, root: string): string[] {
  const unions = issues.filter((i) => i.keyword === 'anyOf');
  const outer = unions.filter((u) => !unions.some((o) => o !== u && u.schemaPath.startsWith(`${o.schemaPath}/anyOf/`)));
  const used = new Set<Issue>(unions);
  const lines: string[] = [];
  for (const union of outer) {
    const base = `${union.schemaPath}/anyOf/`;
    const inside = issues.filter((i) => i.schemaPath.startsWith(base));
    inside.forEach((i) => used.add(i));
    const branches = new Map<string, Issue[]>();
    for (const issue of inside) {
      const index = issue.schemaPath.slice(base.length).split('/')[0]!;
      branches.set(index, [...(branches.get(index) ?? []), issue]);
    }
    const fitting = [...branches.values()].find((errors) =>
      errors.every(
        (e) => e.instancePath.length > union.instancePath.length || /^(required|additionalProperties)$/.test(e.keyword),
      ),
    );
    if (fitting) {
      lines.push(...explain(fitting, schema, value, root));
    } else {
      const options = ((schemaAt(schema, union.schemaPath).anyOf as Json[] | undefined) ?? []).map(describe);
      const got = shown(valueAt(value, union.instancePath));
      lines.push(`${pathOf(root, union.instancePath)}: must be ${options.join(' or ')} (got ${got})`);
    }
  }
  for (const issue of issues) {
    // `boolean` repeats an additionalProperties error at the extra field's own path.
    if (!used.has(issue) && issue.keyword !== 'boolean') lines.push(line(root, issue, value));
  }
  return [...new Set(lines)];
}

/**
 * What is wrong with an answer's value against its contract schema, one line per problem, each
 * naming the path from `root` (e.g. `data.contents[0].resume_time`). Fields the schema does not
 * name are problems: the server's serialiser drops them.
 */
export function answerProblems(schema: TSchema, value: unknown, root: string): string[] {
  const { schema: used, validator } = compiled(schema, true);
  if (validator.Check(value)) return [];
  return explain([...validator.Errors(value)] as Issue[], used, value, root);
}

/**
 * What the server's validator would refuse in a request part. Bodies are checked as sent; query
 * strings and path parameters are converted first (digits to numbers), as the server does.
 */
export function requestProblems(schema: TSchema, value: unknown, root: string, convert: boolean): string[] {
  const { schema: used, validator } = compiled(schema, false);
  // The server converts with the TypeBox schema itself (type-provider-typebox), not its JSON.
  const checked = convert ? Value.Convert(schema, value) : value;
  if (validator.Check(checked)) return [];
  return explain([...validator.Errors(checked)] as Issue[], used, checked, root);
}

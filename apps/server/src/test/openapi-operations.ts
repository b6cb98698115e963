import type { FastifyInstance } from 'fastify';
import type { Guard, Scope } from '../platform/auth/guards.js';

/** A JSON Schema as the OpenAPI document writes it (3.0: `nullable` instead of a null type). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, with the access its route declared. */
export interface Operation {
  method: string;
  /** As the document writes it: /api/content/interactiveLesson/{contentId}. */
  path: string;
  /** "METHOD path", the operation's name in reports and fixtures. */
  id: string;
  access: { guard: Guard; scope: Scope };
  parameters: Parameter[];
  /** The application/json body schema; null when the call takes none (or takes multipart). */
  body: JsonSchema | null;
  /** The multipart/form-data form of a call that takes files (files are `format: binary`); else null. */
  form: JsonSchema | null;
}

interface RawOperation {
  'x-access'?: { guard: Guard; scope: Scope };
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every operation of the server's own OpenAPI document (GET /api/openapi.json), the list the
 * authorisation matrix and the fuzz test walk: a route added tomorrow is in it without anyone
 * remembering to add it to a test.
 */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, RawOperation>> };
  const operations: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(ops)) {
      const access = raw['x-access'];
      if (!access) throw new Error(`${method.toUpperCase()} ${path} declares no x-access`);
      operations.push({
        method: method.toUpperCase(),
        path,
        id: `${method.toUpperCase()} ${path}`,
        access,
        parameters: raw.parameters ?? [],
        body: raw.requestBody?.content?.['application/json']?.schema ?? null,
        form: raw.requestBody?.content?.['multipart/form-data']?.schema ?? null,
      });
    }
  }
  return operations.sort((a, b) => a.id.localeCompare(b.id));
}

/** The URL of an operation with its path parameters and query filled in. */
export function urlOf(op: Operation, path: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === '*' ? String(path['*'] ?? '') : encodeURIComponent(String(path[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

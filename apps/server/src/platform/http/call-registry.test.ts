import { PlatformModeData } from '@esc/contracts';
import { calls, type CallSpec, type CallTable } from '@esc/contracts/calls';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { responses } from './envelope.js';
import { registerOpenApi } from './openapi.js';

// The call table of packages/contracts is the one source of every /api route (ARCHITECTURE.md: one
// call table): the server registers each route from its entry (call-route.ts), the web's
// `api.call(...)` is typed from it and the web's fake API checks its answers against it. This test
// keeps it so: every entry is served, every served /api route was registered from its entry (none by
// hand), with the entry's guard and scope; and the server's own OpenAPI document and a document made
// from the table, by the same generator, describe each call alike (what a route adds to its entry,
// such as a file answer's description, never changes its parameters, body or answer data).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- OpenAPI documents are read as plain JSON
type Operation = Record<string, any>;
type Document = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function splitKey(key: string): { method: string; path: string } {
  const [method, path] = key.split(' ') as [string, string];
  return { method, path };
}

/** The route schema a call's spec stands for, as the server's routes declare it (envelope.ts). */
function routeSchema(spec: CallSpec) {
  const answer = spec.data === 'file' ? { 200: { description: 'a file' } } : responses(spec.data);
  return {
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    response: spec.noContent ? { ...answer, 204: { description: 'no content' } } : answer,
  };
}

/** A bare Fastify with the server's OpenAPI setup and one route per registry call. */
async function registryDocument(table: CallTable): Promise<Document> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      for (const [key, spec] of Object.entries(table)) {
        const { method, path } = splitKey(key);
        api.route({ method: method as HTTPMethods, url: path, schema: routeSchema(spec), handler: async () => null });
      }
    },
    { prefix: '/api' },
  );
  await app.ready();
  const doc = app.swagger() as unknown as Document;
  await app.close();
  return doc;
}

/** "METHOD /path" of every operation under /api, in the registry's spelling (`:name`, `*`). */
function operations(doc: Document): Map<string, Operation> {
  const out = new Map<string, Operation>();
  for (const [docPath, item] of Object.entries(doc.paths)) {
    if (!docPath.startsWith('/api/')) continue;
    const path = docPath
      .slice('/api'.length)
      .replace(/\{\*\}/g, '*')
      .replace(/\{(\w+)\}/g, ':$1');
    for (const method of METHODS) if (item[method]) out.set(`${method.toUpperCase()} ${path}`, item[method]);
  }
  return out;
}

/** What the web relies on of one operation: its parameters, JSON body, answer data and 204. */
function shape(op: Operation) {
  const parameters = [...((op.parameters as Operation[] | undefined) ?? [])].sort((a, b) =>
    `${a.in} ${a.name}`.localeCompare(`${b.in} ${b.name}`),
  );
  const json = op.requestBody?.content?.['application/json'];
  const data = op.responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
  return {
    parameters,
    body: json ? { required: op.requestBody.required ?? false, schema: json.schema } : null,
    // A 200 without the envelope is a file (a PDF, a CSV, media).
    data: data ?? 'file',
    noContent: '204' in (op.responses ?? {}),
  };
}

/** Every error answer's schema a document declares, whatever its content type. */
function errorSchemas(op: Operation): unknown[] {
  return Object.entries(op.responses ?? {})
    .filter(([status]) => /^[45]/.test(status))
    .flatMap(([, answer]) => Object.values((answer as Operation).content ?? {}).map((c) => (c as Operation).schema));
}

/** The table as plain data, looked up by the key a served route names. */
const entries: Readonly<Record<string, CallSpec>> = calls;

let t: TestApp;
let served: Map<string, Operation>;
let registry: Map<string, Operation>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  served = operations(t.app.swagger() as unknown as Document);
  registry = operations(await registryDocument(calls));
});
afterAll(() => t.close());

describe('the call table (packages/contracts/src/calls) and the served routes', () => {
  it('serve every call of the table, each from its own entry with its guard and scope', () => {
    const fromTable = new Set<string>();
    const byHand: string[] = [];
    for (const { method, url, guard, scope, call } of t.app.routeGuards) {
      // Fastify answers HEAD with the GET route's handler and config.
      const key = `${method === 'HEAD' ? 'GET' : method} ${url.slice('/api'.length)}`;
      if (call !== key) {
        byHand.push(`${method} ${url}`);
        continue;
      }
      fromTable.add(key);
      const entry = entries[key]!;
      expect.soft({ guard, scope }, key).toEqual({ guard: entry.guard, scope: entry.scope });
    }
    expect.soft(byHand, 'served /api routes not registered from the call table (call-route.ts)').toEqual([]);
    const notServed = Object.keys(calls).filter((key) => !fromTable.has(key));
    expect(notServed, 'call table entries the server does not serve').toEqual([]);
  });

  it('document every call but the document itself', () => {
    const documented = [...served.keys()].sort();
    expect(documented).toEqual(
      Object.keys(calls)
        .filter((key) => key !== 'GET /openapi.json')
        .sort(),
    );
  });

  it('give each call the same parameters, body, answer data and 204', () => {
    for (const [key, op] of served) {
      const listed = registry.get(key);
      if (!listed) continue;
      const [servedShape, listedShape] = [shape(op), shape(listed)];
      for (const part of ['parameters', 'body', 'data', 'noContent'] as const) {
        expect.soft(servedShape[part], `${key}: ${part}`).toEqual(listedShape[part]);
      }
    }
  });

  it('answer every error with the error envelope the web checks fakes against', () => {
    const envelope = errorSchemas(registry.get('GET /platform/health')!)[0];
    expect(envelope).toBeDefined();
    for (const [key, op] of served) {
      for (const schema of errorSchemas(op)) expect.soft(schema, key).toEqual(envelope);
    }
  });

  it('sees a drift: a registry entry with another answer differs from the served route', async () => {
    const key = 'GET /platform/health';
    const drifted = operations(
      await registryDocument({ [key]: { guard: 'guest', scope: 'none', data: PlatformModeData } }),
    ).get(key)!;
    expect(shape(drifted).data).not.toEqual(shape(served.get(key)!).data);
    expect(shape(registry.get(key)!).data).toEqual(shape(served.get(key)!).data);
  });
});

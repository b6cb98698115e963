import type { Scope } from '../platform/auth/guards.js';
import { type Caller, type MatrixWorld, VICTIM_SCHOOL } from './matrix-world.js';
import type { createRecordingNotifier } from './recording-notifier.js';
import type { TestApp } from './test-app.js';
import type { Operation } from './openapi-operations.js';
import { objectOf, valueOf, type NamedValues } from './schema-values.js';

/** One request of the matrix: where it points, who may see what it points at, who proves it works. */
export interface MatrixRequest {
  label: string;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  /** A body sent as it is, with its own headers (multipart uploads, a provider's signed delivery). */
  raw?: { payload: Buffer | string; headers: Record<string, string> };
  /** Callers to whom the data pointed at is theirs (or their school's): not judged as outsiders. */
  insiders: readonly Caller[];
  /**
   * The positive control: an insider's call that must succeed, so a refusal of the outsiders means
   * the rule held and not that the request was malformed. null only with a reason.
   */
  positive: Positive | { none: string };
}

/**
 * The insider's call: as a caller of the world, or with a token of its own (an account the call
 * may use up, as a password change does); from an address no outsider used, as a person's own is.
 */
export interface Positive {
  caller?: Caller;
  token?: string;
  status?: number;
  request?: Partial<MatrixRequest>;
  /** The owner's own address when the call depends on it (a network they signed in from before). */
  address?: string;
}

/** What a fixture may use to prepare a request: the app, the world, the messages people were sent. */
export interface FixtureContext {
  t: TestApp;
  world: MatrixWorld;
  inbox: ReturnType<typeof createRecordingNotifier>;
}

/** Per-route adjustments, by operation id ("POST /api/..."); see matrix-fixtures.ts. */
export type Fixture = (ctx: FixtureContext, base: MatrixRequest) => Promise<MatrixRequest | MatrixRequest[]>;

const INSIDERS: Record<Scope, readonly Caller[]> = {
  none: [],
  credential: [],
  self: ['student', 'parent'],
  school: VICTIM_SCHOOL,
  catalogue: VICTIM_SCHOOL,
  owner: ['teacher', 'admin'],
};

const DEFAULT_POSITIVE: Record<Scope, Caller | null> = {
  none: 'student',
  credential: null,
  self: 'student',
  school: 'admin',
  catalogue: 'student',
  owner: 'teacher',
};

function parametersOf(op: Operation, where: 'path' | 'query', named: NamedValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of op.parameters.filter((x) => x.in === where)) {
    if (p.required || p.name in named) out[p.name] = valueOf(p.schema, p.name, named);
  }
  return out;
}

/** The request a route's schema makes, pointed at the victim's data by the world's named values. */
export function baseRequest(op: Operation, world: MatrixWorld): MatrixRequest {
  const positive = DEFAULT_POSITIVE[op.access.scope];
  return {
    label: 'pointed at the victim school',
    path: parametersOf(op, 'path', world.named),
    query: parametersOf(op, 'query', world.named),
    body: op.body ? objectOf(op.body, world.named) : undefined,
    insiders: INSIDERS[op.access.scope],
    positive: positive ? { caller: positive } : { none: 'a credential call needs a fixture with a real credential' },
  };
}

/** The requests of one route: the base one, adjusted by the route's fixture when it has one. */
export async function requestsFor(
  op: Operation,
  ctx: FixtureContext,
  fixtures: Record<string, Fixture>,
): Promise<MatrixRequest[]> {
  const base = baseRequest(op, ctx.world);
  const fixture = fixtures[op.id];
  if (!fixture) return [base];
  const made = await fixture(ctx, base);
  return Array.isArray(made) ? made : [made];
}

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestArb, type FuzzRequest } from './fuzz-requests.js';
import { makeMatrixWorld, type MatrixWorld } from './matrix-world.js';
import { operationsOf } from './openapi-operations.js';
import { answerFault } from './refusal-checks.js';
import { unboundedInputs } from './schema-bounds.js';
import { createTestApp, type TestApp } from './test-app.js';
import { watchWrites, type WriteWatch } from './write-watch.js';

// Every route's path, query, headers and body, fuzzed as a caller its guard admits. No
// answer is a 5xx; every refusal of input is a 400 naming a field of the request; a refusal stores
// nothing. The routes come from the server's own OpenAPI document, so a route added tomorrow is
// fuzzed without anyone adding it here.
//
// FUZZ_SEED replays a run (each route's seed is derived from it and the route's name, so FUZZ_ONLY
// does not change what a route is sent); FUZZ_RUNS raises the number of requests per route (30 by
// default: with 317 routes the test command's 15 minutes on two cores had no room for 50; for a
// deeper look, `FUZZ_RUNS=200 npx vitest run --project server src/platform/http/route-fuzz`);
// FUZZ_ONLY picks routes by a pattern.
// A failure prints the request, the answer and fast-check's seed and path.
//
// The routes are dealt into shards (route-fuzz-N.test.ts), each a file of its own with its own app:
// as one file it ran for a minute and a half on one worker while the other, done with the rest of the
// server's files, waited for it.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Only the routes whose "METHOD path" matches (all by default). */
const ONLY = new RegExp(process.env.FUZZ_ONLY ?? '');

/** A seed per route, so that adding a route does not change what the others are sent. */
function seedOf(id: string): number {
  let hash = SEED | 0;
  for (const char of id) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

/** Which shard a route falls in: by its name, so that adding a route moves no other. */
function shardOf(id: string, shards: number): number {
  return Math.abs(seedOf(`shard:${id}`)) % shards;
}

/**
 * Sends one request as its caller; throws when the answer is a fault (a 5xx, a refusal naming no
 * field of the request) or a refusal stored something.
 */
async function checkRequest(t: TestApp, world: MatrixWorld, writes: WriteWatch, request: FuzzRequest): Promise<void> {
  const token = world.tokens[request.caller];
  const res = await t.app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const fault = answerFault(request, res);
  // What an accepted request queued (telling people of a doubt asked) is done before the next request,
  // so that its writes count as that request's and not as the next one's refusal storing something.
  await t.services.jobs.drain();
  const changed = await writes.changes();
  const refused = res.statusCode >= 400;
  const stored = refused && (changed.tables.length > 0 || changed.files);
  if (!fault && !stored) return;
  const what = [
    fault ? `answered ${fault}` : null,
    stored ? `stored while refusing: ${[...changed.tables, ...(changed.files ? ['files'] : [])].join(', ')}` : null,
  ].filter(Boolean);
  throw new Error(`${what.join('; ')}\n  answer ${res.statusCode}: ${res.body.slice(0, 500)}`);
}

/** Fuzzes the routes of one shard (0-based) of `shards`, in the calling test file. */
export async function fuzzRouteShard(shard: number, shards: number): Promise<void> {
  // The PostgreSQL run has one worker, for which shards only add apps and worlds to build: its first
  // file takes every route and the others are not collected there (vitest.config.ts).
  if (onPostgres) shards = 1;
  // The matrix world's app over a fresh database; Razorpay's webhook secret is set so that the
  // webhook route checks its input rather than answering that payments are not configured.
  const t: TestApp = await createTestApp({
    config: {
      razorpay: {
        keyId: 'rzp_test_fuzz',
        keySecret: 'fuzz-secret',
        webhookSecret: 'fuzz-webhook',
        apiBaseUrl: 'http://127.0.0.1:9',
      },
    },
  });
  const allOperations = await operationsOf(t.app);
  const operations = allOperations.filter((op) => ONLY.test(op.id) && shardOf(op.id, shards) === shard);
  let world: MatrixWorld;
  let writes: WriteWatch;

  beforeAll(async () => {
    world = await makeMatrixWorld(t);
    writes = await watchWrites(t);
    console.info(
      `route fuzz, shard ${shard + 1} of ${shards}: ${operations.length} routes, ${RUNS} requests each, FUZZ_SEED=${SEED}`,
    );
  });
  afterAll(() => t.close());

  const check = (request: FuzzRequest) => checkRequest(t, world, writes, request);

  if (shard === 0) {
    it('bounds every number, text and list of every input', () => {
      const unbounded = allOperations.flatMap((op) => unboundedInputs(op).map((field) => `${op.id} ${field}`));
      expect(unbounded).toEqual([]);
    });
  }

  if (operations.length === 0) {
    // Only under FUZZ_ONLY: the pattern picked no route of this shard.
    it(`fuzzes no route of shard ${shard + 1}: FUZZ_ONLY matched none here`, () => expect(ONLY.source).not.toBe(''));
    return;
  }
  describe('every route, fuzzed', () => {
    for (const op of operations) {
      it(
        op.id,
        async () => {
          // The world names rows and files; the resize route's size is named here, so that valid
          // requests reach the file check behind it.
          const named = { ...world.named, size: '200x120' };
          await fc.assert(fc.asyncProperty(requestArb(op, named), check), { seed: seedOf(op.id), numRuns: RUNS });
        },
        // The slowest routes (roster files, sign-in's password hashing) take about 100 ms a request.
        Math.max(20_000, RUNS * 200),
      );
    }
  });
}

import { afterAll, describe, expect, it } from 'vitest';
import { MATRIX_FIXTURES, METRICS_TOKEN, ROOMS_MATRIX_CONFIG, WEBHOOK_SECRET } from '../../test/matrix-fixtures.js';
import { type FixtureContext, type MatrixRequest, requestsFor } from '../../test/matrix-requests.js';
import { type Caller, CALLERS, LEARNERS_AND_PARENTS, makeMatrixWorld, markersFor } from '../../test/matrix-world.js';
import { type Operation, operationsOf, urlOf } from '../../test/openapi-operations.js';
import { createRecordingNotifier } from '../../test/recording-notifier.js';
import { createTestApp } from '../../test/test-app.js';
import { watchVictims } from '../../test/victim-watch.js';

// The authorisation matrix: every route of the OpenAPI document, every caller, each pointed at other people's
// data. A route's declared guard says who may call it (401 without a signed-in person, 403 for a
// learner or parent on a staff route); its declared scope says whose data it touches, and so who is
// an outsider to the data the request points at. An outsider never gets a 5xx, never an answer
// holding the victim school's people or private catalogue, never changes a row of theirs, never
// gets a call about the victim learner answered or done; an owner-only write is never accepted
// from an outsider. Each request has a positive control (an insider's call that works), so a
// refusal means the rule held, not that the request was malformed.

const inbox = createRecordingNotifier();
// Razorpay's webhook checks its signature only where a webhook secret is set (the demo's checkout
// stays on the test provider): the matrix proves that signature is the webhook's credential.
const t = await createTestApp({
  notifier: inbox.notifier,
  config: {
    razorpay: {
      keyId: 'rzp_test_matrix',
      keySecret: 'matrix-key-secret',
      webhookSecret: WEBHOOK_SECRET,
      apiBaseUrl: 'http://127.0.0.1:9',
    },
    // A notification stream ends right after `ready`, so its positive control reads a whole answer.
    notifyStreamMaxSeconds: 0,
    // BigBlueButton and Zoom against stand-ins: their signatures are the provider callback's credential.
    ...ROOMS_MATRIX_CONFIG,
    // The metrics are served only with a token: the matrix proves it is their one credential.
    metricsToken: METRICS_TOKEN,
  },
});
const world = await makeMatrixWorld(t, inbox);
const ctx: FixtureContext = { t, world, inbox };
const operations = await operationsOf(t.app);
const victimDigest = await watchVictims(t);
afterAll(() => t.close());

interface Sent {
  token?: string;
  /** The caller's own address: outsiders from 10.77.x.1, insiders' positive calls from 10.78.x.1. */
  address: string;
}

async function send(op: Operation, req: MatrixRequest, { token, address }: Sent) {
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: urlOf(op, req.path, req.query),
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...req.raw?.headers },
    remoteAddress: address,
    ...(req.raw ? { payload: req.raw.payload } : req.body !== undefined ? { payload: req.body as object } : {}),
  });
  return { status: res.statusCode, text: res.body };
}

const asCaller = (caller: Caller): Sent => ({
  token: world.tokens[caller],
  address: `10.77.${CALLERS.indexOf(caller) + 1}.1`,
});

/** What the guard alone must answer this caller, or null when the guard lets them through. */
function guardAnswer(op: Operation, caller: Caller): number | null {
  const { guard } = op.access;
  if (guard === 'public' || guard === 'guest') return null;
  if (caller === 'anonymous' || caller === 'guest') return 401;
  if (guard === 'staff' && LEARNERS_AND_PARENTS.includes(caller)) return 403;
  return null;
}

/** Whether the request names the victim learner (a parent's or a teacher's call about them). */
const namesVictim = (req: MatrixRequest) => JSON.stringify([req.path, req.query, req.body]).includes(world.victimUuid);

/** Markers in an answer to this caller; one the caller typed into the request is not given away. */
function leaksOf(caller: Caller, text: string, req?: MatrixRequest): string[] {
  const asked = req ? JSON.stringify([req.path, req.query, req.body, req.raw?.payload.toString()]) : '';
  return markersFor(world, caller).filter((m) => text.includes(m) && !asked.includes(m.replaceAll('"', '')));
}

/** The request with every field naming the victim learner left out: the caller asking about themselves. */
function withoutVictim(req: MatrixRequest): MatrixRequest {
  const keep = (o: unknown) =>
    o && typeof o === 'object' && !Array.isArray(o)
      ? Object.fromEntries(Object.entries(o).filter(([, v]) => v !== world.victimUuid))
      : o;
  return { ...req, query: keep(req.query) as Record<string, unknown>, body: keep(req.body) };
}

async function judge(op: Operation, req: MatrixRequest, caller: Caller, res: { status: number; text: string }) {
  const who = `${caller} got ${res.status}`;
  if (res.status >= 500) return [`${who}: a server error`];
  const expected = guardAnswer(op, caller);
  if (expected !== null)
    return res.status === expected ? [] : [`${who}; the ${op.access.guard} guard answers ${expected}`];
  const ok = res.status >= 200 && res.status < 300;
  if (ok && op.access.scope === 'owner') return [`${who}: an outsider's write was accepted`];
  // A call about the victim learner is theirs and their parent's: answered or done for anyone else
  // it gives away (or changes) what is theirs, whether or not the answer shows a name.
  if (ok && op.access.scope === 'self' && namesVictim(req)) {
    // Unless the uuid was not used at all: the same answer as the caller's own (a guest's sign-in prompt).
    const own = await send(op, withoutVictim(req), asCaller(caller));
    if (own.text !== res.text) return [`${who} for the victim learner`];
  }
  const leaked = leaksOf(caller, res.text, req);
  return leaked.length > 0 ? [`${who} with the victim's ${leaked.join(', ')}`] : [];
}

let positives = 0;

async function positiveControl(op: Operation, req: MatrixRequest): Promise<string[]> {
  if ('none' in req.positive) return [];
  const { caller, token, status, request, address } = req.positive;
  const who = caller ?? 'its own account';
  positives += 1;
  // The owner's own address: one no outsider (and no other positive call) has used.
  const sent = {
    token: token ?? (caller && world.tokens[caller]),
    address: address ?? `10.78.${Math.floor(positives / 250)}.${positives % 250}`,
  };
  const res = await send(op, { ...req, ...request }, sent);
  const fine = status !== undefined ? res.status === status : res.status >= 200 && res.status < 400;
  return fine ? [] : [`positive control: ${who} got ${res.status} (${res.text.slice(0, 300)})`];
}

async function check(op: Operation, req: MatrixRequest): Promise<string[]> {
  const problems: string[] = [];
  // A call about a learner may change only that learner's rows; a school's or the catalogue's, its rows.
  const victim = op.access.scope === 'self' ? world.learnerVictim : world.victim;
  // Work queued by earlier calls (a transcode, a delivery) finishes first, so that only what the
  // outsiders' calls did, directly or through the jobs they queued, shows between the two digests.
  await t.services.jobs.drain();
  const before = await victimDigest(victim);
  for (const caller of CALLERS) {
    if (req.insiders.includes(caller)) continue;
    problems.push(...(await judge(op, req, caller, await send(op, req, asCaller(caller)))));
  }
  await t.services.jobs.drain();
  const after = await victimDigest(victim);
  for (const table of Object.keys(before)) {
    if (before[table] !== after[table]) problems.push(`outsiders changed the victim's rows in ${table}`);
  }
  return [...problems, ...(await positiveControl(op, req))];
}

describe('authorisation matrix', () => {
  it('covers the whole OpenAPI document, and every fixture names a route that exists', () => {
    expect(operations.length).toBeGreaterThan(100);
    const ids = new Set(operations.map((op) => op.id));
    expect(Object.keys(MATRIX_FIXTURES).filter((id) => !ids.has(id))).toEqual([]);
  });

  // A route is called by every caller in turn (about a dozen requests); one that transcodes a video
  // runs ffmpeg for each caller it admits, which on a busy two-core machine passed 20 s.
  for (const op of operations) {
    it(`${op.id} (${op.access.guard}, ${op.access.scope})`, async () => {
      for (const req of await requestsFor(op, ctx, MATRIX_FIXTURES)) {
        expect(await check(op, req), req.label).toEqual([]);
      }
    }, 60_000);
  }

  // Outsiders' writes above (a bookmark of the victim school's content, progress on it, a link
  // asked for) must not show the victim's data in anything the outsiders read afterwards.
  it('after every call above, no outsider reads anything of the victim', async () => {
    const problems: string[] = [];
    for (const op of operations.filter((o) => o.method === 'GET')) {
      for (const req of await requestsFor(op, ctx, MATRIX_FIXTURES)) {
        // Their own view: the same read without naming the victim learner.
        const query = Object.fromEntries(Object.entries(req.query).filter(([, v]) => v !== world.victimUuid));
        for (const caller of CALLERS.filter((c) => !req.insiders.includes(c) && guardAnswer(op, c) === null)) {
          const res = await send(op, { ...req, query }, asCaller(caller));
          const leaked = res.status < 300 ? leaksOf(caller, res.text) : [];
          if (leaked.length > 0) problems.push(`${op.id}: ${caller} reads ${leaked.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

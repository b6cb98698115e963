import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app.js';
import {
  startPrivatePostgres,
  startPrivateReplica,
  type PrivatePostgres,
  type PrivateReplica,
} from '../test/private-postgres.js';
import { createReplicaReads, runWithReadContext, type ReplicaReads } from './replica-reads.js';
import { sql } from 'kysely';

// Reads that tolerate lag go to a streaming replica within a bound of 1 s, never a read that follows
// the reader's own write, and the primary takes them whenever the replica is behind or gone: on a
// real primary and hot standby of this file's own (test/private-postgres.ts).

const MAX_LAG_MS = 1000;
const METRICS_TOKEN = 'metrics-token-of-this-test-0123456789';
let primary: PrivatePostgres;
let replica: PrivateReplica;
let primaryPool: pg.Pool;
let replicaAdmin: pg.Client;
let reads: ReplicaReads;
const warnings: string[] = [];

beforeAll(async () => {
  primary = await startPrivatePostgres();
  primaryPool = new pg.Pool({ connectionString: primary.url, max: 4 });
  await primaryPool.query('create table notes (id integer primary key, body text not null)');
  replica = startPrivateReplica(primary.url);
  replicaAdmin = new pg.Client({ connectionString: replica.url });
  await replicaAdmin.connect();
  reads = createReplicaReads({
    primary: primaryPool,
    replicaUrl: replica.url,
    maxLagMs: MAX_LAG_MS,
    clock: Date.now,
    intervalMs: 50,
    warn: (message) => warnings.push(message),
  });
  reads.start();
}, 60_000);

afterAll(async () => {
  await reads?.stop();
  await replicaAdmin?.end().catch(() => undefined);
  await primaryPool?.end();
  replica?.remove();
  primary?.remove();
});

/** Whether a read through the lag-tolerant database ran on the standby, and what it saw of note `id`. */
async function readNote(id: number): Promise<{ onReplica: boolean; body: string | null }> {
  const { rows } = await sql<{ standby: boolean; body: string | null }>`
    select pg_is_in_recovery() as standby, (select body from notes where id = ${id}) as body`.execute(reads.db);
  return { onReplica: rows[0]!.standby, body: rows[0]!.body };
}

const inContext = <T>(context: { primaryOnly: boolean; readAfter: number | null }, work: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => runWithReadContext(context, () => void work().then(resolve, reject)));

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await reads.lag.measure();
  }
}

describe('reads that tolerate lag, with a streaming replica', () => {
  it('go to the replica once it is caught up, and a write shows there within the bound', async () => {
    await until(() => (reads.lag.lagMs() ?? Infinity) < MAX_LAG_MS, 'the replica is within the bound');
    await primaryPool.query(`insert into notes values (1, 'first')`);
    await until(async () => (await readNote(1)).body === 'first', 'the replica shows the write');
    expect(await readNote(1)).toEqual({ onReplica: true, body: 'first' });
  });

  it('go to the primary in a request that writes, and after the reader’s own write until the replica holds it', async () => {
    await until(() => (reads.lag.lagMs() ?? Infinity) < MAX_LAG_MS, 'the replica is within the bound');
    expect((await inContext({ primaryOnly: true, readAfter: null }, () => readNote(1))).onReplica).toBe(false);

    // The replica stops replaying: a write made now is not on it.
    await replicaAdmin.query('select pg_wal_replay_pause()');
    await primaryPool.query(`insert into notes values (2, 'mine')`);
    const wroteAt = Date.now();
    // Someone else's read, within the bound, is served by the replica without the write...
    const other = await readNote(2);
    expect(other).toEqual({ onReplica: true, body: null });
    // ...the writer's own read (its read-after moment) by the primary, with it.
    expect(await inContext({ primaryOnly: false, readAfter: wroteAt }, () => readNote(2))).toEqual({
      onReplica: false,
      body: 'mine',
    });
    // Past the bound, everyone's reads go to the primary.
    await until(() => (reads.lag.lagMs() ?? Infinity) > MAX_LAG_MS, 'the replica is past the bound');
    expect(await readNote(2)).toEqual({ onReplica: false, body: 'mine' });

    await replicaAdmin.query('select pg_wal_replay_resume()');
    await until(() => (reads.lag.lagMs() ?? Infinity) < MAX_LAG_MS, 'the replica is back within the bound');
    expect(await inContext({ primaryOnly: false, readAfter: wroteAt }, () => readNote(2))).toEqual({
      onReplica: true,
      body: 'mine',
    });
  });

  it('go to the primary, without an error, when the replica is stopped, and back to it when it returns', async () => {
    await replicaAdmin.end();
    replica.stop();
    const before = reads.counts().primary;
    // The first read may still take a pooled connection to the stopped replica: it is run again on the primary.
    expect(await readNote(1)).toEqual({ onReplica: false, body: 'first' });
    expect(await readNote(1)).toEqual({ onReplica: false, body: 'first' });
    expect(reads.counts().primary).toBeGreaterThanOrEqual(before + 2);
    expect(warnings.some((w) => /replica/.test(w))).toBe(true);

    replica.start();
    await until(() => (reads.lag.lagMs() ?? Infinity) < MAX_LAG_MS, 'the restarted replica is within the bound');
    expect(await readNote(1)).toEqual({ onReplica: true, body: 'first' });
  });
});

describe('the read-after cookie', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      ownDatabaseUrl: primary.url,
      config: { replica: { url: replica.url, maxLagMs: MAX_LAG_MS }, metricsToken: METRICS_TOKEN },
      // Probes of the hook: a write that is done, one that is refused, and a read.
      routes: (server) => {
        const config = { config: { guard: 'public', scope: 'none' } } as const;
        server.post('/api/probe/done', config, async () => ({ ok: true }));
        server.post('/api/probe/refused', config, async (_request, reply) => reply.code(400).send({ ok: false }));
        server.get('/api/probe/read', config, async () => ({ ok: true }));
      },
    });
  }, 60_000);
  afterAll(() => app?.close());

  it('is set by a write’s answer for the lag bound and a little more, and not by a refusal or a read', async () => {
    const refused = await call(app.app, 'POST', '/api/probe/refused', { body: {} });
    expect(refused.status).toBe(400);
    expect(refused.headers['set-cookie']).toBeUndefined();

    const before = Date.now();
    const done = await call(app.app, 'POST', '/api/probe/done', { body: {} });
    expect(done.status).toBe(200);
    const cookie = String(done.headers['set-cookie']);
    const moment = Number(/esc_read_after=(\d+)/.exec(cookie)?.[1]);
    expect(moment).toBeGreaterThanOrEqual(before);
    expect(moment).toBeLessThanOrEqual(Date.now());
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThanOrEqual(MAX_LAG_MS / 1000);

    const read = await call(app.app, 'GET', '/api/probe/read');
    expect(read.status).toBe(200);
    expect(read.headers['set-cookie']).toBeUndefined();
  });

  it('shows the operator whether the replica serves, its lag, and which side ran the lag-tolerant statements', async () => {
    const metrics = async () =>
      (await app.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    await until(async () => /^esc_replica_up 1$/m.test(await metrics()), 'the server has measured the replica');
    const text = await metrics();
    const lag = Number(/^esc_replica_lag_seconds ([0-9.e-]+)$/m.exec(text)?.[1]);
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(MAX_LAG_MS / 1000);
    expect(text).toMatch(/^esc_lag_tolerant_statements_total\{served_by="replica"\} \d+$/m);
    expect(text).toMatch(/^esc_lag_tolerant_statements_total\{served_by="primary"\} \d+$/m);
  });
});

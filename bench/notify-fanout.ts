import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAppWithServices } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { insertBatches } from '../apps/server/src/seed/catalogue-generator.js';
import { benchPerson } from './bench-people.js';

// The notifications' speed target: "a notification to 5,000 people (a whole school's students and parents) is delivered
// by the queue within 10 s". One server over a fresh database (SQLite by default, PostgreSQL with
// BENCH_DATABASE_URL), 5,000 generated people each holding an open stream (over loopback), one
// event published to all of them; timed until the queue picked the job up, until every in-app row
// is written, and until every stream has its `notification` event. The job is left to the queue's
// own polling (no drain), as in production.

const PEOPLE = Number(process.env.BENCH_NOTIFY_PEOPLE ?? 5000);
const STREAMS = Math.min(PEOPLE, Number(process.env.BENCH_NOTIFY_STREAMS ?? PEOPLE));
const databaseUrl = process.env.BENCH_DATABASE_URL || null;

const dataDir = mkdtempSync(path.join(tmpdir(), 'esc-notify-bench-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'false' }),
  port: 0,
};
const database = createDatabase(config);
await migrateToLatest(database.db);
const { app, services } = await buildAppWithServices(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };

/** 5,000 people of one school (students and parents: the fan-out does not look at the role). */
const uuids = Array.from({ length: PEOPLE }, () => randomUUID());
const now = new Date().toISOString();
await insertBatches(
  database.db,
  'users',
  uuids.map((uuid, n) =>
    benchPerson(uuid, n, n % 2 === 0 ? 1 : 2, `bench${n}-${uuid.slice(0, 8)}@bench.school`, null, now),
  ),
  500,
);

/** Opens one person's stream; resolves once it is ready, and `got` resolves at its first notification. */
async function openStream(uuid: string): Promise<{ got: Promise<number>; res: IncomingMessage }> {
  const { ticket } = await services.notifications.tickets.issue(uuid);
  return new Promise((resolveOpen, reject) => {
    const req = request(`http://127.0.0.1:${port}/api/notifications/stream?ticket=${ticket}`, (res) => {
      let text = '';
      let ready = false;
      let resolveGot: (at: number) => void = () => {};
      const got = new Promise<number>((r) => (resolveGot = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (!ready && text.includes('event: ready')) {
          ready = true;
          resolveOpen({ got, res });
        }
        if (text.includes('event: notification')) resolveGot(performance.now());
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const streams: { got: Promise<number>; res: IncomingMessage }[] = [];
for (let i = 0; i < STREAMS; i += 250) {
  streams.push(...(await Promise.all(uuids.slice(i, Math.min(i + 250, STREAMS)).map(openStream))));
}
console.log(`${PEOPLE} people, ${streams.length} open streams on ${database.engine}`);

const countRows = async () =>
  Number(
    (
      await database.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const started = performance.now();
await services.notifications.publish({
  id: `bench-${randomUUID()}`,
  kind: 'homework_assigned',
  recipients: uuids,
  title: { text: 'New homework: Fractions' },
  body: { text: 'Exercise 4, questions 1 to 10. Due Friday.' },
  link: '/homework/1',
});
const queued = performance.now();
let firstRow = 0;
let allRows = 0;
while (allRows === 0) {
  const n = await countRows();
  if (n > 0 && firstRow === 0) firstRow = performance.now();
  if (n >= PEOPLE) allRows = performance.now();
  else await new Promise((r) => setTimeout(r, 20));
  if (performance.now() - started > 60_000) throw new Error(`only ${n} of ${PEOPLE} rows after 60 s`);
}
const allStreams = Math.max(...(await Promise.all(streams.map((s) => s.got))));

const ms = (at: number) => `${((at - started) / 1000).toFixed(2)} s`;
console.log(`publish returned (job queued)      ${ms(queued)}`);
console.log(`first in-app row written           ${ms(firstRow)}  (the queue's poll picked the job up)`);
console.log(`all ${PEOPLE} in-app rows written     ${ms(allRows)}`);
console.log(`all ${streams.length} streams got the event   ${ms(allStreams)}`);
const within = (allStreams - started) / 1000 <= 10 && (allRows - started) / 1000 <= 10;
console.log(within ? 'within the 10 s target' : 'OVER the 10 s target');

for (const s of streams) s.res.destroy();
await app.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(within ? 0 : 1);

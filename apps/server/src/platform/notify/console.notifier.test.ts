import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleNotifier } from './console.notifier.js';

const quiet = () => undefined;
const log = { level: 'silent', info: quiet, warn: quiet } as unknown as FastifyBaseLogger;
const message = {
  channel: 'sms',
  to: '+919876543210',
  kind: 'otp',
  subject: 'Your code',
  text: 'Your code is 123456',
  variables: {},
} as const;

describe("the demo's outbox file", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const outboxIn = () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    return join(dir, 'demo-outbox.jsonl');
  };

  it('gets one whole line per message', async () => {
    const file = outboxIn();
    const notifier = createConsoleNotifier(log, file);
    await notifier.send(message);
    await notifier.send({ ...message, text: 'Your code is 654321' });
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { text: string }).text)).toEqual([
      'Your code is 123456',
      'Your code is 654321',
    ]);
  });

  it('starts a new file past a megabyte, keeping the previous one beside it, so a demo never fills its disk', async () => {
    const file = outboxIn();
    const megabyteAndABit = 'x'.repeat(1024 * 1024 + 10);
    writeFileSync(file, megabyteAndABit);
    await createConsoleNotifier(log, file).send(message);
    expect(statSync(`${file}.old`).size).toBe(megabyteAndABit.length);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
  });
});

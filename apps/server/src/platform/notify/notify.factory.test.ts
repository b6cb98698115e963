import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createNotifier } from './notify.factory.js';

// A log that drops every line: these tests read the notifier, not the log.
const quiet = () => undefined;
const log = {
  info: quiet,
  warn: quiet,
  error: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
  child: () => log,
} as unknown as FastifyBaseLogger;
const none = { smtp: null, msg91: null, publicUrl: null };

describe('the notifier a server builds', () => {
  it('production: only configured adapters, never the console', () => {
    expect(createNotifier({ mode: 'production', notify: none, log }).channels).toEqual([]);
    const sms = createNotifier({
      mode: 'production',
      notify: { ...none, msg91: { authKey: 'k', templates: { otp: 't' } } },
      log,
    });
    expect(sms.channels).toEqual(['sms']);
    expect(sms.outbox).toBeUndefined();
  });

  it('demo: the console for every channel without an adapter, and an outbox for the demo screens', async () => {
    const demo = createNotifier({ mode: 'demo', notify: none, log });
    expect([...demo.channels].sort()).toEqual(['email', 'sms']);
    await demo.send({
      channel: 'email',
      to: 'a@b.example',
      kind: 'otp',
      subject: 's',
      text: 't',
      variables: { code: '1' },
    });
    expect(demo.outbox?.latest('a@b.example', 'otp')?.variables.code).toBe('1');
  });
});

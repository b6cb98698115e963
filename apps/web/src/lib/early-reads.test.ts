import { describe, expect, it } from 'vitest';
import { takeEarlyRead } from './early-reads';

// A screen's first reads started before the app's code (public/early-reads.js): the api client takes
// each once, for the same GET with the same token, while fresh.

const ME = '/api/cognito-login-service/auth/me';
const NOW = 1_700_000_000_000;
const answer = Promise.resolve(new Response('{}'));
const reads = () => ({ [ME]: { token: 'tok-1', at: NOW - 1000, response: answer } });
const asked = (token: string, method = 'GET') => ({ method, headers: { Authorization: `Bearer ${token}` } });

describe('takeEarlyRead', () => {
  it('hands the early answer to the same GET with the same token, once', () => {
    const started = reads();
    expect(takeEarlyRead(ME, asked('tok-1'), started, NOW)).toBe(answer);
    expect(takeEarlyRead(ME, asked('tok-1'), started, NOW)).toBeNull();
  });

  it('never hands it to another person’s token, another method or another URL', () => {
    expect(takeEarlyRead(ME, asked('tok-2'), reads(), NOW)).toBeNull();
    expect(takeEarlyRead(ME, asked('tok-1', 'POST'), reads(), NOW)).toBeNull();
    expect(takeEarlyRead(`${ME}?x=1`, asked('tok-1'), reads(), NOW)).toBeNull();
  });

  it('asks afresh when the early read is more than 30 s old', () => {
    expect(takeEarlyRead(ME, asked('tok-1'), reads(), NOW + 30_000)).toBeNull();
  });

  it('does nothing where no early read was started', () => {
    expect(takeEarlyRead(ME, asked('tok-1'), undefined, NOW)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

// Razorpay's keys come from the environment (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET,
// RAZORPAY_WEBHOOK_SECRET); a half-configured account stops the server at start.

const base = { JWT_SECRET: 'x'.repeat(32), APP_MODE: 'production' };

describe('Razorpay settings', () => {
  it('are read from the environment, against Razorpay’s API unless told otherwise', () => {
    const config = loadConfig({
      ...base,
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    expect(config.razorpay).toEqual({
      keyId: 'rzp_live_abc',
      keySecret: 'secret',
      webhookSecret: 'hook',
      apiBaseUrl: 'https://api.razorpay.com',
    });
  });

  it('are absent without keys, and the webhook secret is optional', () => {
    expect(loadConfig(base).razorpay).toBeNull();
    expect(loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 's' }).razorpay).toMatchObject({
      webhookSecret: null,
    });
  });

  it('refuse one key without the other, naming what is missing', () => {
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_abc' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_SECRET: 's' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => loadConfig({ ...base, RAZORPAY_WEBHOOK_SECRET: 'h' })).toThrow(/RAZORPAY_KEY_ID/);
  });
});

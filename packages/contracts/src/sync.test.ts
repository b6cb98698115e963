import { describe, expect, it } from 'vitest';
import { calls } from './calls/index.js';
import { SYNC_OUTBOX_PATHS } from './sync.js';

describe('the outbox paths a batch may carry', () => {
  it('are POST calls of the call table that need a signed-in person', () => {
    for (const path of SYNC_OUTBOX_PATHS) {
      const spec = (calls as Record<string, { guard: string } | undefined>)[`POST ${path}`];
      expect([path, spec?.guard === 'user' || spec?.guard === 'staff']).toEqual([path, true]);
    }
  });

  it('never carry the batch call itself or a sign-in', () => {
    expect(SYNC_OUTBOX_PATHS).not.toContain('/sync/outbox');
    expect(SYNC_OUTBOX_PATHS.some((p) => p.startsWith('/cognito-login-service'))).toBe(false);
  });
});

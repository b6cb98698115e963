import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bbbChecksumSource,
  bbbQueryString,
  isFreshWebhookTimestamp,
  zoomSignatureMessage,
} from './meeting-room-rules.js';

// The vendors' own examples, copied from their documentation: the expected values are theirs.

describe('BigBlueButton checksum (API reference, "API Security Model", steps 1-5)', () => {
  // Step 1's query string, step 3's shared secret and step 4's SHA-1 sum, as published.
  const query = 'name=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444';
  const secret = '639259d4-9dd8-4b25-bf01-95f9567eaf4b';

  it('builds step 1’s query string from the create call’s parameters', () => {
    expect(
      bbbQueryString([
        ['name', 'Test Meeting'],
        ['meetingID', 'abc123'],
        ['attendeePW', '111222'],
        ['moderatorPW', '333444'],
      ]),
    ).toBe(query);
  });

  it('prepends the call name and appends the secret (steps 2 and 3)', () => {
    expect(bbbChecksumSource('create', query, secret)).toBe(
      'createname=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444639259d4-9dd8-4b25-bf01-95f9567eaf4b',
    );
  });

  it('gives the documented SHA-1 sum (step 4)', () => {
    const sum = createHash('sha1')
      .update(bbbChecksumSource('create', query, secret))
      .digest('hex');
    expect(sum).toBe('1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17');
  });
});

describe('Zoom webhook signature message ("Verify webhook events")', () => {
  it('is v0:{timestamp}:{body}', () => {
    expect(zoomSignatureMessage('1658940994', '{"event":"meeting.ended"}')).toBe(
      'v0:1658940994:{"event":"meeting.ended"}',
    );
    // The header is "v0=" and the hex HMAC-SHA256 of that message with the secret token.
    const hex = createHmac('sha256', 'secret').update(zoomSignatureMessage('1', '{}')).digest('hex');
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes timestamps within five minutes of now, refuses older, later and malformed ones', () => {
    const now = Date.parse('2026-11-30T10:00:00Z');
    const seconds = (ms: number) => String(Math.floor(ms / 1000));
    expect(isFreshWebhookTimestamp(seconds(now), now)).toBe(true);
    expect(isFreshWebhookTimestamp(seconds(now - 299_000), now)).toBe(true);
    expect(isFreshWebhookTimestamp(seconds(now - 301_000), now)).toBe(false);
    expect(isFreshWebhookTimestamp(seconds(now + 301_000), now)).toBe(false);
    expect(isFreshWebhookTimestamp('', now)).toBe(false);
    expect(isFreshWebhookTimestamp('1e9', now)).toBe(false);
  });
});

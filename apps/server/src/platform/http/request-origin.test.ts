import { describe, expect, it } from 'vitest';
import { shortDevice } from './request-origin.js';

// The access log says from where a member of staff read: the browser and system a parent recognises,
// never the whole user agent (a near-unique fingerprint of the device).

describe('the device an access log entry names', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox on Linux'],
  ])('%s is "%s"', (agent, device) => {
    expect(shortDevice(agent)).toBe(device);
  });

  it('an unknown agent is cut short, and none is nothing', () => {
    expect(shortDevice('curl/8.4.0 and a very long tail that goes on and on')).toBe(
      'curl/8.4.0 and a very long tail that goe',
    );
    expect(shortDevice(undefined)).toBeNull();
  });
});

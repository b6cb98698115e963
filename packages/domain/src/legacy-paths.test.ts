import { describe, expect, it } from 'vitest';
import { legacyRedirect } from './legacy-paths.js';

describe('old paths (spec 001 §2)', () => {
  it.each([
    ['/my-subscriptions', '/mypackage'],
    ['/user/subscription', '/mypackage'],
    ['/user/subscription/', '/mypackage'],
    ['/My-Subscriptions', '/mypackage'],
    ['/mysubscription', '/mypackage'],
    ['/myprofile', '/profile'],
    ['myprofile', '/profile'],
  ])('%s goes to %s', (path, expected) => {
    expect(legacyRedirect(path)).toBe(expected);
  });

  it.each(['/mypackage', '/profile', '/student-dashboard', '/user', '/'])('%s is not an old path', (path) => {
    expect(legacyRedirect(path)).toBeNull();
  });
});

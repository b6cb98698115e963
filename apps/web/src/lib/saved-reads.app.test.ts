import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../test/api-client-kit';
import { forgetSavedReadsOnSignOut } from './saved-reads.app';
import { clearSession, writeSession } from './session';

describe('saved reads leave with the person', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    clearSession();
  });

  it('asks the worker to delete the saved reads of the person who signs out', () => {
    writeSession(session({ uuid: 'learner-a' }));
    const post = vi.fn();
    stops.push(forgetSavedReadsOnSignOut(post));
    clearSession();
    expect(post).toHaveBeenCalledExactlyOnceWith({ type: 'FORGET_PERSON', person: 'learner-a' });
  });

  it('does so on a switch of device account, not on a token refresh of the same person', () => {
    writeSession(session({ uuid: 'learner-a', access_token: 'access-1' }));
    const post = vi.fn();
    stops.push(forgetSavedReadsOnSignOut(post));
    writeSession(session({ uuid: 'learner-a', access_token: 'access-2' }));
    expect(post).not.toHaveBeenCalled();
    writeSession(session({ uuid: 'parent-b' }));
    expect(post).toHaveBeenCalledExactlyOnceWith({ type: 'FORGET_PERSON', person: 'learner-a' });
    clearSession();
    expect(post).toHaveBeenLastCalledWith({ type: 'FORGET_PERSON', person: 'parent-b' });
  });
});

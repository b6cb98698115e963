import { afterEach, describe, expect, it } from 'vitest';
import {
  DEVICE_ACCOUNTS_STORAGE_KEY,
  forgetDeviceAccount,
  readDeviceAccounts,
  rememberDeviceAccount,
  usernameOfSignInState,
} from './device-accounts';

// A family's shared phone remembers who signed in on it, and nothing that signs them in.
const person = (n: number) => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  username: `person${n}@family.example`,
  name: `Person ${n}`,
  user_type_id: 1,
  last_used_at: 1_000 + n,
});

afterEach(() => window.localStorage.clear());

describe('the accounts this device remembers', () => {
  it('lists the most recently used first, each once', () => {
    rememberDeviceAccount(person(1));
    rememberDeviceAccount(person(2));
    rememberDeviceAccount(person(1));
    expect(readDeviceAccounts().map((a) => a.name)).toEqual(['Person 1', 'Person 2']);
  });

  it('keeps six at most, forgetting the least recently used', () => {
    for (let n = 1; n <= 7; n += 1) rememberDeviceAccount(person(n));
    const names = readDeviceAccounts().map((a) => a.name);
    expect(names).toHaveLength(6);
    expect(names).not.toContain('Person 1');
  });

  it('stores no token or password, and forgets an account removed from the device', () => {
    rememberDeviceAccount({ ...person(1), ...({ access_token: 'secret', password: 'secret' } as object) });
    rememberDeviceAccount(person(2));
    expect(window.localStorage.getItem(DEVICE_ACCOUNTS_STORAGE_KEY)).not.toContain('secret');
    forgetDeviceAccount(person(2).uuid);
    expect(readDeviceAccounts().map((a) => a.name)).toEqual(['Person 1']);
  });

  it('fills the sign-in username only from a string in the router state', () => {
    expect(usernameOfSignInState({ username: 'person1@family.example' })).toBe('person1@family.example');
    expect(usernameOfSignInState({ username: 42 })).toBe('');
    expect(usernameOfSignInState(null)).toBe('');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../test/fixtures';
import { fakeOfflineDb } from '../test/fake-offline-db';
import { openOfflineDb, readOfflineSession } from './offline-db';
import { startOfflineSessionMirror } from './offline-session';
import { clearSession, writeSession } from './session';

// The session Background Sync may send with: uuid and access token of the signed-in person, kept in
// the offline database on sign-in and refresh, forgotten on sign-out; never the refresh token.

async function mirrored(factory: IDBFactory) {
  const db = await openOfflineDb(factory);
  const session = await readOfflineSession(db);
  db.close();
  return session;
}

describe('the session kept for Background Sync', () => {
  it('keeps uuid, access token and expiry on sign-in and refresh, and forgets them on sign-out', async () => {
    const factory = fakeOfflineDb();
    const signedIn = storeSession();
    const mirror = startOfflineSessionMirror(factory);
    await vi.waitFor(async () =>
      expect(await mirrored(factory)).toEqual({
        uuid: signedIn.uuid,
        access_token: 'access-1',
        expires_at: signedIn.expires_at,
      }),
    );
    writeSession({ ...signedIn, access_token: 'access-2', refresh_token: 'refresh-2' });
    await vi.waitFor(async () => expect((await mirrored(factory))?.access_token).toBe('access-2'));
    expect(JSON.stringify(await mirrored(factory))).not.toContain('refresh');

    clearSession();
    await vi.waitFor(async () => expect(await mirrored(factory)).toBeNull());
    mirror.stop();
  });

  it("keeps no guest's session", async () => {
    const factory = fakeOfflineDb();
    storeSession({ guest: true, refresh_token: '' });
    const mirror = startOfflineSessionMirror(factory);
    await mirror.idle();
    expect(await mirrored(factory)).toBeNull();
    mirror.stop();
  });
});

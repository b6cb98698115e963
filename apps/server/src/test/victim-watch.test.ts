import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeUser } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';
import { type Victim, victimDigest } from './victim-digest.js';
import { watchVictims } from './victim-watch.js';

// The authorisation matrix trusts these digests to show any change an outsider made to the victim's
// rows, while reading again only the tables written to.

let t: TestApp;
let victim: Victim;
let stranger: Victim;
let digest: (victim: Victim) => Promise<Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  const school = await makeSchool(t.db);
  const other = await makeSchool(t.db);
  const person = await makeUser(t.db, { schoolId: school.school_id });
  const outsider = await makeUser(t.db, { schoolId: other.school_id });
  victim = { uuids: [person.uuid], schoolId: school.school_id, sectionIds: [] };
  stranger = { uuids: [outsider.uuid], schoolId: other.school_id, sectionIds: [] };
  digest = await watchVictims(t);
});
afterAll(() => t.close());

const rename = (schoolId: number, name: string) =>
  t.db.updateTable('schools').set({ school_name: name }).where('school_id', '=', schoolId).execute();

describe('watched victim digests', () => {
  it('equal a full digest, for each victim', async () => {
    expect(await digest(victim)).toEqual(await victimDigest(t.db, victim));
    expect(await digest(stranger)).toEqual(await victimDigest(t.db, stranger));
  });

  it('show a change to the victim’s rows, and to no other victim’s, whoever is asked about first', async () => {
    const [before, strangerBefore] = [await digest(victim), await digest(stranger)];
    await rename(victim.schoolId, 'Renamed by an outsider');
    const [strangerAfter, after] = [await digest(stranger), await digest(victim)];
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual(['schools']);
    expect(strangerAfter).toEqual(strangerBefore);
    expect(after).toEqual(await victimDigest(t.db, victim));
  });

  it('show nothing when only someone else’s rows changed', async () => {
    const before = await digest(victim);
    await rename(stranger.schoolId, 'Another name');
    expect(await digest(victim)).toEqual(before);
  });
});

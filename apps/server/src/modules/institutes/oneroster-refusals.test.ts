import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeUser } from '../../test/factories.js';
import { makeLicence, rosterCounts } from '../../test/institutes-factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { MANIFEST_12, zipBase64 } from '../../test/oneroster-zips.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof makeUser>>;
let schoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  const school = await makeSchool(t.db, { school_name: 'Careful School' });
  schoolId = school.school_id;
  await makeLicence(t.db, schoolId, { students: 100, teachers: 10 });
  admin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId,
  });
});
afterAll(() => t.close());

const ORGS = 'sourcedId,status,dateLastModified,name,type\norg-1,active,,Careful School,school';
const USERS = 'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,givenName,familyName,email';

async function refusal(zip: string) {
  const token = await tokenOf(t.app, admin);
  const preview = await call(t.app, 'POST', '/api/institutes/roster/oneroster/preview', { token, body: { zip } });
  expect(preview.status).toBe(200);
  expect(preview.body.data.can_apply).toBe(false);
  expect(preview.body.data.rows).toEqual([]);
  const before = await rosterCounts(t.db, schoolId);
  const apply = await call(t.app, 'POST', '/api/institutes/roster/oneroster/apply', { token, body: { zip } });
  expect(apply.status).toBe(400);
  expect(await rosterCounts(t.db, schoolId)).toEqual(before);
  return preview.body.data.file_errors as { field: string; message: string }[];
}

describe('a OneRoster zip that cannot be read safely is refused, saying why', () => {
  it('a file whose path climbs out of the zip', async () => {
    const zip = zipBase64({ 'manifest.csv': MANIFEST_12, 'orgs.csv': ORGS, '../users.csv': USERS });
    expect(await refusal(zip)).toEqual([
      { field: 'zip', message: 'holds a file that points outside the zip ("../users.csv"): the zip is refused' },
    ]);
  });

  it('a file of 50 MB unpacked (however small the zip)', async () => {
    const huge = new Uint8Array(50 * 1024 * 1024).fill(0x61);
    const zip = zipBase64({ 'manifest.csv': MANIFEST_12, 'orgs.csv': ORGS, 'users.csv': huge });
    expect(await refusal(zip)).toEqual([{ field: 'users.csv', message: 'is larger than 8 MB when unpacked' }]);
  });

  it('a file that is not part of OneRoster', async () => {
    const zip = zipBase64({ 'manifest.csv': MANIFEST_12, 'orgs.csv': ORGS, 'users.csv': USERS, 'run.sh': 'echo' });
    expect(await refusal(zip)).toEqual([
      { field: 'zip', message: 'holds a file that is not part of OneRoster: "run.sh"' },
    ]);
  });

  it('more users than a roster may hold', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `u${i},active,,true,org-1,student,A,B,u${i}@x.test`);
    const zip = zipBase64({ 'manifest.csv': MANIFEST_12, 'orgs.csv': ORGS, 'users.csv': [USERS, ...rows].join('\n') });
    expect(await refusal(zip)).toEqual([{ field: 'users.csv', message: 'has 20,001 rows; at most 20,000' }]);
  });

  it('but a users.csv of 20,000 records (a school of 5,000 learners with its parents and teachers) is read', async () => {
    // Records of a school not in orgs.csv are read and counted as another school's, and nothing else.
    const rows = Array.from({ length: 20_000 }, (_, i) => `u${i},active,,true,org-2,student,A,B,u${i}@x.test`);
    const zip = zipBase64({ 'manifest.csv': MANIFEST_12, 'orgs.csv': ORGS, 'users.csv': [USERS, ...rows].join('\n') });
    const token = await tokenOf(t.app, admin);
    const preview = await call(t.app, 'POST', '/api/institutes/roster/oneroster/preview', { token, body: { zip } });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ file_errors: [], org: 'org-1', other_school_records: 20_000 });
  });

  it('another version, a delta file, no manifest, not a zip, not base64', async () => {
    const v2 = MANIFEST_12.replace('oneroster.version,1.2', 'oneroster.version,2.0');
    expect(await refusal(zipBase64({ 'manifest.csv': v2, 'orgs.csv': ORGS, 'users.csv': USERS }))).toEqual([
      { field: 'manifest.csv', message: 'is OneRoster version 2.0; only versions 1.1 and 1.2 can be read' },
    ]);
    const delta = MANIFEST_12.replace('file.users,bulk', 'file.users,delta');
    expect(await refusal(zipBase64({ 'manifest.csv': delta, 'orgs.csv': ORGS, 'users.csv': USERS }))).toEqual([
      { field: 'users.csv', message: 'holds only changes ("delta"); export the whole roster ("bulk") instead' },
    ]);
    expect(await refusal(zipBase64({ 'orgs.csv': ORGS, 'users.csv': USERS }))).toEqual([
      { field: 'zip', message: 'has no manifest.csv' },
    ]);
    expect(await refusal(Buffer.from('not a zip at all').toString('base64'))).toEqual([
      { field: 'zip', message: 'is not a zip file that can be opened' },
    ]);
    expect(await refusal('%%%%')).toEqual([
      { field: 'zip', message: 'is not a file the server can read (send the zip as base64 text)' },
    ]);
  });
});

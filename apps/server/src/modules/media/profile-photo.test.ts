import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkParent, makeSchoolWorld, makeUser } from '../../test/factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { upload } from '../../test/media-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A person's photo on the family's profile screens: set through the upload pipeline (any image,
// kept as a 256 px square), seen by the person and a linked parent, by nobody else.

let t: TestApp;
let world: Awaited<ReturnType<typeof makeSchoolWorld>>;
const PHOTO = '/api/upload/profilePhoto';

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

async function setPhoto(token: string, data: Buffer, name = 'me.png', type = 'image/png') {
  return upload(t.app, PHOTO, token, {}, { field: 'file', name, type, data });
}

async function readPhoto(token: string, uuid?: string) {
  return t.app.inject({
    method: 'GET',
    url: uuid ? `${PHOTO}?uuid=${uuid}` : PHOTO,
    headers: { authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  world = await makeSchoolWorld(t.db);
});
afterAll(() => t.close());

describe('a person’s photo', () => {
  it('is resized to a 256 px square and read back by its owner, never cached by others', async () => {
    const token = await tokenOf(t.app, world.student);
    expect((await readPhoto(token)).statusCode).toBe(404);
    const set = await setPhoto(token, await png(900, 600));
    expect(set.statusCode).toBe(200);
    const res = await readPhoto(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });

  it('is seen by a linked parent, and by no other parent, teacher or learner', async () => {
    const parentToken = await tokenOf(t.app, world.parent);
    expect((await readPhoto(parentToken, world.student.uuid)).statusCode).toBe(200);
    const stranger = await makeUser(t.db, { userTypeId: 2 });
    const otherChild = await makeUser(t.db);
    await linkParent(t.db, stranger.uuid, otherChild.uuid);
    for (const person of [stranger, world.teacher, world.admin, otherChild]) {
      expect((await readPhoto(await tokenOf(t.app, person), world.student.uuid)).statusCode).toBe(404);
    }
  });

  it('a new photo replaces the old one, whose file is removed', async () => {
    const token = await tokenOf(t.app, world.teacher);
    await setPhoto(token, await png(300, 300));
    const first = await t.db
      .selectFrom('users')
      .select('photo_key')
      .where('uuid', '=', world.teacher.uuid)
      .executeTakeFirstOrThrow();
    await setPhoto(token, await png(400, 200));
    const second = await t.db
      .selectFrom('users')
      .select('photo_key')
      .where('uuid', '=', world.teacher.uuid)
      .executeTakeFirstOrThrow();
    expect(second.photo_key).not.toBe(first.photo_key);
    expect(second.photo_key).toMatch(new RegExp(`^people/${world.teacher.uuid}/`));
    expect(await t.services.media.storage.stat(first.photo_key!)).toBeNull();
  });

  it('refuses what is not an image, naming the file field, and keeps the photo it had', async () => {
    const token = await tokenOf(t.app, world.student);
    const before = await readPhoto(token);
    const pdf = await setPhoto(token, Buffer.from('%PDF-1.4\n%%EOF\n'), 'notes.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors[0].field).toBe('file');
    const fake = await setPhoto(token, Buffer.from('not really a picture'), 'me.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0].field).toBe('file');
    const after = await readPhoto(token);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFreeLearner, subscribe } from '../../test/access-factories.js';
import {
  type ContentPlace,
  makeContent,
  makeContentPlace,
  mapContent,
  tokenFor,
} from '../../test/content-factories.js';
import { linkParent, makeSchool, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Keep for offline: a learner keeps only what the access gate lets them open, a
// parent only for a linked child, another school's own content never; the next sync's check says
// "access ended" once the package has ended. Premium content (a "Detailed Learning" group) needs a package.

let t: TestApp;
const clockMs = Date.UTC(2026, 10, 22, 10, 0, 0);
let place: ContentPlace;
let learner: { uuid: string; token: string };
let unpaid: { uuid: string; token: string };
let parent: string;
let ids: { video: number; pdf: number; test: number; otherSchools: number };
const videoBytes = randomBytes(6000);
const pdfBytes = Buffer.from('%PDF-1.7 keep me');

async function person(options: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeFreeLearner(t.db, place, options);
  return { uuid: user.uuid, token: await tokenFor(t.app, user.email!, TEST_PASSWORD) };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => clockMs });
  place = await makeContentPlace(t.db, { group: 'Detailed Learning' });
  const storage = t.services.media.storage;
  await storage.put('keep/lesson-1.mp4', videoBytes, 'video/mp4');
  await storage.put('keep/notes-1.pdf', pdfBytes, 'application/pdf');
  const video = await makeContent(t.db, {
    content_title: 'Motion — Concept Video',
    media_key: 'keep/lesson-1.mov',
    transcoded_key: 'keep/lesson-1.mp4',
    total_media_time_ms: 20_000,
  });
  const pdf = await makeContent(t.db, {
    content_title: 'Motion — Notes',
    content_kind: 'pdf',
    media_key: 'keep/notes-1.pdf',
  });
  const test = await makeContent(t.db, { content_title: 'Motion — Practice', content_kind: 'practice_test' });
  await storage.put('keep/old.swf', Buffer.from('FWS'), 'application/x-shockwave-flash');
  const flash = await makeContent(t.db, {
    content_title: 'Motion — Flash',
    content_kind: 'interactive',
    media_key: 'keep/old.swf',
  });
  const school = await makeSchool(t.db);
  const theirs = await makeContent(t.db, {
    content_title: 'Their own notes',
    content_kind: 'pdf',
    media_key: 'keep/notes-1.pdf',
  });
  await t.db
    .updateTable('contents')
    .set({ owner_school_id: school.school_id })
    .where('content_id', '=', theirs.content_id)
    .execute();
  for (const [i, row] of [video, pdf, test, theirs, flash].entries()) await mapContent(t.db, row.content_id, place, i);
  ids = { video: video.content_id, pdf: pdf.content_id, test: test.content_id, otherSchools: theirs.content_id };

  learner = await person();
  await subscribe(t.db, learner.uuid, place, { start: '2026-01-01', end: '2026-12-31' });
  unpaid = await person();
  const parentUser = await makeUser(t.db, { userTypeId: UserType.Parent });
  await linkParent(t.db, parentUser.uuid, learner.uuid);
  parent = await tokenFor(t.app, parentUser.email!, TEST_PASSWORD);
});
afterAll(() => t.close());

const grants = (token: string, body: unknown) => call(t.app, 'POST', '/api/media/keep-grants', { token, body });
const check = (token: string, body: unknown) => call(t.app, 'POST', '/api/media/keep-grants/check', { token, body });

describe('POST /api/media/keep-grants', () => {
  it('grants a learner their content with its files, sizes and working links', async () => {
    const res = await grants(learner.token, { content_ids: [ids.video, ids.pdf] });
    expect(res.status).toBe(200);
    const [video, pdf] = res.body.data.items;
    expect(video).toMatchObject({ content_id: ids.video, granted: true, size: 6000 });
    // The transcoded rendition is kept, not the original upload.
    expect(video.files).toEqual([
      expect.objectContaining({ key: 'keep/lesson-1.mp4', role: 'video', size: 6000, content_type: 'video/mp4' }),
    ]);
    expect(pdf.files).toEqual([
      expect.objectContaining({ key: 'keep/notes-1.pdf', role: 'document', size: pdfBytes.length }),
    ]);
    expect(res.body.data.total_size).toBe(6000 + pdfBytes.length);
    // A fortnight's grant, counted from the server's clock.
    expect(res.body.data.keep_until).toBe(clockMs / 1000 + 14 * 24 * 3600);

    // A download that dropped goes on from where it stopped: the link answers a range.
    const part = await t.app.inject({ method: 'GET', url: video.files[0].url, headers: { range: 'bytes=4000-' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(videoBytes.subarray(4000))).toBe(true);
  });

  it('keeps a chapter: its content that has files, not its practice test, its Flash nor another school’s', async () => {
    const res = await grants(learner.token, { syllabus_id: place.chapterId });
    expect(res.status).toBe(200);
    const kept = res.body.data.items.map((i: { content_id: number }) => i.content_id).sort();
    expect(kept).toEqual([ids.video, ids.pdf].sort());
  });

  it('refuses a learner without the package: nothing to download, the gate’s reason said', async () => {
    const res = await grants(unpaid.token, { content_ids: [ids.video] });
    expect(res.status).toBe(200);
    expect(res.body.data.items[0]).toMatchObject({ granted: false, files: [], size: 0 });
    expect(res.body.data.items[0].access.allowed).toBe(false);
    expect(res.body.data.total_size).toBe(0);
  });

  it('grants a parent for the linked child, and never for a child not theirs', async () => {
    const forChild = await grants(parent, { content_ids: [ids.pdf], uuid: learner.uuid });
    expect(forChild.status).toBe(200);
    expect(forChild.body.data.items[0]).toMatchObject({ content_id: ids.pdf, granted: true });
    const notTheirs = await grants(parent, { content_ids: [ids.pdf], uuid: unpaid.uuid });
    expect(notTheirs.status).toBe(403);
    expect(JSON.stringify(notTheirs.body)).not.toContain('keep/notes-1.pdf');
  });

  it('refuses a learner asking for another learner', async () => {
    const res = await grants(unpaid.token, { content_ids: [ids.pdf], uuid: learner.uuid });
    expect(res.status).toBe(403);
  });

  it('answers another school’s own content as not found', async () => {
    const res = await grants(learner.token, { content_ids: [ids.otherSchools] });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Their own notes');
  });

  it('names the missing field when neither content nor a chapter is named', async () => {
    const res = await grants(learner.token, {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'content_ids' })]);
    const tooMany = await grants(learner.token, { content_ids: Array.from({ length: 201 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
  });
});

describe('POST /api/media/keep-grants/check', () => {
  it('lets kept items stay while the package runs, and says access ended after it ends', async () => {
    const now = await check(learner.token, { content_ids: [ids.video, ids.pdf, ids.otherSchools] });
    expect(now.status).toBe(200);
    expect(now.body.data.items).toEqual([
      { content_id: ids.video, may_keep: true, reason: null },
      { content_id: ids.pdf, may_keep: true, reason: null },
      { content_id: ids.otherSchools, may_keep: false, reason: 'not-found' },
    ]);
    const forChild = await check(parent, { content_ids: [ids.video], uuid: learner.uuid });
    expect(forChild.body.data.items[0].may_keep).toBe(true);

    // The package ends (its last day was yesterday): the next sync removes the kept copies.
    await t.db
      .updateTable('subscriptions')
      .set({ package_end_date: '2026-11-21' })
      .where('uuid', '=', learner.uuid)
      .execute();
    try {
      const later = await check(learner.token, { content_ids: [ids.video, ids.pdf] });
      expect(later.status).toBe(200);
      expect(later.body.data.items.map((i: { may_keep: boolean }) => i.may_keep)).toEqual([false, false]);
      expect(later.body.data.items[0].reason).toEqual(expect.any(String));
    } finally {
      await t.db
        .updateTable('subscriptions')
        .set({ package_end_date: '2026-12-31' })
        .where('uuid', '=', learner.uuid)
        .execute();
    }
  });

  it('refuses a guest and a parent asking about a child not theirs', async () => {
    expect(
      (await call(t.app, 'POST', '/api/media/keep-grants/check', { body: { content_ids: [ids.pdf] } })).status,
    ).toBe(401);
    expect((await check(parent, { content_ids: [ids.pdf], uuid: unpaid.uuid })).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHomeworkWorld, signInAll, type HomeworkWorld, type Who } from '../../test/learnlist-factories.js';
import { upload } from '../../test/media-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Notices carry files of the school's uploads, reached by signed links; classes as an
// audience; the teacher's search with the notice-search fields of spec 001 §3 and its limit of 30.

let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

const N = '/api/live-class/notices';
const TN = '/api/live-class/teacher/notices';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

const post = (path: string, who: Who, body: unknown) => call(t.app, 'POST', path, { token: token[who], body });

async function uploaded(who: Who, name: string): Promise<string> {
  const res = await upload(
    t.app,
    '/api/upload/uploadFile',
    token[who],
    { folderPath: 'notices' },
    {
      field: 'file',
      name,
      type: 'application/pdf',
      data: PDF,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.key as string;
}

describe('files of a notice', () => {
  it('are the school’s uploads, downloaded by their readers through signed links', async () => {
    const key = await uploaded('teacher', 'timetable.pdf');
    const saved = await post(`${TN}/saveNotice`, 'teacher', {
      notice_text: 'The new timetable is attached.',
      audience: 'sections',
      section_ids: [world.sectionA.section_id],
      attachments: [key],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const board = await post(`${N}/myNotices`, 'a1', {});
    const file = board.body.data.notices[0].attachments[0] as { name: string; url: string };
    expect(file.name).toBe('timetable.pdf');
    const download = await t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
  });

  it('refuses a catalogue file, another school’s upload and a key that names no file, all alike', async () => {
    const theirs = await uploaded('otherTeacher', 'their-plan.pdf');
    const refusals = [
      // A premium file of the catalogue: attached, the notice would hand out a link the gate refuses.
      'demo/topics/30004/notes.pdf',
      theirs,
      `uploads/${world.school.school_id}/notices/missing.pdf`,
      '../secrets.txt',
    ];
    for (const key of refusals) {
      const res = await post(`${TN}/saveNotice`, 'teacher', { notice_text: 'x', attachments: [key] });
      expect(res.status, key).toBe(400);
      expect(res.body.errors, key).toEqual([
        { field: 'attachments.0', message: 'must be a file uploaded for the school' },
      ]);
    }
  });
});

describe('a notice to a class', () => {
  it('reaches the learners of every section of that class', async () => {
    const saved = await post(`${TN}/saveNotice`, 'admin', {
      notice_text: 'Class photo on Tuesday.',
      audience: 'classes',
      class_ids: [world.place.classId],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.data.notice.notice_id as number;
    for (const who of ['a1', 'b1'] as const) {
      const top = await call(t.app, 'GET', `${N}/getTopThreeNotices`, { token: token[who] });
      expect(top.body.data.notices.map((n: { notice_id: number }) => n.notice_id)).toContain(id);
    }
    const receipts = await post(`${TN}/noticeReceipts`, 'admin', { notice_id: id });
    expect(receipts.body.data.audience_size).toBe(3);
  });
});

describe('the teacher’s search', () => {
  it('keeps notices addressed to the section asked, finds words of the text, and pages by at most 30', async () => {
    const toB = await post(`${TN}/saveNotice`, 'teacher', {
      notice_text: 'Science fair entries for 7-B close on Friday.',
      audience: 'sections',
      section_ids: [world.sectionB.section_id],
    });
    const idB = toB.body.data.notice.notice_id as number;
    const ids = async (body: Record<string, unknown>) =>
      ((await post(`${TN}/searchNoticesUniversity`, 'teacher', body)).body.data.notices as { notice_id: number }[]).map(
        (n) => n.notice_id,
      );
    expect(await ids({ section_id: world.sectionB.section_id })).toContain(idB);
    expect(await ids({ section_id: world.sectionA.section_id })).not.toContain(idB);
    expect(await ids({ notice_text: 'science FAIR' })).toEqual([idB]);
    // Sent by me (1) is the teacher's own; all of the school (2) holds the admin's too.
    expect((await ids({ list_type: 1 })).length).toBeLessThan((await ids({ list_type: 2 })).length);
    const tooMany = await post(`${TN}/searchNoticesUniversity`, 'teacher', { page_size: 31 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].field).toContain('page_size');
  });
});

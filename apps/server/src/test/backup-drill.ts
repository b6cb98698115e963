import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createStorage } from '../platform/storage/storage.factory.js';
import { makeHomeworkWorld, signInAll, type Who } from './learnlist-factories.js';
import { call, type TestApp } from './test-app.js';

// The restore drill of both engines (platform/backup): a school with notices and a stored file, a
// backup taken while notices are being written, and the same reads asked of a server over the restore.

const SAVE = '/api/live-class/teacher/notices/saveNotice';
const BOARD = '/api/live-class/notices/myNotices';
/** A key the signed-URL route signs for any signed-in person (the demo's public files). */
export const DRILL_FILE = 'demo/pdfs/backup-drill.pdf';

export interface DrillSchool {
  token: Record<Who, string>;
  fileBytes: Buffer;
  /** Notices the server acknowledged before the backup began. */
  saved: string[];
}

export async function makeDrillSchool(t: TestApp): Promise<DrillSchool> {
  const world = await makeHomeworkWorld(t.db);
  const token = await signInAll(t, world);
  const saved: string[] = [];
  for (const text of ['Sports day on Friday', 'Bring your atlas', 'Fees due on the 10th']) {
    const res = await saveNotice(t, token, text);
    expect(res.status).toBe(200);
    saved.push(text);
  }
  const fileBytes = Buffer.concat([Buffer.from('%PDF-1.7 drill '), randomBytes(64 * 1024)]);
  await createStorage(t.config).put(DRILL_FILE, fileBytes, 'application/pdf');
  return { token, fileBytes, saved };
}

export function saveNotice(t: TestApp, token: Record<Who, string>, text: string) {
  return call(t.app, 'POST', SAVE, { token: token.teacher, body: { notice_text: text } });
}

/** The notice texts a learner of the school sees on the board. */
export async function learnerBoard(t: TestApp, token: Record<Who, string>): Promise<string[]> {
  const res = await call(t.app, 'POST', BOARD, { token: token.a1, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.notices as { notice_text: string }[]).map((notice) => notice.notice_text);
}

/** The drill's file as the learner downloads it: a signed URL, then the file. */
export async function learnerDownload(t: TestApp, token: Record<Who, string>): Promise<Buffer> {
  const signed = await call(t.app, 'POST', '/api/getSignedUrl', { token: token.a1, body: { folderPath: DRILL_FILE } });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: signed.body.data.signed_url as string });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

/**
 * Starts writes, runs `backup` while they are in flight, then lets them finish: returns what was
 * acknowledged before the backup began and what was written in all.
 */
export async function backupWhileWriting(
  t: TestApp,
  school: DrillSchool,
  backup: () => Promise<unknown>,
): Promise<{ before: string[]; all: string[] }> {
  const inFlight = ['Exam timetable', 'Library closed', 'Parents meeting'].map((text) =>
    saveNotice(t, school.token, text).then((res) => {
      expect(res.status).toBe(200);
      return text;
    }),
  );
  await backup();
  const written = await Promise.all(inFlight);
  return { before: school.saved, all: [...school.saved, ...written] };
}

/** What the restored server shows the learner: every notice acknowledged before, nothing never written, the same file. */
export async function expectSameReads(
  restored: TestApp,
  school: DrillSchool,
  written: { before: string[]; all: string[] },
): Promise<void> {
  const board = await learnerBoard(restored, school.token);
  expect(board).toEqual(expect.arrayContaining(written.before));
  expect(board.filter((text) => !written.all.includes(text))).toEqual([]);
  expect((await learnerDownload(restored, school.token)).equals(school.fileBytes)).toBe(true);
}

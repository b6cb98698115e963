import { PDFDocument, StandardFonts } from 'pdf-lib';
import { makeVideo, upload } from './media-factories.js';
import { learnListApi } from './learnlist-factories.js';
import type { TestApp } from './test-app.js';

// Recordings through the real calls: a teacher's video through the media pipeline (getTransVideo),
// PDF notes through uploadFile, and the recordings calls of the live module.

const SCHEDULE = '/api/live-class/student/schedule';
const TEACHER = '/api/live-class/teacher/schedule';

/** A one-page PDF with a line of text. */
export async function makePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 150, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** The staff member's video uploaded and queued for transcoding: the key of the mp4 to come. */
export async function uploadRecordingVideo(t: TestApp, token: string): Promise<string> {
  const res = await upload(
    t.app,
    '/api/upload/getTransVideo',
    token,
    { folderPath: 'recordings', bucketName: 'esc' },
    { field: 'video', name: 'class.mp4', type: 'video/mp4', data: await makeVideo('mp4') },
  );
  if (res.statusCode !== 200) throw new Error(`getTransVideo: ${res.body}`);
  return (res.json() as { data: { transcoded_key: string } }).data.transcoded_key;
}

/** PDF notes uploaded by the staff member: their key. */
export async function uploadRecordingNotes(t: TestApp, token: string, text = 'Notes of the class'): Promise<string> {
  const res = await upload(
    t.app,
    '/api/upload/uploadFile',
    token,
    { folderPath: 'recordings' },
    { field: 'file', name: 'notes.pdf', type: 'application/pdf', data: await makePdf(text) },
  );
  if (res.statusCode !== 200) throw new Error(`uploadFile: ${res.body}`);
  return (res.json() as { data: { key: string } }).data.key;
}

/** The recordings calls, each as one person (a token). */
export function recordingApi(t: TestApp) {
  const { post, get } = learnListApi(t);
  return {
    post,
    get,
    save: (token: string, body: Record<string, unknown>) => post(`${TEACHER}/saveRecording`, token, body),
    past: (token: string, body: Record<string, unknown> = {}) => post(`${TEACHER}/pastClassesUniversity`, token, body),
    list: (token: string, body: Record<string, unknown> = {}) =>
      post(`${SCHEDULE}/recordedClassesUniversity`, token, body),
    details: (token: string, body: Record<string, unknown>) => post(`${SCHEDULE}/recordedLectureDetails`, token, body),
    subjects: (token: string, body: Record<string, unknown> = {}) =>
      post('/api/live-class/schedule/getSubjectListForRecordedLectures', token, body),
    bookmark: (token: string, body: Record<string, unknown>) =>
      post('/api/live-class/student/v2/bookmarkRecordedLecture', token, body),
    schedule: (token: string, body: Record<string, unknown>) => post(`${TEACHER}/saveLiveClass`, token, body),
  };
}

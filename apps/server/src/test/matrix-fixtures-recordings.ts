import { DEMO_RECORDING } from '../seed/demo-recording-media.js';
import { multipart, prepare } from './matrix-fixture-kit.js';
import { makeVideo } from './media-factories.js';
import type { Fixture, FixtureContext, MatrixRequest } from './matrix-requests.js';

// Recordings in the authorisation matrix: the demo recording of yesterday's 10-A class is the victim
// learner's (their section's, played by their package). Writes that change or remove a recording aim at
// a fresh one of the demo teacher's, so the positive control (the school's admin) leaves the demo one as
// it was. Staff calls leave the victim learner's uuid out (it is not theirs to name).

const SS = '/api/live-class/student/schedule';
const TS = '/api/live-class/teacher/schedule';
const DASHBOARD = '/api/live-class/teacherDashboard';

async function demoRecordingId({ t }: FixtureContext): Promise<number> {
  const row = await t.db
    .selectFrom('live_recordings')
    .select('recording_id')
    .where('title', '=', DEMO_RECORDING.title)
    .executeTakeFirstOrThrow();
  return row.recording_id;
}

async function yesterdaysClassId({ t }: FixtureContext): Promise<number> {
  const row = await t.db
    .selectFrom('live_recordings')
    .select('sch_id')
    .where('title', '=', DEMO_RECORDING.title)
    .executeTakeFirstOrThrow();
  return row.sch_id;
}

/** An mp4 the demo teacher uploaded for the victim school (stored as it was sent: ready at once). */
async function schoolVideo(ctx: FixtureContext): Promise<string> {
  const { payload, headers } = multipart(
    { folderPath: 'recordings' },
    { field: 'file', name: 'class.mp4', type: 'video/mp4', data: await makeVideo() },
  );
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/upload/uploadFile',
    payload,
    headers: { ...headers, authorization: `Bearer ${ctx.world.tokens.teacher}` },
  });
  if (res.statusCode !== 200) throw new Error(`preparing a video: ${res.body}`);
  return res.json().data.key as string;
}

/** A fresh recording of yesterday's class by the demo teacher. */
async function freshRecording(ctx: FixtureContext): Promise<number> {
  const data = await prepare(ctx, `${TS}/saveRecording`, ctx.world.tokens.teacher, {
    sch_id: await yesterdaysClassId(ctx),
    media_key: await schoolVideo(ctx),
  });
  return data.recorded_lecture.video_id as number;
}

/** A study notes item of the platform's catalogue (the demo's topics have them). */
async function platformStudyNotesId({ t }: FixtureContext): Promise<number> {
  const row = await t.db
    .selectFrom('contents')
    .select('content_id')
    .where('content_kind', '=', 'study_notes')
    .where('owner_school_id', 'is', null)
    .orderBy('content_id')
    .executeTakeFirstOrThrow();
  return row.content_id;
}

/** A call about the victim learner: its body names them (uuid) and what of theirs it reads. */
const learnerRequest = (base: MatrixRequest, label: string, body: Record<string, unknown>): MatrixRequest => ({
  ...base,
  label,
  body,
});

export function recordingsFixtures(): Record<string, Fixture> {
  const bookmark: Fixture = async (ctx, base) =>
    learnerRequest(base, "bookmarking the victim learner's recorded lecture", {
      uuid: ctx.world.victimUuid,
      video_id: String(await demoRecordingId(ctx)),
      set_bookmark_state: true,
    });
  return {
    [`POST ${SS}/recordedClassesUniversity`]: async (ctx, base) =>
      learnerRequest(base, "the victim learner's recorded classes", { uuid: ctx.world.victimUuid, page_size: 20 }),
    [`POST ${SS}/recordedLectureDetails`]: async (ctx, base) =>
      learnerRequest(base, "opening the victim learner's recorded lecture", {
        uuid: ctx.world.victimUuid,
        video_id: await demoRecordingId(ctx),
      }),
    ['POST /api/live-class/schedule/getSubjectListForRecordedLectures']: async (ctx, base) =>
      learnerRequest(base, "the victim learner's recorded subjects", { uuid: ctx.world.victimUuid }),
    ['POST /api/live-class/student/bookmarkRecordedLectureUniversity']: bookmark,
    ['POST /api/live-class/student/v2/bookmarkRecordedLecture']: bookmark,
    [`POST ${TS}/saveRecording`]: async (ctx, base) => [
      {
        ...base,
        label: "a recording of the victim school's past class",
        body: { sch_id: await yesterdaysClassId(ctx), media_key: await schoolVideo(ctx) },
      },
      {
        ...base,
        label: "renaming a recording of the victim school's teacher",
        body: { video_id: await freshRecording(ctx), title: 'Renamed by the matrix' },
      },
      {
        ...base,
        label: "removing a recording of the victim school's teacher",
        body: { video_id: await freshRecording(ctx), is_deleted: true },
      },
    ],
    [`POST ${TS}/pastClassesUniversity`]: async (ctx, base) => ({
      ...base,
      label: "the victim school's past classes and their recordings",
      body: { school_id: ctx.world.victim.schoolId },
    }),
    ['POST /api/live-class/notes/studyNotesDetailById']: async (ctx, base) => ({
      ...base,
      label: "study notes of the platform and the victim school's own content",
      body: { note_ids: [await platformStudyNotesId(ctx), ctx.world.schoolContentId] },
    }),
    [`GET ${DASHBOARD}/libraryCount`]: async (ctx, base) => ({
      ...base,
      label: "the victim school's library count",
      query: { school_id: ctx.world.victim.schoolId },
    }),
    [`GET ${DASHBOARD}/attendeeCount`]: async (ctx, base) => ({
      ...base,
      label: "the victim school's attendee count",
      query: { school_id: ctx.world.victim.schoolId },
    }),
  };
}

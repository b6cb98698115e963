import type { AppConfig } from '../config.js';
import { createBbbRooms } from '../modules/meeting-rooms/meeting-rooms-bbb.js';
import { startBbbStandIn } from './bbb-stand-in.js';
import { BBB_SECRET, bbbAnalytics, roomsConfig, zoomDelivery, zoomParticipant } from './meeting-room-payloads.js';
import type { Fixture, FixtureContext } from './matrix-requests.js';
import { startZoomStandIn } from './zoom-stand-in.js';

// Meeting rooms in the authorisation matrix. The matrix app has BigBlueButton and Zoom configured
// against local stand-ins (ROOMS_MATRIX_CONFIG), so that a provider's signature is the callback's
// credential: outsiders send a delivery with a wrong signature (refused, nothing stored), the positive
// control the signed one. A class's live attendance is its school's; a Zoom user is made for the
// victim school's teacher by its admin.

const bbb = await startBbbStandIn(BBB_SECRET);
const zoom = await startZoomStandIn();

/** The matrix app's meeting-room settings (authorisation-matrix.test.ts spreads them into its config). */
export const ROOMS_MATRIX_CONFIG: Partial<AppConfig> = roomsConfig(bbb, zoom);

const CALLBACK = '/api/live-class/provider/{provider}/callback';

async function liveNowId(ctx: FixtureContext): Promise<number> {
  const row = await ctx.t.db
    .selectFrom('live_classes')
    .select('sch_id')
    .where('title', '=', 'Quadratic equations: live doubt session')
    .executeTakeFirstOrThrow();
  return row.sch_id;
}

const visitor = {
  registrantId: 'matrix-registrant',
  email: 'matrix@attendees.test.invalid',
  name: 'Matrix',
  participantUuid: 'matrix-p',
};

export function roomsFixtures(): Record<string, Fixture> {
  return {
    [`POST ${CALLBACK}`]: async (_ctx, base) => {
      const now = Date.now();
      const event = zoomParticipant(
        'meeting.participant_joined',
        '81234567890',
        visitor,
        new Date(now).toISOString(),
        now,
      );
      const signed = zoomDelivery(event, now);
      const forged = zoomDelivery(event, now, 'not-the-secret-token');
      const analytics = async (secret: string) => {
        const d = await bbbAnalytics('esc-matrix-meeting', `matrix-internal-${now}`, [], secret, now);
        return { payload: d.payload, headers: d.headers };
      };
      return [
        {
          ...base,
          label: 'a Zoom webhook with a wrong signature, then the signed one',
          path: { provider: 'zoom' },
          query: {},
          raw: forged,
          positive: { caller: 'anonymous', request: { raw: signed } },
        },
        {
          ...base,
          label: 'BigBlueButton analytics with a wrong bearer token, then the signed one',
          path: { provider: 'bbb' },
          query: { event: 'analytics', meetingID: 'esc-matrix-meeting' },
          raw: await analytics('not-the-shared-secret'),
          positive: { caller: 'anonymous', request: { raw: await analytics(BBB_SECRET) } },
        },
      ];
    },
    [`GET ${CALLBACK}`]: async (_ctx, base) => {
      const meetingId = 'esc-matrix-ended';
      const token = createBbbRooms(ROOMS_MATRIX_CONFIG.bbb!, { log: { warn: () => undefined } }).endedToken(meetingId);
      return {
        ...base,
        label: 'BigBlueButton’s meeting-ended call with a wrong token, then with the token given',
        path: { provider: 'bbb' },
        query: { event: 'ended', meetingID: meetingId, token: '0'.repeat(64), recordingmarks: 'false' },
        positive: {
          caller: 'anonymous',
          request: { query: { event: 'ended', meetingID: meetingId, token, recordingmarks: 'false' } },
        },
      };
    },
    ['POST /api/live-class/attendee/getLiveAttendance']: async (ctx, base) => ({
      ...base,
      label: "the live attendance of the victim school's class on now",
      body: { sch_id: await liveNowId(ctx) },
    }),
    ['POST /api/zoom/createBasicUser']: async (ctx, base) => {
      const teacher = await ctx.t.db
        .selectFrom('users')
        .select('uuid')
        .where('email', '=', 'teacher@demo.school')
        .executeTakeFirstOrThrow();
      return {
        ...base,
        label: "a Zoom user for the victim school's teacher",
        body: { teacher_uuid: teacher.uuid },
      };
    },
  };
}

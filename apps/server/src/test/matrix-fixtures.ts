import { createHmac, randomUUID } from 'node:crypto';
import { DEMO_STUDENT_PACKAGE_ID } from '../seed/demo-commerce.js';
import sharp from 'sharp';
import { AUTH, body, multipart, prepare, ROSTER_HEADER, WEBHOOK_SECRET } from './matrix-fixture-kit.js';
import { catalogueFixtures, mediaFixtures } from './matrix-fixtures-content.js';
import { identityFixtures } from './matrix-fixtures-identity.js';
import { notificationsFixtures } from './matrix-fixtures-notifications.js';
import { oneRosterFixtures } from './matrix-fixtures-oneroster.js';
import { learnListFixtures } from './matrix-fixtures-learnlists.js';
import { liveFixtures } from './matrix-fixtures-live.js';
import { roomsFixtures } from './matrix-fixtures-rooms.js';
import { recordingsFixtures } from './matrix-fixtures-recordings.js';
import { recapFixtures } from './matrix-fixtures-recaps.js';
import { assessmentsFixtures } from './matrix-fixtures-assessments.js';
import { attendanceFixtures } from './matrix-fixtures-attendance.js';
import { platformFixtures } from './matrix-fixtures-platform.js';
import { doubtsFixtures } from './matrix-fixtures-doubts.js';
import { assessmentAttemptFixtures } from './matrix-fixtures-attempts.js';
import { handinsFixtures } from './matrix-fixtures-handins.js';
import { syncFixtures } from './matrix-fixtures-sync.js';
import { privacyFixtures } from './matrix-fixtures-privacy.js';
import { auditFixtures } from './matrix-fixtures-audit.js';
import { erasureFixtures } from './matrix-fixtures-erasure.js';
import { grievancesFixtures } from './matrix-fixtures-grievances.js';
import { consentFixtures } from './matrix-fixtures-consent.js';
import { packagesFixtures } from './matrix-fixtures-packages.js';
import type { Fixture, FixtureContext } from './matrix-requests.js';
import { paymentFailedEvent } from './razorpay-payloads.js';

export { WEBHOOK_SECRET };
export { ROOMS_MATRIX_CONFIG } from './matrix-fixtures-rooms.js';
export { METRICS_TOKEN } from './matrix-fixtures-platform.js';

/**
 * Per-route adjustments of the authorisation matrix, by operation id. A route needs one when the
 * request its schema makes cannot show the rule: a credential to prove, a multipart upload, a
 * second target (the platform's content beside the school's), or an insider other than the default.
 */
export const MATRIX_FIXTURES: Record<string, Fixture> = {
  ...identityFixtures(),
  ...catalogueFixtures(),
  ...mediaFixtures(),
  ...commerceFixtures(),
  ...institutesFixtures(),
  ...oneRosterFixtures(),
  ...notificationsFixtures(),
  ...platformFixtures(),
  ...learnListFixtures(),
  ...assessmentsFixtures(),
  ...assessmentAttemptFixtures(),
  ...liveFixtures(),
  ...roomsFixtures(),
  ...recordingsFixtures(),
  ...attendanceFixtures(),
  ...recapFixtures(),
  ...doubtsFixtures(),
  ...handinsFixtures(),
  ...syncFixtures(),
  ...privacyFixtures(),
  ...auditFixtures(),
  ...erasureFixtures(),
  ...grievancesFixtures(),
  ...consentFixtures(),
  ...packagesFixtures(),
};

function commerceFixtures(): Record<string, Fixture> {
  const purchase = { package_id: DEMO_STUDENT_PACKAGE_ID, board_id: 101, class_id: 1010 };
  return {
    'POST /api/commerce/checkout': async (ctx, base) => ({
      ...base,
      label: 'a package for the victim learner',
      body: { ...purchase, uuid: ctx.world.victimUuid, idempotency_key: randomUUID() },
    }),
    'POST /api/commerce/confirm': async (ctx, base) => {
      const checkout = { ...purchase, uuid: ctx.world.victimUuid, idempotency_key: randomUUID() };
      const started = await prepare(ctx, '/api/commerce/checkout', ctx.world.tokens.parent, checkout);
      return {
        ...base,
        label: "the victim's parent's payment",
        body: { payment_id: started.payment_id, test_token: '4111111111111111' },
        positive: { caller: 'parent' },
      };
    },
    // No school id to point at: each admin gets their own school's licences, never the victim's (its licence ids are markers).
    'GET /api/commerce/school-licences': async (_ctx, base) => ({
      ...base,
      label: "the caller's own school's licences",
      positive: { caller: 'admin' },
    }),
    'POST /api/commerce/razorpay/webhook': async (_ctx, base) => {
      const event = JSON.stringify(
        paymentFailedEvent({ orderId: 'order_Matrix0001', paymentId: 'pay_Matrix0001', amount: 100 }),
      );
      const signature = createHmac('sha256', WEBHOOK_SECRET).update(event).digest('hex');
      const headers = { 'content-type': 'application/json', 'x-razorpay-event-id': `evt_${randomUUID()}` };
      return {
        ...base,
        label: 'a delivery with a wrong signature, then the signed one',
        raw: { payload: event, headers: { ...headers, 'x-razorpay-signature': '0'.repeat(64) } },
        positive: {
          caller: 'anonymous',
          request: { raw: { payload: event, headers: { ...headers, 'x-razorpay-signature': signature } } },
        },
      };
    },
  };
}

function institutesFixtures(): Record<string, Fixture> {
  return {
    'POST /api/institutes/roster/apply': async (_ctx, base) => ({
      ...base,
      label: "the victim learner and their parent named in another school's roster",
      body: {
        csv: [
          ROSTER_HEADER,
          'student,10-A,101,1010,,,Aarav,Sharma,student@demo.school,9800000001,IN,,',
          'parent_link,,,,,,,,,,,parent@demo.school,student@demo.school',
        ].join('\n'),
      },
    }),
    'POST /api/institutes/select': async (ctx, base) => {
      const section = await ctx.t.db
        .selectFrom('sections')
        .select(['section_master_website_id', 'board_id'])
        .where('section_id', '=', 5001)
        .executeTakeFirstOrThrow();
      return {
        ...base,
        body: body(base, { section_master_website_id: section.section_master_website_id, board_id: section.board_id }),
      };
    },
    // The medium 10-A already has: the positive control changes no later route's world.
    'PUT /api/institutes/sections/medium': async (_ctx, base) => ({
      ...base,
      label: "the medium of instruction of the victim school's 10-A",
      body: { section_id: 5001, language_id: 1 },
    }),
    ...courseMasterFixtures(),
    ...profilePhotoFixtures(),
    [`POST ${AUTH}/classWiseBatchList`]: async (_ctx, base) => ({ ...base, positive: { caller: 'student' } }),
    [`GET /api/institutes/dashboard`]: async (_ctx, base) => ({ ...base, positive: { caller: 'student' } }),
    [`POST ${AUTH}/searchTeacherList`]: async (_ctx, base) => ({ ...base, positive: { caller: 'teacher' } }),
    [`POST ${AUTH}/studentListBySection`]: async (_ctx, base) => ({ ...base, positive: { caller: 'teacher' } }),
    [`POST ${AUTH}/updateProfile`]: async (_ctx, base) => ({ ...base, body: { first_name: 'Renamed' } }),
  };
}

/** The course master's writes aimed at the victim school: a subject of 10-B its teacher does not teach yet. */
function courseMasterFixtures(): Record<string, Fixture> {
  const untaughtIn10B = async (ctx: FixtureContext) => {
    const taught = ctx.t.db.selectFrom('teacher_assignments').select('subject_id').where('section_id', '=', 5002);
    const row = await ctx.t.db
      .selectFrom('school_subjects')
      .select(['subject_id', 'board_id', 'class_id'])
      .where('school_id', '=', 501)
      .where('subject_id', 'not in', taught)
      .orderBy('subject_id')
      .executeTakeFirstOrThrow();
    return row;
  };
  return {
    'POST /api/institutes/courses/teacher': async (ctx, base) => {
      const subject = await untaughtIn10B(ctx);
      return {
        ...base,
        label: "a subject of the victim school's 10-B given to its teacher",
        body: {
          section_id: 5002,
          subject_id: subject.subject_id,
          teacher_uuid: body(base, {}).teacher_uuid,
          assigned: true,
        },
      };
    },
    'POST /api/institutes/courses/subject': async (ctx, base) => {
      const subject = await untaughtIn10B(ctx);
      return {
        ...base,
        // Offered again (a no-op for the victim school), so that the positive control changes no later route's world.
        label: 'a subject the victim school offers',
        body: { board_id: subject.board_id, class_id: subject.class_id, subject_id: subject.subject_id, offered: true },
      };
    },
  };
}

/** A small photo, as a phone's camera would send one (the route resizes it). */
async function photoPart() {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return { field: 'file', name: 'me.png', type: 'image/png', data };
}

/** A person's photo: each caller sets their own; the victim learner's is read by them and their parent only. */
function profilePhotoFixtures(): Record<string, Fixture> {
  return {
    'POST /api/upload/profilePhoto': async (_ctx, base) => ({
      ...base,
      label: "the caller's own photo",
      raw: multipart({}, await photoPart()),
    }),
    'GET /api/upload/profilePhoto': async (ctx, base) => {
      const { payload, headers } = multipart({}, await photoPart());
      const set = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/upload/profilePhoto',
        payload,
        headers: { ...headers, authorization: `Bearer ${ctx.world.tokens.student}` },
      });
      if (set.statusCode !== 200) throw new Error(`preparing the victim's photo: ${set.statusCode} ${set.body}`);
      return { ...base, label: "the victim learner's photo", query: { uuid: ctx.world.victimUuid } };
    },
  };
}

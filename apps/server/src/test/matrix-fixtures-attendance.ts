import { randomUUID } from 'node:crypto';
import { localDate } from '@esc/domain';
import { prepare } from './matrix-fixture-kit.js';
import type { Fixture, MatrixRequest } from './matrix-requests.js';

// Attendance in the authorisation matrix: the registers of the victim school's 10-A (the victim
// learner's section). Staff calls leave the victim learner's uuid out (it would name the caller, who is
// staff, as somebody else); the register is the demo school's today (India), which only that day's
// saves may change; the absence notice needs the day's register saved, so its fixture saves it first
// as the demo teacher (everyone present: no parent is told).

const OFFLINE = '/api/live-class/offlineAttendance';
const TEN_A = 5001;

/** The demo school's today. */
const today = () => localDate(Date.now(), 'IN');

const staffBody = (base: MatrixRequest, fields: Record<string, unknown>) => {
  const { uuid: _uuid, ...rest } = (base.body ?? {}) as Record<string, unknown>;
  return { ...rest, ...fields };
};

const sectionRead =
  (label: string): Fixture =>
  async (_ctx, base) => ({ ...base, label, body: staffBody(base, { section_id: TEN_A }) });

const schoolRead =
  (label: string): Fixture =>
  async (ctx, base) => ({ ...base, label, body: staffBody(base, { school_id: ctx.world.victim.schoolId }) });

export function attendanceFixtures(): Record<string, Fixture> {
  return {
    [`POST ${OFFLINE}/v2/markAttendance`]: async (ctx, base) => ({
      ...base,
      label: "marking the victim school's 10-A today, the victim learner present",
      body: staffBody(base, {
        section_id: TEN_A,
        date: today(),
        client_mark_id: `matrix-${randomUUID()}`,
        marks: [{ uuid: ctx.world.victimUuid, mark: 'present' }],
      }),
    }),
    [`POST ${OFFLINE}/markAttendanceDetails`]: sectionRead("the register of the victim school's 10-A"),
    [`POST ${OFFLINE}/sectionWiseAttendance`]: sectionRead("the victim school's 10-A by day"),
    [`POST ${OFFLINE}/downloadAttendance`]: sectionRead("the victim school's 10-A as a spreadsheet"),
    [`POST ${OFFLINE}/v2/downloadAttendance`]: sectionRead("the victim school's 10-A as a CSV file"),
    [`POST ${OFFLINE}/schoolAttendance`]: schoolRead("the victim school's sections"),
    [`POST /api/live-class/attendee/studentAttendanceBySchoolId`]: schoolRead("the victim school's learners"),
    [`POST /api/live-class/attendee/v2/studentAttendanceBySchoolId`]: schoolRead("the victim school's learners"),
    [`POST ${OFFLINE}/attendanceSettings`]: async (ctx, base) => [
      {
        ...base,
        label: "the victim school's live presence share",
        body: staffBody(base, { school_id: ctx.world.victim.schoolId }),
      },
      {
        ...base,
        label: "changing the victim school's live presence share",
        body: staffBody(base, { school_id: ctx.world.victim.schoolId, live_presence_percent: 60 }),
      },
    ],
    [`POST ${OFFLINE}/sendPNForAttendance`]: async (ctx, base) => {
      await prepare(ctx, `${OFFLINE}/v2/markAttendance`, ctx.world.tokens.teacher, {
        section_id: TEN_A,
        date: today(),
        client_mark_id: `matrix-${randomUUID()}`,
        marks: [],
      });
      return {
        ...base,
        label: "the absence notice of the victim school's 10-A",
        body: staffBody(base, { section_id: TEN_A }),
      };
    },
  };
}

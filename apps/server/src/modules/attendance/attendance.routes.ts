import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/call-route.js';
import { requireUser } from '../../platform/auth/guards.js';
import { ok } from '../../platform/http/envelope.js';
import type { AttendanceServices } from './attendance.module.js';

export const OFFLINE = '/live-class/offlineAttendance';
export const tags = ['attendance'];
export const SECTION_RULE =
  'A teacher of the section or an admin of its school (teacher only: learners and parents 403); another ' +
  'school’s section 404, a section of the school the teacher does not teach 403.';

/** The register calls of spec 001 §7: read, mark, the absence notice, and the school's setting. */
export function registerAttendanceRoutes(app: FastifyInstance, { registers, notices }: AttendanceServices) {
  route(
    app,
    `POST ${OFFLINE}/markAttendanceDetails`,
    {
      tags,
      summary: 'The register of a section for a day (default today): every learner, present until marked otherwise',
      description:
        `${SECTION_RULE} Each learner has the day's mark and its source: teacher, live (present in a live ` +
        'class of the day and not marked by the teacher), or null (not marked yet: present by default).',
    },
    async (request) => ok(await registers.details(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${OFFLINE}/v2/markAttendance`,
    {
      tags,
      summary: 'Save the register of a section for the school’s today, whole, in one transaction',
      description:
        `${SECTION_RULE} Listed learners get the teacher's mark (the teacher's mark wins over live attendance); ` +
        'the others keep their mark, or are recorded present (source live when they were in a live class). ' +
        'client_mark_id makes a retry count once (replayed: true). made_at (when the marks were given on the ' +
        'device, believed up to the save’s arrival): of two teachers’ marks of a learner the later is kept, and ' +
        'replaced lists the marks of this save that a later mark replaced (docs/offline-conflicts.md). Only the school’s today (its time zone, the ' +
        'server’s clock) can be saved: another day answers 409 saying so. Success is status_code 200. Saving a ' +
        'learner’s third absence in a row warns the section’s teachers and the learner’s parents, once a run.',
    },
    async (request) => ok(await registers.mark(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${OFFLINE}/sendPNForAttendance`,
    {
      tags,
      summary: 'Tell the parents of the learners marked absent today (push and in the app)',
      description:
        `${SECTION_RULE} The day's register must be saved (else 409); only today's (else 409). Each parent ` +
        'hears of a child’s absence once a day however often this is sent. Success is status_code 200.',
    },
    async (request) => ok(await notices.send(requireUser(request), request.body)),
  );

  route(
    app,
    `POST ${OFFLINE}/attendanceSettings`,
    {
      tags,
      summary: 'The school’s live presence share: read by its staff, changed by a school admin',
      description:
        'live_presence_percent: the share of a live class a learner must be in to count present where the room ' +
        'reports join and leave (half by default). A pasted-link class records joins only: a join counts. ' +
        'Another school’s school_id 404; a teacher changing it 403.',
    },
    async (request) => ok(await notices.settings(requireUser(request), request.body)),
  );
}

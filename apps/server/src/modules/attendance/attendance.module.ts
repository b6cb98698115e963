import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createAbsenceNoticeService } from './absence-notice.service.js';
import { createAbsenceTelling } from './absence-telling.js';
import { createAbsenceWarnings } from './absence-warnings.js';
import { createAttendanceContext } from './attendance-context.js';
import { createAttendancePolicy } from './attendance.policy.js';
import type { AttendanceDeps, AttendancePorts } from './attendance-ports.js';
import { registerAttendanceReportRoutes } from './attendance-report.routes.js';
import { createAttendanceRepository } from './attendance.repository.js';
import { registerAttendanceRoutes } from './attendance.routes.js';
import { createRegisterWritesRepository, type SaveRegisterInput } from './register-writes.repository.js';
import { createLearnerReports } from './learner-reports.service.js';
import { createRegisterService } from './register.service.js';
import { createSectionReports } from './section-reports.service.js';
import { defineModule } from '../module-map.js';
import { attendancePersonalData } from './attendance.personal-data.js';
import { createAttendanceSchoolExport } from './attendance-school-export.repository.js';

export type AttendanceServices = ReturnType<typeof createAttendanceServices>;

/**
 * The attendance module (one register): registers and marks of its own tables; people, sections and
 * schools from identity and institutes, live attendance from the live-classes module, and parents and
 * teachers told through notifications' publish.
 */
export function createAttendanceServices(ports: AttendancePorts & { db: Db }) {
  const deps: AttendanceDeps = {
    ...ports,
    repo: createAttendanceRepository(ports.db),
    writes: createRegisterWritesRepository(ports.db),
  };
  const context = createAttendanceContext(deps);
  const policy = createAttendancePolicy({ sections: ports.sections });
  const warnings = createAbsenceWarnings(deps);
  const telling = createAbsenceTelling(deps);
  const registers = createRegisterService({ ...deps, context, warnings, telling });
  return {
    /** Who may read a section's registers and change a school's attendance settings (attendance.policy.ts). */
    policy,
    registers,
    notices: createAbsenceNoticeService({ ...deps, context, policy, telling }),
    sections: createSectionReports({ ...deps, context }),
    learners: createLearnerReports({ ...deps, context, policy }),
    /** The school's share of a live class that counts as present (the live-classes module's class attendance reads it). */
    presenceShareOf: context.shareOf,
    /**
     * Generated worlds only (the demo seed): past registers as their teacher took them, in the seed's
     * transaction when it gives one; nobody is told. No route calls it: it decides no access or window.
     */
    seeding: {
      saveRegister: (input: SaveRegisterInput, trx?: Db): Promise<number> =>
        (trx ? createRegisterWritesRepository(trx) : deps.writes).saveRegister(input),
    },
  };
}

/** The attendance calls of spec/calls.tsv (module attendance) and the chosen ones (docs/attendance.md). */
export function registerAttendanceModule(api: FastifyInstance, services: AttendanceServices): void {
  registerAttendanceRoutes(api, services);
  registerAttendanceReportRoutes(api, services);
}

export const attendanceModule = defineModule({
  name: 'attendance',
  purpose: 'One register per section and day, marked by staff or taken from live classes; reports and absence notices.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections', 'directory'],
    'live-classes': ['attendance', 'presenceShare'],
    notifications: ['publish'],
    audit: ['audit'],
  },
  offers: [],
  fills: ['live-classes.presenceShare:ofSchool'],
  publishes: [],
  handles: [],
  tables: ['attendance_registers', 'attendance_marks', 'attendance_mark_requests', 'attendance_settings'],
  personalData: attendancePersonalData,
  jobs: [],
  build({ platform, needs }) {
    const { institutes } = needs;
    const services = createAttendanceServices({
      db: platform.db,
      clock: platform.clock,
      log: platform.log,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: institutes.staffScopes,
      sections: { ...institutes.sections, sectionsOfSchool: institutes.directory.sectionsOfSchool },
      live: { presence: needs['live-classes'].attendance.presence },
      publish: needs.notifications.publish,
      audit: needs.audit.audit,
      concurrentWrites: platform.concurrentWrites,
    });
    needs['live-classes'].presenceShare.provide('ofSchool', services.presenceShareOf);
    return {
      services,
      policy: services.policy,
      routes: (api) => registerAttendanceModule(api, services),
      schoolExport: createAttendanceSchoolExport(platform.db),
    };
  },
});

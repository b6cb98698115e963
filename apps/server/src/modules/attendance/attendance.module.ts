import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { createAbsenceNoticeService } from './absence-notice.service.js';
import { createAbsenceWarnings } from './absence-warnings.js';
import { createAttendanceContext } from './attendance-context.js';
import type { AttendanceDeps, AttendancePorts } from './attendance-ports.js';
import { registerAttendanceReportRoutes } from './attendance-report.routes.js';
import { createAttendanceRepository } from './attendance.repository.js';
import { registerAttendanceRoutes } from './attendance.routes.js';
import { createRegisterWritesRepository } from './register-writes.repository.js';
import { createLearnerReports } from './learner-reports.service.js';
import { createRegisterService } from './register.service.js';
import { createSectionReports } from './section-reports.service.js';

export type AttendanceServices = ReturnType<typeof createAttendanceServices>;

/**
 * The attendance module (issue 10 §6, one register): registers and marks of its own tables; people,
 * sections and schools from identity and institutes, live attendance from the live module (through
 * the port the composition root fills), and parents and teachers told through notifications' publish.
 */
export function createAttendanceServices(ports: AttendancePorts & { db: Db }) {
  const deps: AttendanceDeps = {
    ...ports,
    repo: createAttendanceRepository(ports.db),
    writes: createRegisterWritesRepository(ports.db),
  };
  const context = createAttendanceContext(deps);
  const warnings = createAbsenceWarnings(deps);
  const registers = createRegisterService({ ...deps, context, warnings });
  return {
    registers,
    notices: createAbsenceNoticeService({ ...deps, context }),
    sections: createSectionReports({ ...deps, context }),
    learners: createLearnerReports({ ...deps, context }),
    /** The school's share of a live class that counts as present (the live module's class attendance reads it). */
    presenceShareOf: context.shareOf,
  };
}

/** The attendance calls of spec/calls.tsv (module attendance) and the chosen ones (docs/attendance.md). */
export function registerAttendanceModule(api: FastifyInstance, services: AttendanceServices): void {
  registerAttendanceRoutes(api, services);
  registerAttendanceReportRoutes(api, services);
}

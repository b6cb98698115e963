import type { SectionSummary } from '@esc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ParentLinks } from '../../platform/auth/access.js';
import { AppError, type ErrorReason } from '../../platform/errors/app-error.js';
import type { AccessLog } from '../audit/audit.module.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { SchoolRecord, SectionRecord, StaffScopes } from '../institutes/institutes.module.js';
import type { LiveClassPresence, LivePresenceQuery } from '../live-classes/live-classes.module.js';
import type { NotificationEvent } from '../notifications/notifications.module.js';
import type { AttendanceRepository } from './attendance.repository.js';
import type { RegisterWritesRepository } from './register-writes.repository.js';

/** What the attendance module asks of other modules' services (never their repositories). */
export interface AttendancePorts {
  identity: Pick<IdentityService, 'tenantSchoolIds' | 'profile'> & ParentLinks;
  directory: Pick<
    DirectoryService,
    | 'people'
    | 'placementsOf'
    | 'learnersOfSections'
    | 'learnerCountsBySection'
    | 'parentsOfChildren'
    | 'parentsByChild'
    | 'staffOfSections'
  >;
  scopes: StaffScopes;
  sections: {
    sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]>;
    schoolsByIds(ids: readonly number[]): Promise<SchoolRecord[]>;
    /** Every section of a school, named. */
    sectionsOfSchool(schoolId: number): Promise<SectionSummary[]>;
    /** Teachers with a subject assignment in one of the sections. */
    teachersOfSections(sectionIds: readonly number[]): Promise<string[]>;
  };
  /** Live attendance: the live-classes module's held classes of sections and days, with who was present. */
  live: { presence(query: LivePresenceQuery): Promise<LiveClassPresence[]> };
  publish(event: NotificationEvent): Promise<void>;
  /** Who looked: staff reads of learners' attendance are noted in their access log. */
  audit: Pick<AccessLog, 'record'>;
  clock: () => number;
  log: FastifyBaseLogger;
  /** Batches of register saves committed at once: 1 on SQLite (one writer), more on PostgreSQL. */
  concurrentWrites?: number;
}

export interface AttendanceDeps extends AttendancePorts {
  repo: AttendanceRepository;
  writes: RegisterWritesRepository;
}

export const iso = (ms: number) => new Date(ms).toISOString();

export { fieldInvalid as invalid } from '../../platform/errors/app-error.js';

/** 404 of a school or section, in the words the institutes module says them. */
export const notFound = (what: 'school' | 'section'): AppError =>
  new AppError('NOT_FOUND', { reason: what === 'school' ? 'institutes.noSchool' : 'institutes.noSection' });

/** 400 naming one field: a sentence as the message, the field's own short words in `errors`. */
export function fieldRefused(field: string, sentence: ErrorReason, words: ErrorReason): AppError {
  return new AppError('VALIDATION_FAILED', { reason: sentence }, { errors: [{ field, reason: words }] });
}
export { fullName } from '../../platform/person-name.js';

import { AppError, type ErrorReason } from '../../platform/errors/app-error.js';
import { wireId } from '../../platform/http/wire-ids.js';
import type { FastifyBaseLogger } from 'fastify';
import type { ParentLinks } from '../../platform/auth/access.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { AccessService } from '../access/access.module.js';
import type { CatalogueServices } from '../catalogue/catalogue.module.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { SchoolRecord, SectionRecord, StaffScopes } from '../institutes/institutes.module.js';
import type { MediaSigner } from '../media/media.module.js';
import type { HomeworkItemsPort } from '../learnlists/learnlists.module.js';
import type { NotificationEvent } from '../notifications/notifications.module.js';

/** The catalogue's services the assessment modules read, and whether a person edits the platform's content. */
export type CataloguePorts = Pick<CatalogueServices, 'lookup' | 'nodes' | 'content'> & {
  isPlatformEditor(auth: AuthContext | null): Promise<boolean>;
};

/** Ports whose catalogue is only the parts named (what one service reads of it). */
export interface WithCatalogue<K extends keyof CataloguePorts> {
  catalogue: Pick<CataloguePorts, K>;
}

/**
 * What the question bank, papers, attempts and reports ask of other modules' services (never their
 * repositories); each service names the ports it uses, each module is built with only those.
 */
export interface AssessmentPorts {
  identity: Pick<IdentityService, 'tenantSchoolIds'> & ParentLinks;
  directory: Pick<
    DirectoryService,
    | 'people'
    | 'namesOf'
    | 'placementsOf'
    | 'sectionIdsOf'
    | 'learnersOfSections'
    | 'learnerCountsBySection'
    | 'parentsOfChildren'
    | 'parentsByChild'
  >;
  scopes: StaffScopes;
  sections: {
    sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]>;
    schoolsByIds(ids: readonly number[]): Promise<SchoolRecord[]>;
  };
  catalogue: CataloguePorts;
  access: Pick<AccessService, 'assertAllowed'>;
  signer: Pick<MediaSigner, 'signKeyShared'>;
  storage: Pick<Storage, 'exists'>;
  jobs: Pick<JobQueue, 'register' | 'enqueue'>;
  publish(event: NotificationEvent): Promise<void>;
  /** Learn-list homework: the item a question or paper is opened from, and telling its open (homework-items.ts). */
  homework?: HomeworkItemsPort;
  clock: () => number;
  log: FastifyBaseLogger;
}

/** An id from the wire (platform/http/wire-ids.ts). */
export const idOf = wireId;

/** An optional id: absent, null, 0 and '' mean not given. */
export function optionalIdOf(value: number | string | null | undefined, what: string): number | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  return idOf(value, what);
}

/** The owner a new item names: absent (the caller's school), null (the platform), or a school. */
export function ownerAsked(value: number | string | null | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  return optionalIdOf(value, 'school');
}

export { fieldInvalid as invalid } from '../../platform/errors/app-error.js';

/** 404 by a reason of the catalogue ("No such paper."), said in the request's language. */
export const notFound = (reason: ErrorReason): AppError => new AppError('NOT_FOUND', { reason });

/**
 * A question a learner may otherwise read, while a test that is open now (or coming) holds it: its key
 * would give the test away. Said as it is (409), rather than as a question that does not exist.
 */
export function heldByOpenTest(): AppError {
  return new AppError(
    'CONFLICT',
    { reason: 'questionBank.heldByOpenTest' },
    { errors: [{ field: 'question_id', reason: 'questionBank.inOpenTest' }] },
  );
}

export { fullName } from '../../platform/person-name.js';

export const iso = (ms: number) => new Date(ms).toISOString();

/** A JSON column read back; a broken value reads as the fallback rather than failing a whole list. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Marks as people read them: two decimals. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

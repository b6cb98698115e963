import type { AccessLog } from '../audit/audit.module.js';
import { wireId } from '../../platform/http/wire-ids.js';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentBriefs, NodeLookup } from '../catalogue/catalogue.module.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import type { SchoolRecord, SectionRecord, StaffScopes } from '../institutes/institutes.module.js';
import type { ProgressService } from '../learning/learning.module.js';
import type { AssignmentsRepository } from './assignments.repository.js';
import type { CompletionsRepository } from './completions.repository.js';
import type { HomeworkEvents } from './homework-events.js';
import type { LearnListItemSources } from './item-sources.js';
import type { LearnListsRepository } from './learnlists.repository.js';
import type { ReportHandinsSource } from './report-handins.js';

/** What the learn-lists module asks of other modules' services (never their repositories). */
export interface LearnListPorts {
  identity: Pick<IdentityService, 'tenantSchoolIds' | 'isLinkedChild'>;
  directory: Pick<
    DirectoryService,
    'people' | 'placementsOf' | 'sectionIdsOf' | 'learnersOfSections' | 'learnerCountsBySection' | 'parentsOfChildren'
  >;
  scopes: StaffScopes;
  sections: {
    sectionsByIds(ids: readonly number[]): Promise<SectionRecord[]>;
    schoolsByIds(ids: readonly number[]): Promise<SchoolRecord[]>;
  };
  briefs: Pick<ContentBriefs, 'contents'>;
  nodes: Pick<NodeLookup, 'byIds'>;
  progress: Pick<ProgressService, 'resumeTimes' | 'progressOfLearners'>;
  events: HomeworkEvents;
  /** Who looked: staff reads of learners' homework are noted in their access log. */
  audit: Pick<AccessLog, 'record'>;
  clock: () => number;
  log: FastifyBaseLogger;
}

/** The module's own repositories. */
export interface LearnListRepos {
  lists: LearnListsRepository;
  assignments: AssignmentsRepository;
  completions: CompletionsRepository;
}

export interface LearnListDeps extends LearnListPorts {
  repos: LearnListRepos;
  /** Questions, papers and recordings, named by their modules (connected once they are built). */
  items: LearnListItemSources;
  /** Work handed in for tasks, for the item-wise report (the hand-ins module fills it). */
  reportHandins: ReportHandinsSource;
}

/** An id from the wire (platform/http/wire-ids.ts); a learn-list unless another `what` is named. */
export const idOf = (value: number | string, what = 'learn-list'): number => wireId(value, what);

/** An optional id: absent, null and '' mean not given. */
export function optionalIdOf(value: number | string | null | undefined, what?: string): number | null {
  return value === undefined || value === null || value === '' ? null : idOf(value, what);
}

export { fieldInvalid as invalid } from '../../platform/errors/app-error.js';

export { fullName } from '../../platform/person-name.js';

import type { ModuleDeclaration } from '../platform/modules/module-declaration.js';
import type { AccessServices } from './access/access.module.js';
import type { AttemptsServices } from './attempts/attempts.module.js';
import type { AttendanceServices } from './attendance/attendance.module.js';
import type { CatalogueServices } from './catalogue/catalogue.module.js';
import type { CommerceServices } from './commerce/commerce.module.js';
import type { ContentServices } from './content/content.module.js';
import type { ContentPackagesServices } from './content-packages/content-packages.module.js';
import type { DoubtsServices } from './doubts/doubts.module.js';
import type { HandinsServices } from './handins/handins.module.js';
import type { IdentityServices } from './identity/identity.module.js';
import type { InstitutesServices } from './institutes/institutes.module.js';
import type { LearningServices } from './learning/learning.module.js';
import type { LearnListsServices } from './learnlists/learnlists.module.js';
import type { LiveClassesServices } from './live-classes/live-classes.module.js';
import type { MeetingRoomsServices } from './meeting-rooms/meeting-rooms.module.js';
import type { MediaServices } from './media/media.module.js';
import type { DomainEvents } from './domain-events.js';
import type { PapersServices } from './papers/papers.module.js';
import type { QuestionBankServices } from './question-bank/question-bank.module.js';
import type { ReportsServices } from './reports/reports.module.js';
import type { NoticesServices } from './notices/notices.module.js';
import type { NotificationsServices } from './notifications/notifications.module.js';
import type { PlatformServices } from './platform/platform.module.js';
import type { PrivacyServices } from './privacy/privacy.module.js';
import type { GrievancesServices } from './grievances/grievances.module.js';
import type { RecordingsServices } from './recordings/recordings.module.js';
import type { SyncServices } from './sync/sync.module.js';
import type { AuditServices } from './audit/audit.module.js';

/** Every module's services by its name: what `needs` may name, and what the composition root returns. */
export interface ModuleServicesMap {
  identity: IdentityServices;
  notifications: NotificationsServices;
  catalogue: CatalogueServices;
  commerce: CommerceServices;
  access: AccessServices;
  media: MediaServices;
  institutes: InstitutesServices;
  learning: LearningServices;
  learnlists: LearnListsServices;
  'question-bank': QuestionBankServices;
  papers: PapersServices;
  attempts: AttemptsServices;
  reports: ReportsServices;
  content: ContentServices;
  'content-packages': ContentPackagesServices;
  'live-classes': LiveClassesServices;
  'meeting-rooms': MeetingRoomsServices;
  recordings: RecordingsServices;
  notices: NoticesServices;
  attendance: AttendanceServices;
  platform: PlatformServices;
  doubts: DoubtsServices;
  handins: HandinsServices;
  sync: SyncServices;
  privacy: PrivacyServices;
  audit: AuditServices;
  grievances: GrievancesServices;
}

export type ModuleName = keyof ModuleServicesMap;

/** `{ catalogue: ['names', 'nodes'] }`: services of other modules, by module, that a module is built with. */
export type NeedsSpec = { readonly [M in ModuleName]?: readonly (keyof ModuleServicesMap[M] & string)[] };

/** What a module's build is handed for its needs: only the named services of each module. */
export type ResolvedNeeds<Spec extends NeedsSpec> = {
  [M in keyof Spec & ModuleName]: Pick<
    ModuleServicesMap[M],
    Spec[M] extends readonly (infer K)[] ? K & keyof ModuleServicesMap[M] : never
  >;
};

/** A module's declaration, type-checked: its needs name real services, its build returns its services. */
export function defineModule<const Name extends ModuleName, const Spec extends NeedsSpec>(
  declaration: ModuleDeclaration<Name, Spec, ResolvedNeeds<Spec>, ModuleServicesMap[Name], DomainEvents>,
) {
  return declaration;
}

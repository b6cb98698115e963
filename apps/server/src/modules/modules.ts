import type { AnyDeclaration } from '../platform/modules/compose-modules.js';
import { accessModule } from './access/access.module.js';
import { attemptsModule } from './attempts/attempts.module.js';
import { attendanceModule } from './attendance/attendance.module.js';
import { catalogueModule } from './catalogue/catalogue.module.js';
import { commerceModule } from './commerce/commerce.module.js';
import { contentModule } from './content/content.module.js';
import { contentPackagesModule } from './content-packages/content-packages.module.js';
import { doubtsModule } from './doubts/doubts.module.js';
import { identityModule } from './identity/identity.module.js';
import { handinsModule } from './handins/handins.module.js';
import { institutesModule } from './institutes/institutes.module.js';
import { learningModule } from './learning/learning.module.js';
import { learnListsModule } from './learnlists/learnlists.module.js';
import { liveClassesModule } from './live-classes/live-classes.module.js';
import { meetingRoomsModule } from './meeting-rooms/meeting-rooms.module.js';
import { mediaModule } from './media/media.module.js';
import { papersModule } from './papers/papers.module.js';
import { questionBankModule } from './question-bank/question-bank.module.js';
import { reportsModule } from './reports/reports.module.js';
import { noticesModule } from './notices/notices.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { platformModule } from './platform/platform.module.js';
import { privacyModuleOver } from './privacy/privacy.module.js';
import { grievancesModule } from './grievances/grievances.module.js';
import { PLATFORM_LAYER_REGISTRY } from '../platform/privacy/platform-layer.personal-data.js';
import { recordingsModule } from './recordings/recordings.module.js';
import { syncModule } from './sync/sync.module.js';
import { auditModule } from './audit/audit.module.js';

/**
 * Every module of the server. The order here does not matter: the composition root builds them in
 * the order their declared needs give (and refuses a cycle).
 */
export const MODULES: readonly AnyDeclaration[] = [
  identityModule,
  notificationsModule,
  catalogueModule,
  commerceModule,
  accessModule,
  mediaModule,
  institutesModule,
  learningModule,
  learnListsModule,
  questionBankModule,
  papersModule,
  attemptsModule,
  reportsModule,
  contentModule,
  contentPackagesModule,
  liveClassesModule,
  meetingRoomsModule,
  recordingsModule,
  noticesModule,
  attendanceModule,
  platformModule,
  doubtsModule,
  handinsModule,
  syncModule,
  auditModule,
  grievancesModule,
  // Reads the registry of every module's personal data, its own included, when it builds an export.
  privacyModuleOver(() => [...MODULES, ...PLATFORM_LAYER_REGISTRY]),
];

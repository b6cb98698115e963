import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { createAssignmentScope, type AttemptRecords } from '../attempts/attempts.module.js';
import type { AccessLog } from '../audit/audit.module.js';
import { defineModule } from '../module-map.js';
import type { PaperRecords, PaperSheets } from '../papers/papers.module.js';
import type {
  AssessmentPorts,
  QuestionRecords,
  QuestionViews,
  WithCatalogue,
} from '../question-bank/question-bank.module.js';
import { registerReportRoutes } from './report.routes.js';
import { createReportCache, PEOPLE_ERASED_VERSION } from './report-cache.js';
import { createReportPolicy } from './report-policy.js';
import { createReportsService } from './reports.service.js';
import { createTeacherReportsService } from './teacher-reports.service.js';
import { createWeakTopics } from './weak-topics.service.js';

export type ReportsServices = ReturnType<typeof createReportsServices>;

function createReportsServices(
  ports: Pick<AssessmentPorts, 'identity' | 'directory' | 'scopes' | 'sections' | 'clock'> &
    WithCatalogue<'isPlatformEditor' | 'nodes' | 'content'> & {
      attempts: AttemptRecords;
      /** The same reads on the primary: a report kept under a version is built from rows at least that new. */
      primary: AttemptRecords;
      papers: PaperRecords;
      sheets: PaperSheets;
      views: QuestionViews;
      questions: Pick<QuestionRecords, 'byIds'>;
      audit: Pick<AccessLog, 'record'>;
      versions: Pick<CacheVersions, 'current'>;
    },
) {
  const { attempts, papers, sheets, views, audit } = ports;
  const policy = createReportPolicy(papers, attempts);
  // Assignments' results are read by staff only (a learner's own report is theirs by who is acting).
  const scope = createAssignmentScope({ policy, actions: { staff: 'read' }, ports });
  const kept = createReportCache(ports.versions);
  return {
    policy,
    /** Published reports kept serialized (report-cache.ts). */
    keptReports: kept,
    reports: createReportsService({
      attempts,
      results: attempts,
      papers,
      sheets,
      views,
      scope,
      policy,
      audit,
      kept,
      primary: ports.primary,
      ports,
    }),
    teacherReports: createTeacherReportsService({ attempts, papers, sheets, scope, audit, ports }),
    weakTopics: createWeakTopics({ attempts, questions: ports.questions, ports }),
  };
}

export const reportsModule = defineModule({
  name: 'reports',
  purpose:
    'Results as people read them: a learner’s report with score, rank and percentile, accuracy by chapter and topic, ' +
    'weak topics, a parent’s overview, the teacher’s assignment overviews and activity, and the question analysis workbook.',
  needs: {
    identity: ['identity', 'directory'],
    institutes: ['staffScopes', 'sections'],
    catalogue: ['nodes', 'content', 'contentEdits'],
    'question-bank': ['views', 'questionRecords'],
    papers: ['paperRecords', 'sheets'],
    attempts: ['reportRecords', 'attemptRecords'],
    audit: ['audit'],
  },
  offers: [],
  fills: [],
  publishes: [],
  handles: ['privacy.person-erased'],
  tables: [],
  jobs: [],
  build({ platform, needs, events }) {
    const { catalogue } = needs;
    const services = createReportsServices({
      clock: platform.clock,
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      scopes: needs.institutes.staffScopes,
      sections: needs.institutes.sections,
      catalogue: {
        nodes: catalogue.nodes,
        content: catalogue.content,
        isPlatformEditor: catalogue.contentEdits.isPlatformEditor,
      },
      attempts: needs.attempts.reportRecords,
      primary: needs.attempts.attemptRecords,
      papers: needs.papers.paperRecords,
      sheets: needs.papers.sheets,
      views: needs['question-bank'].views,
      questions: needs['question-bank'].questionRecords,
      audit: needs.audit.audit,
      versions: platform.cacheVersions,
    });
    // An erased learner's answers lose their words: no process shows a report kept before.
    events.on('privacy.person-erased', () => platform.cacheVersions.bump(PEOPLE_ERASED_VERSION));
    return {
      services,
      policy: services.policy,
      routes: (api) => registerReportRoutes(api, services),
    };
  },
});

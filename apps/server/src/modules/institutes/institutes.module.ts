import type { AccessLog } from '../audit/audit.module.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { CatalogueServices, NodeLookup } from '../catalogue/catalogue.module.js';
import type { CommerceServices, LicenceReader } from '../commerce/commerce.module.js';
import type { IdentityServices } from '../identity/identity.module.js';
import { createCourseMasterRepository, TEACHER_SECTIONS_CACHE } from './course-master.repository.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { registerCourseMasterRoutes } from './course-master.routes.js';
import { createCourseMasterService } from './course-master.service.js';
import { createInstituteDashboardService } from './dashboard.service.js';
import { registerInstituteAppRoutes } from './institute-app.routes.js';
import { createInstituteReader } from './institute-reader.js';
import { createInstitutesRepository } from './institutes.repository.js';
import { registerInstitutesRoutes } from './institutes.routes.js';
import { createInstitutesService } from './institutes.service.js';
import { createLearnerBatchReader } from './learner-batches.js';
import { createPeopleService } from './people.service.js';
import { createOneRosterService } from './oneroster.service.js';
import { registerOneRosterRoutes } from './oneroster.routes.js';
import { createRosterService } from './roster.service.js';
import { createSchoolDirectory } from './school-directory.service.js';
import { createSectionMediumService } from './section-medium.service.js';
import { registerSchoolSettingsRoutes } from './school-settings.routes.js';
import { createStaffScopes } from './staff-scope.js';
import { createInstitutesPolicy } from './institutes.policy.js';
import { defineModule } from '../module-map.js';
import { institutesPersonalData } from './institutes.personal-data.js';
import { institutesSchoolExport } from './institutes-school-export.js';

// What the modules that work in a school's sections read of this one: its schools, sections and staff scopes.
export type { SectionRecord } from './institute-reader.js';
export type { SchoolRecord } from './institutes.repository.js';
export { TEACHER_SECTIONS_CACHE } from './course-master.repository.js';
export { seesAllSections, type StaffScope, type StaffScopes } from './staff-scope.js';

export type InstitutesServices = ReturnType<typeof createInstitutesServices>;

/**
 * People come from identity's directory, seats and packages from commerce's licence reader, and
 * board, class and subject names from the catalogue: the module's own repository reads only its tables.
 */
export function createInstitutesServices(deps: {
  db: Db;
  clock: () => number;
  identity: Pick<
    IdentityServices,
    'identity' | 'directory' | 'schoolAccounts' | 'invitations' | 'parentLinks' | 'throttle'
  >;
  licences: LicenceReader;
  nodes: NodeLookup;
  catalogue: Pick<CatalogueServices, 'names' | 'viewerSchools'>;
  commerce: Pick<CommerceServices, 'licences'>;
  audit: Pick<AccessLog, 'record'>;
  /** Moves who-teaches-which-section's version (absent in scripts that keep no cache). */
  versions?: Pick<CacheVersions, 'bumpWithin' | 'current'>;
}) {
  const { db, clock, licences, nodes } = deps;
  const identity = deps.identity.identity;
  const directory = deps.identity.directory;
  const repo = createInstitutesRepository(db, deps.versions);
  const reader = createInstituteReader({ repo, nodes, versions: deps.versions });
  const policy = createInstitutesPolicy({ reader });
  const scopes = createStaffScopes({ repo, policy, identity, directory });
  const learnerBatches = createLearnerBatchReader({ reader, directory, licences, clock });
  const schools = createSchoolDirectory({
    db,
    syllabusNames: deps.catalogue.names.namesOf,
    primarySchoolId: identity.primarySchoolId,
  });
  const roster = createRosterService({
    db,
    identity: deps.identity,
    licences: deps.commerce.licences,
    nodes: deps.catalogue.names.nodes,
    boardsAndClasses: deps.catalogue.names.boardsAndClasses,
    schools,
    clock,
    versions: deps.versions,
  });
  /** The roster as OneRoster CSV zips: import (through the roster's preview and apply) and export. */
  const oneRoster = createOneRosterService({
    db,
    roster,
    identity: deps.identity,
    boardsAndClasses: deps.catalogue.names.boardsAndClasses,
    schools,
    clock,
  });
  return {
    /** Who may read which school and section: the staff scopes ask it, and the authorisation matrix reads it. */
    policy,
    institutes: createInstitutesService({
      repo,
      reader,
      nodes,
      licences,
      scopes,
      links: identity,
      learnerBatches,
      clock,
    }),
    people: createPeopleService({ repo, reader, directory, scopes, identity, audit: deps.audit }),
    dashboard: createInstituteDashboardService({ reader, directory, nodes, links: identity, learnerBatches }),
    /** The school admin's courses: subjects offered and who teaches them (/course-master). */
    courses: createCourseMasterService({
      repo,
      courses: createCourseMasterRepository(db, (trx) =>
        deps.versions ? deps.versions.bumpWithin(trx, TEACHER_SECTIONS_CACHE) : Promise.resolve(),
      ),
      reader,
      nodes,
      identity,
      directory,
    }),
    /** A section's medium of instruction, set by the school's admin. */
    sectionMedium: createSectionMediumService({
      repo,
      scopes,
      mediumsChanged: deps.catalogue.viewerSchools.membershipsChanged,
    }),
    /** Schools and sections for identity (profiles, sign-up's own school) and the roster. */
    directory: schools,
    /** What a member of staff may see (their schools, the sections they teach), for the learn-lists module. */
    staffScopes: scopes,
    /** Sections with their board and class names, and schools with their country, by id; a section's teachers. */
    sections: {
      sectionsByIds: reader.sectionsByIds,
      schoolsByIds: repo.schoolsByIds,
      teachersOfSections: repo.teachersOfSections,
      /** Who teaches which subject in the sections, with the subject's name (doubts go to these teachers). */
      assignmentsOfSections: reader.assignmentsOfSections,
      assignmentsOfTeachers: reader.assignmentsOfTeachers,
    },
    roster,
    oneRoster,
  };
}

/**
 * The institutes calls of spec/calls.tsv, and the routes of the institute screens (dashboard, select,
 * roster import, the school's settings). The text/csv body parser is registered in this module's own scope.
 */
export function registerInstitutesModule(api: FastifyInstance, services: InstitutesServices): void {
  registerInstitutesRoutes(api, services);
  registerSchoolSettingsRoutes(api, services);
  registerCourseMasterRoutes(api, services);
  registerOneRosterRoutes(api, services.oneRoster);
  void api.register(async (scope) => {
    registerInstituteAppRoutes(scope, services);
  });
}

export const institutesModule = defineModule({
  name: 'institutes',
  purpose:
    'Schools and institutes, their sections (batches), subjects and teachers, staff scopes, the roster import and its OneRoster import and export.',
  needs: {
    identity: ['identity', 'directory', 'schoolAccounts', 'invitations', 'parentLinks', 'schools', 'throttle'],
    commerce: ['licences', 'licenceReader'],
    catalogue: ['nodes', 'names', 'viewerSchools'],
    audit: ['audit'],
  },
  offers: ['directory', 'staffScopes', 'sections'],
  fills: ['identity.schools:places'],
  publishes: [],
  handles: [],
  tables: ['schools', 'sections', 'school_subjects', 'teacher_assignments', 'interests'],
  personalData: institutesPersonalData,
  jobs: [],
  build({ platform, needs }) {
    const services = createInstitutesServices({
      db: platform.db,
      clock: platform.clock,
      identity: needs.identity,
      licences: needs.commerce.licenceReader,
      nodes: needs.catalogue.nodes,
      catalogue: needs.catalogue,
      commerce: needs.commerce,
      audit: needs.audit.audit,
      versions: platform.cacheVersions,
    });
    const { directory } = services;
    needs.identity.schools.provide('places', {
      schoolsByIds: directory.schoolsByIds,
      sectionsByIds: directory.sectionsByIds,
      sectionsOfSchool: directory.sectionsOfSchool,
      createSchool: directory.createSchool,
      defaultSchoolSection: directory.defaultSchoolSection,
    });
    return {
      services,
      policy: services.policy,
      routes: (api) => registerInstitutesModule(api, services),
      schoolExport: institutesSchoolExport([
        async (schoolId) => [
          {
            name: 'oneroster.zip',
            holds: 'the roster as a OneRoster 1.2 CSV bulk zip: it imports back into a school as it was',
            format: 'OneRoster 1.2 CSV',
            data: await services.oneRoster.buildOneRosterZip(schoolId),
          },
        ],
      ]),
    };
  },
});

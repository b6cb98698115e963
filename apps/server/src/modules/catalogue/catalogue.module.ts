import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { IdentityService } from '../identity/identity.module.js';
import { createCatalogueCountsService } from './catalogue-counts.service.js';
import { createContentEditsRepository, CONTENT_TITLES_CACHE } from './content-edits.repository.js';
import { createContentEditsService } from './content-edits.service.js';
import { createContentPlacementService } from './content-placement.service.js';
import { createCataloguePolicy } from './catalogue.policy.js';
import { createContentStoreRepository } from './content-store.repository.js';
import { createContentStoreService } from './content-store.service.js';
import { createClassDetailService } from './class-detail.service.js';
import { createContentBriefsRepository } from './content-briefs.repository.js';
import { createContentBriefs } from './content-briefs.service.js';
import { createContentListRepository } from './content-list.repository.js';
import { registerContentListRoutes } from './content-list.routes.js';
import { createContentListService } from './content-list.service.js';
import { createCustomSubjectsRepository } from './custom-subjects.repository.js';
import { createCustomSubjectsService } from './custom-subjects.service.js';
import { createGroupsRepository } from './groups.repository.js';
import { registerGroupRoutes } from './groups.routes.js';
import { createGroupsService } from './groups.service.js';
import { createNodeLookupRepository } from './node-lookup.repository.js';
import { paperSourceOf, type PapersPoint } from './paper-source.js';
import { boardClassesOf } from './board-classes.js';
import type { ExtensionPoint } from '../../platform/modules/extension-point.js';
import { defineModule } from '../module-map.js';
import { cataloguePersonalData } from './catalogue.personal-data.js';
import { createNodeLookup } from './node-lookup.service.js';
import { createSyllabusLookupService } from './syllabus-lookup.service.js';
import { createSyllabusNamesService } from './syllabus-names.service.js';
import { createSyllabusTreeRepository } from './syllabus-tree.repository.js';
import { registerSyllabusTreeRoutes } from './syllabus-tree.routes.js';
import { createSyllabusTreeService } from './syllabus-tree.service.js';
import { syllabusVersionsOf } from './syllabus-version-state.js';
import { createTreeAnswerCache } from './tree-answer-cache.js';
import { createViewerResolver } from './catalogue-viewer.js';
import { createViewerSchools, type MediumReader } from './viewer-schools.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';

// What the modules built on this one read of it: content rows and briefs, node names, and who a viewer is.
export { viewerFromAuth, type Viewer, type ViewerResolver } from './catalogue-viewer.js';
export { CONTENT_TITLES_CACHE } from './content-edits.repository.js';
export type { ContentBrief, ContentBriefs } from './content-briefs.service.js';
export type { ContentEditsService, ContentOwner, TenantSchools } from './content-edits.service.js';
export type { ContentPlacementService, PlacementNode, PlacementTarget } from './content-placement.service.js';
export {
  EVERY_SCHOOL,
  type ContentRow,
  type ContentStoreService,
  type PlacementRow,
  type SchoolsSeen,
  type TagRow,
  type TagValueRow,
} from './content-store.service.js';
export type { NodeBrief, NodeLookup } from './node-lookup.service.js';
export type { SyllabusVersionState } from './syllabus-version-state.js';
export type { SchoolsPerson, ViewerSchools } from './viewer-schools.js';

export type CatalogueServices = ReturnType<typeof createCatalogueServices>;

/** The catalogue services; other modules and the bench can use them without HTTP. */
export function createCatalogueServices({
  db,
  clock,
  identity,
  mediums,
  paperPoint,
  cacheVersions,
}: {
  db: Db;
  clock: () => number;
  identity: IdentityService;
  /** Absent (the bench): every viewer reads in the default language. */
  mediums?: MediumReader;
  cacheVersions: CacheVersions;
  /** Papers are the papers module's; it fills this point with their names and places. */
  paperPoint: ExtensionPoint<PapersPoint>;
}) {
  const versions = syllabusVersionsOf(db);
  const treeRepo = createSyllabusTreeRepository(db);
  const contentRepo = createContentListRepository(db);
  const groupsRepo = createGroupsRepository(db);
  const groups = createGroupsService({ groups: groupsRepo, content: contentRepo });
  const viewerSchools = createViewerSchools({ identity, mediums, versions: cacheVersions });
  const papers = paperSourceOf(paperPoint);
  const tree = createSyllabusTreeService({ tree: treeRepo, identity });
  const contentEditsRepo = createContentEditsRepository(db, (trx) =>
    cacheVersions.bumpWithin(trx, CONTENT_TITLES_CACHE),
  );
  const policy = createCataloguePolicy({ owners: contentEditsRepo.ownersOf });
  const contentEdits = createContentEditsService({ repo: contentEditsRepo, identity, versions, policy, clock });
  return {
    /** Who may read a school's own racks and change which content (catalogue.policy.ts); content's edits ask it too. */
    policy,
    /**
     * The schools whose own catalogue a person sees, and the viewer of a request with them: every
     * list and detail read of the catalogue takes them (other modules' reads included).
     */
    viewerSchools,
    viewerOf: createViewerResolver(viewerSchools),
    tree,
    /** The boards a guest sees and each board's classes (the app shell's board list). */
    boardClasses: boardClassesOf(tree),
    classDetail: createClassDetailService({
      tree: treeRepo,
      content: contentRepo,
      groups: groupsRepo,
      groupsService: groups,
    }),
    lookup: createSyllabusLookupService({ tree: treeRepo, identity, papers }),
    // Board and class names for other modules (identity's profiles, the roster, commerce's invoice labels).
    names: createSyllabusNamesService({ tree: treeRepo }),
    groups,
    content: createContentListService({ content: contentRepo, tree: treeRepo }),
    counts: createCatalogueCountsService({ content: contentRepo, tree: treeRepo }),
    customSubjects: createCustomSubjectsService({
      repo: createCustomSubjectsRepository(db),
      tree: treeRepo,
      identity,
      policy,
    }),
    // For other modules: names of syllabus nodes, titles and lengths of content items and papers.
    nodes: createNodeLookup({ repo: createNodeLookupRepository(db) }),
    briefs: createContentBriefs({ repo: createContentBriefsRepository(db), papers }),
    /** Where the papers module names papers for the catalogue (bookmarks, where a paper sits). */
    paperPoint,
    // One answer cache per server, shared by every versioned read of the module.
    answers: createTreeAnswerCache(versions),
    /** The syllabus versions as this process knows them: caches of content rows follow them too. */
    versions,
    /** Content rows, placements, tags and media keys, for the content and media modules. */
    contentStore: createContentStoreService({ repo: createContentStoreRepository(db) }),
    /** Owner-checked content edits, and the platform editors. */
    contentEdits,
    /** New content under a chapter or topic, by its owner (the content packages' upload adds through it). */
    placement: createContentPlacementService({
      db,
      identity,
      isPlatformEditor: contentEdits.isPlatformEditor,
      versions,
    }),
  };
}

/** The catalogue calls of spec/calls.tsv. */
export function registerCatalogueModule(api: FastifyInstance, services: CatalogueServices): void {
  registerSyllabusTreeRoutes(api, services);
  registerContentListRoutes(api, services);
  registerGroupRoutes(api, services);
}

export const catalogueModule = defineModule({
  name: 'catalogue',
  purpose:
    "Boards, classes, subjects, chapters and topics, groups and content items, schools' own racks, and who sees which.",
  needs: { identity: ['identity', 'schools', 'mediums'] },
  offers: [
    'viewerSchools',
    'viewerOf',
    'boardClasses',
    'lookup',
    'groups',
    'content',
    'names',
    'nodes',
    'briefs',
    'paperPoint',
    'versions',
    'contentStore',
    'contentEdits',
    'placement',
    'policy',
  ],
  fills: ['identity.schools:boardClasses'],
  publishes: [],
  handles: ['identity.memberships-changed', 'privacy.person-erased'],
  tables: [
    'syllabus_nodes',
    'syllabus_versions',
    'content_groups',
    'contents',
    'content_mappings',
    'tags',
    'content_tags',
    'custom_subjects',
    'custom_subject_racks',
    'platform_editors',
  ],
  personalData: cataloguePersonalData,
  jobs: [],
  build({ platform, needs, extensionPoint, events }) {
    const services = createCatalogueServices({
      db: platform.db,
      clock: platform.clock,
      identity: needs.identity.identity,
      mediums: needs.identity.mediums,
      paperPoint: extensionPoint<PapersPoint>('papers', ['briefs']),
      cacheVersions: platform.cacheVersions,
    });
    // A bump is idempotent in effect: a repeat only drops kept schools once more.
    events.on('identity.memberships-changed', () => services.viewerSchools.membershipsChanged());
    events.on('privacy.person-erased', () => services.viewerSchools.membershipsChanged());
    needs.identity.schools.provide('boardClasses', { boardClass: services.names.boardClass });
    return { services, policy: services.policy, routes: (api) => registerCatalogueModule(api, services) };
  },
});

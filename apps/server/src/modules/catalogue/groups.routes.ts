import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import type { CatalogueCountsService } from './catalogue-counts.service.js';
import type { ViewerResolver } from './catalogue-viewer.js';
import type { CustomSubjectsService } from './custom-subjects.service.js';
import type { GroupsService } from './groups.service.js';
import { createRouteKit } from './route-kit.js';
import type { TreeAnswerCache } from './tree-answer-cache.js';

const SV2 = '/syllabus-v2';

interface Services {
  viewerOf: ViewerResolver;
  groups: GroupsService;
  counts: CatalogueCountsService;
  customSubjects: CustomSubjectsService;
  answers: TreeAnswerCache;
}

/** Groups, counts, tags and a school's custom subjects (spec 000 §7, spec 001 §7). */
export function registerGroupRoutes(app: FastifyInstance, services: Services): void {
  const { groups, counts, customSubjects, answers, viewerOf } = services;
  const kit = createRouteKit(app, answers, viewerOf);

  kit.versionedGet(
    [`GET ${SV2}/groupListBySyllabusId/v2.1.1`],
    { summary: 'Groups with content under a node, in the asked language (default language when languageId is absent)' },
    (q, viewer) => groups.bySyllabus(q, viewer),
  );
  kit.get([`GET ${SV2}/groupList`], { summary: 'Every group; range 1 to 500' }, (q, viewer) => groups.list(q, viewer));
  kit.post([`POST ${SV2}/groupListByIds`], { summary: 'Groups by id' }, (body, viewer) => groups.byIds(body, viewer));
  kit.get(
    [`GET ${SV2}/groupSyllabusMappingList`],
    { summary: 'Per group, the chapters of a class holding its content' },
    (q, viewer) => groups.syllabusMapping(q, viewer),
  );
  kit.get([`GET ${SV2}/groupCountBySyllabusIdUniversity`], { summary: 'Content per group under a node' }, (q, viewer) =>
    groups.countByGroup(q.syllabusId, q.groupCategoryId, viewer),
  );
  kit.get([`GET ${SV2}/syllabusContentCount`], { summary: 'Content per category under a node' }, (q, viewer) =>
    counts.contentCount(q.syllabusId, viewer),
  );
  kit.get(
    [`GET ${SV2}/syllabusChildLayerCount`],
    { summary: 'Per child node: its children and its content' },
    (q, viewer) => counts.childLayerCount(q.syllabusId, viewer),
  );
  kit.get([`GET ${SV2}/tagDetailByID`], { summary: 'Tag values by id, or every value of tags' }, (q) =>
    counts.tagDetail(q),
  );
  kit.get(
    [`GET ${SV2}/customSubjectListing`],
    { summary: 'Custom subjects of the caller’s school (another school’s id answers 404)' },
    (q, _viewer, request) => customSubjects.listing(q, requireUser(request)),
  );
  kit.get(
    [`GET ${SV2}/customSyllabusParentDetail`],
    { summary: 'A custom subject with its board, class and racks' },
    (q, _viewer, request) => customSubjects.parentDetail(q, requireUser(request)),
  );
}

import {
  CategoryCountList,
  ChildLayerCountList,
  CustomParentDetailData,
  CustomParentDetailQuery,
  CustomSubjectList,
  CustomSubjectListingQuery,
  GroupCountList,
  GroupList,
  GroupListByIdsBody,
  GroupListBySyllabusQuery,
  GroupListQuery,
  GroupSyllabusMappingList,
  GroupSyllabusMappingQuery,
  NodeCountQuery,
  TagDetailList,
  TagDetailQuery,
} from '@esc/contracts';
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
    [`${SV2}/groupListBySyllabusId/v2.1.1`],
    {
      guard: 'user',
      summary: 'Groups with content under a node, in the asked language (default language when languageId is absent)',
      schema: GroupListBySyllabusQuery,
      data: GroupList,
    },
    (q, viewer) => groups.bySyllabus(q, viewer),
  );
  kit.get(
    [`${SV2}/groupList`],
    { guard: 'user', summary: 'Every group; range 1 to 500', schema: GroupListQuery, data: GroupList },
    (q, viewer) => groups.list(q, viewer),
  );
  kit.post(
    [`${SV2}/groupListByIds`],
    { guard: 'user', summary: 'Groups by id', schema: GroupListByIdsBody, data: GroupList },
    (body, viewer) => groups.byIds(body, viewer),
  );
  kit.get(
    [`${SV2}/groupSyllabusMappingList`],
    {
      guard: 'user',
      summary: 'Per group, the chapters of a class holding its content',
      schema: GroupSyllabusMappingQuery,
      data: GroupSyllabusMappingList,
    },
    (q, viewer) => groups.syllabusMapping(q, viewer),
  );
  kit.get(
    [`${SV2}/groupCountBySyllabusIdUniversity`],
    { guard: 'user', summary: 'Content per group under a node', schema: NodeCountQuery, data: GroupCountList },
    (q, viewer) => groups.countByGroup(q.syllabusId, q.groupCategoryId, viewer),
  );
  kit.get(
    [`${SV2}/syllabusContentCount`],
    { guard: 'user', summary: 'Content per category under a node', schema: NodeCountQuery, data: CategoryCountList },
    (q, viewer) => counts.contentCount(q.syllabusId, viewer),
  );
  kit.get(
    [`${SV2}/syllabusChildLayerCount`],
    {
      guard: 'user',
      summary: 'Per child node: its children and its content',
      schema: NodeCountQuery,
      data: ChildLayerCountList,
    },
    (q, viewer) => counts.childLayerCount(q.syllabusId, viewer),
  );
  kit.get(
    [`${SV2}/tagDetailByID`],
    { guard: 'user', summary: 'Tag values by id, or every value of tags', schema: TagDetailQuery, data: TagDetailList },
    (q) => counts.tagDetail(q),
  );
  kit.get(
    [`${SV2}/customSubjectListing`],
    {
      guard: 'user',
      summary: 'Custom subjects of the caller’s school (another school’s id answers 404)',
      schema: CustomSubjectListingQuery,
      data: CustomSubjectList,
    },
    (q, _viewer, request) => customSubjects.listing(q, requireUser(request)),
  );
  kit.get(
    [`${SV2}/customSyllabusParentDetail`],
    {
      guard: 'user',
      summary: 'A custom subject with its board, class and racks',
      schema: CustomParentDetailQuery,
      data: CustomParentDetailData,
    },
    (q, _viewer, request) => customSubjects.parentDetail(q, requireUser(request)),
  );
}

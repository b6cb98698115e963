import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guards.js';
import type { ViewerResolver } from './catalogue-viewer.js';
import type { ClassDetailService } from './class-detail.service.js';
import { createRouteKit } from './route-kit.js';
import type { TreeAnswerCache } from './tree-answer-cache.js';
import type { SyllabusLookupService } from './syllabus-lookup.service.js';
import type { SyllabusTreeService } from './syllabus-tree.service.js';

const SV2 = '/syllabus-v2';

/** The syllabus tree calls (spec 000 §7, spec 001 §7, spec 002 §7.1). */
export function registerSyllabusTreeRoutes(
  app: FastifyInstance,
  {
    tree,
    classDetail,
    lookup,
    answers,
    viewerOf,
  }: {
    viewerOf: ViewerResolver;
    tree: SyllabusTreeService;
    classDetail: ClassDetailService;
    lookup: SyllabusLookupService;
    answers: TreeAnswerCache;
  },
): void {
  const kit = createRouteKit(app, answers, viewerOf);

  kit.get(
    [`GET ${SV2}/boardList`],
    { summary: 'Boards the caller may see (country, teachers without entrance-test boards)' },
    (_q, viewer) => tree.boardList(viewer),
  );
  kit.versionedGet(
    [`GET ${SV2}/childList`, `GET ${SV2}/childList/v2.0.1`, `GET ${SV2}/guestChildList`],
    { summary: 'Children of a node (or the classes of a board)' },
    (q, viewer) => tree.childList(q, viewer),
  );
  kit.versionedGet(
    [`GET ${SV2}/syllabusParentDetail`],
    { summary: 'A node and its ancestors (detailFlag=1 adds its children)' },
    (q, viewer) => tree.parentDetail(q, viewer),
  );
  kit.get([`GET ${SV2}/syllabusDetailById`], { summary: 'A node with its children' }, (q, viewer) =>
    tree.syllabusDetail(q.syllabusId, viewer),
  );
  kit.versionedGet(
    ['GET /arjuna/classDetail'],
    { summary: 'A class: every node by level; aggregatorMode 2 adds every group and content item (offline cache)' },
    (q, viewer) => classDetail.classDetail(q, viewer),
  );
  kit.versionedGet(
    ['GET /arjuna/syllabusData/v2.1.2'],
    { summary: 'A node, its children and its group tabs' },
    (q, viewer) => classDetail.syllabusData(q, viewer),
  );
  kit.versionedGet(
    [`GET ${SV2}/boardDetail`],
    { summary: 'A board, a class of it and the class’s subjects' },
    (q, viewer) => tree.boardDetail(q, viewer),
  );
  kit.post([`POST ${SV2}/syllabusInfo`], { summary: 'Nodes by id, in the order asked' }, (body, viewer) =>
    tree.syllabusInfo(body.syllabus_list, viewer),
  );
  kit.get(
    [`GET ${SV2}/syllabusEntityListBySyllabusId`],
    { summary: 'Nodes of a type (48 e-books) under a class or subject' },
    (q, viewer) => lookup.entityList(q, viewer),
  );
  kit.get([`GET ${SV2}/bookSyllabusList`], { summary: 'E-books of boards' }, (q, viewer) =>
    lookup.bookSyllabusList(q.boardIds, viewer),
  );
  kit.get([`GET ${SV2}/bookCodeDetail`], { summary: 'The e-book of a book code, with its ancestors' }, (q, viewer) =>
    lookup.bookCodeDetail(q.bookCode, viewer),
  );
  kit.get(
    [`GET ${SV2}/courseSyllabusList`],
    { summary: 'Board, class and subjects of each of the user’s sections (a parent names the child by uuid)' },
    (q, viewer, request) => lookup.courseSyllabusList(requireUser(request), q.uuid, viewer),
  );
  kit.get(
    [`GET ${SV2}/syllabusMappingDetail`],
    { summary: 'Where a node (or a paper’s node) sits in the tree' },
    (q, viewer) => lookup.mappingDetail(q, viewer),
  );
  kit.versionedGet(
    ['GET /syllabus/getChild'],
    { summary: 'Classes of a board, subjects of a class (syllabus children)' },
    (q, viewer) => tree.getChild(q, viewer),
  );
  kit.versionedGet(['GET /syllabus/getParent'], { summary: 'Ancestors of a container, board first' }, (q, viewer) =>
    tree.getParent(q, viewer),
  );
  kit.get(['GET /syllabus/v2/getRackDetail'], { summary: 'Racks by id' }, (q, viewer) => tree.rackDetail(q, viewer));
}

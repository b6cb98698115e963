import {
  BoardDetailData,
  BoardDetailQuery,
  BoardListData,
  BoardListQuery,
  BookCodeData,
  BookCodeQuery,
  BookSyllabusListQuery,
  ChildListData,
  ChildListQuery,
  ClassDetailData,
  ClassDetailQuery,
  CourseSyllabusData,
  CourseSyllabusQuery,
  EntityListQuery,
  GetChildQuery,
  GetParentQuery,
  MappingDetailData,
  MappingDetailQuery,
  ParentDetailData,
  ParentDetailQuery,
  RackDetailQuery,
  SyllabusChildList,
  SyllabusData,
  SyllabusDataQuery,
  SyllabusDetailData,
  SyllabusDetailQuery,
  SyllabusInfoBody,
  SyllabusNodeList,
} from '@esc/contracts';
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
    [`${SV2}/boardList`],
    {
      guard: 'guest',
      summary: 'Boards the caller may see (country, teachers without entrance-test boards)',
      schema: BoardListQuery,
      data: BoardListData,
    },
    (_q, viewer) => tree.boardList(viewer),
  );
  kit.versionedGet(
    [`${SV2}/childList`, `${SV2}/childList/v2.0.1`, `${SV2}/guestChildList`],
    {
      guard: 'guest',
      summary: 'Children of a node (or the classes of a board)',
      schema: ChildListQuery,
      data: ChildListData,
    },
    (q, viewer) => tree.childList(q, viewer),
  );
  kit.versionedGet(
    [`${SV2}/syllabusParentDetail`],
    {
      guard: 'guest',
      summary: 'A node and its ancestors (detailFlag=1 adds its children)',
      schema: ParentDetailQuery,
      data: ParentDetailData,
    },
    (q, viewer) => tree.parentDetail(q, viewer),
  );
  kit.get(
    [`${SV2}/syllabusDetailById`],
    { guard: 'user', summary: 'A node with its children', schema: SyllabusDetailQuery, data: SyllabusDetailData },
    (q, viewer) => tree.syllabusDetail(q.syllabusId, viewer),
  );
  kit.versionedGet(
    ['/arjuna/classDetail'],
    {
      guard: 'user',
      summary: 'A class: every node by level; aggregatorMode 2 adds every group and content item (offline cache)',
      schema: ClassDetailQuery,
      data: ClassDetailData,
    },
    (q, viewer) => classDetail.classDetail(q, viewer),
  );
  kit.versionedGet(
    ['/arjuna/syllabusData/v2.1.2'],
    {
      guard: 'user',
      summary: 'A node, its children and its group tabs',
      schema: SyllabusDataQuery,
      data: SyllabusData,
    },
    (q, viewer) => classDetail.syllabusData(q, viewer),
  );
  kit.versionedGet(
    [`${SV2}/boardDetail`],
    {
      guard: 'user',
      summary: 'A board, a class of it and the class’s subjects',
      schema: BoardDetailQuery,
      data: BoardDetailData,
    },
    (q, viewer) => tree.boardDetail(q, viewer),
  );
  kit.post(
    [`${SV2}/syllabusInfo`],
    { guard: 'user', summary: 'Nodes by id, in the order asked', schema: SyllabusInfoBody, data: SyllabusNodeList },
    (body, viewer) => tree.syllabusInfo(body.syllabus_list, viewer),
  );
  kit.get(
    [`${SV2}/syllabusEntityListBySyllabusId`],
    {
      guard: 'user',
      summary: 'Nodes of a type (48 e-books) under a class or subject',
      schema: EntityListQuery,
      data: SyllabusNodeList,
    },
    (q, viewer) => lookup.entityList(q, viewer),
  );
  kit.get(
    [`${SV2}/bookSyllabusList`],
    { guard: 'user', summary: 'E-books of boards', schema: BookSyllabusListQuery, data: SyllabusNodeList },
    (q, viewer) => lookup.bookSyllabusList(q.boardIds, viewer),
  );
  kit.get(
    [`${SV2}/bookCodeDetail`],
    {
      guard: 'user',
      summary: 'The e-book of a book code, with its ancestors',
      schema: BookCodeQuery,
      data: BookCodeData,
    },
    (q, viewer) => lookup.bookCodeDetail(q.bookCode, viewer),
  );
  kit.get(
    [`${SV2}/courseSyllabusList`],
    {
      guard: 'user',
      summary: 'Board, class and subjects of each of the user’s sections (a parent names the child by uuid)',
      schema: CourseSyllabusQuery,
      data: CourseSyllabusData,
    },
    (q, viewer, request) => lookup.courseSyllabusList(requireUser(request), q.uuid, viewer),
  );
  kit.get(
    [`${SV2}/syllabusMappingDetail`],
    {
      guard: 'user',
      summary: 'Where a node (or a paper’s node) sits in the tree',
      schema: MappingDetailQuery,
      data: MappingDetailData,
    },
    (q, viewer) => lookup.mappingDetail(q, viewer),
  );
  kit.versionedGet(
    ['/syllabus/getChild'],
    {
      guard: 'guest',
      summary: 'Classes of a board, subjects of a class (syllabus children)',
      schema: GetChildQuery,
      data: SyllabusChildList,
    },
    (q, viewer) => tree.getChild(q, viewer),
  );
  kit.versionedGet(
    ['/syllabus/getParent'],
    {
      guard: 'guest',
      summary: 'Ancestors of a container, board first',
      schema: GetParentQuery,
      data: SyllabusChildList,
    },
    (q, viewer) => tree.getParent(q, viewer),
  );
  kit.get(
    ['/syllabus/v2/getRackDetail'],
    { guard: 'user', summary: 'Racks by id', schema: RackDetailQuery, data: SyllabusChildList },
    (q, viewer) => tree.rackDetail(q, viewer),
  );
}

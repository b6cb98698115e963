import {
  AllContentDetailsBody,
  ContentDetail,
  ContentDetailList,
  ContentDetailsBody,
  ContentDetailsByIdsQuery,
  ContentUpdateData,
  CrsIdQuery,
  GuidedContentDetailsBody,
  InteractiveLesson,
  InteractiveLessonParams,
  InteractiveLessonQuery,
  OldContentIdsBody,
  SearchContentBody,
  SearchContentData,
  UpdateContentSizeBody,
  UpdateContentTagValueBody,
  UpdateContentTranscodedUrlBody,
} from '../index.js';
import type { CallTable } from './call-spec.js';

/** Content details, interactive lessons and content updates (apps/server modules/content). */
export const contentCalls = {
  'POST /content/contentDetails.1.0': {
    guard: 'guest',
    scope: 'catalogue',
    body: ContentDetailsBody,
    data: ContentDetailList,
  },
  'GET /content/v2/contentDetailsByContentIds': {
    guard: 'guest',
    scope: 'catalogue',
    query: ContentDetailsByIdsQuery,
    data: ContentDetailList,
    noContent: true,
  },
  'POST /content/v2/contentDetailByOldContentIds': {
    guard: 'guest',
    scope: 'catalogue',
    body: OldContentIdsBody,
    data: ContentDetailList,
  },
  'GET /content/v2/contentDetailByCrsId': {
    guard: 'guest',
    scope: 'catalogue',
    query: CrsIdQuery,
    data: ContentDetail,
  },
  'POST /content/v2/guidedModeContentDetailByContentIds': {
    guard: 'guest',
    scope: 'catalogue',
    body: GuidedContentDetailsBody,
    data: ContentDetailList,
  },
  'POST /content/getAllContentDetails': {
    guard: 'guest',
    scope: 'catalogue',
    body: AllContentDetailsBody,
    data: ContentDetailList,
  },
  'POST /content/v2/searchContentBySyllabus': {
    guard: 'guest',
    scope: 'catalogue',
    body: SearchContentBody,
    data: SearchContentData,
  },
  'GET /content/interactiveLesson/:contentId': {
    guard: 'user',
    scope: 'catalogue',
    params: InteractiveLessonParams,
    query: InteractiveLessonQuery,
    data: InteractiveLesson,
  },
  'PUT /content/v2/updateContentSize': {
    guard: 'staff',
    scope: 'owner',
    body: UpdateContentSizeBody,
    data: ContentUpdateData,
  },
  'PUT /content/v2/updateContentTranscodedUrl': {
    guard: 'staff',
    scope: 'owner',
    body: UpdateContentTranscodedUrlBody,
    data: ContentUpdateData,
  },
  'POST /content/v2/updateContentTagValue': {
    guard: 'staff',
    scope: 'owner',
    body: UpdateContentTagValueBody,
    data: ContentUpdateData,
  },
} as const satisfies CallTable;

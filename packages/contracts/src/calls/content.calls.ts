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
export const contentCalls: CallTable = {
  'POST /content/contentDetails.1.0': { body: ContentDetailsBody, data: ContentDetailList },
  'GET /content/v2/contentDetailsByContentIds': {
    query: ContentDetailsByIdsQuery,
    data: ContentDetailList,
    noContent: true,
  },
  'POST /content/v2/contentDetailByOldContentIds': { body: OldContentIdsBody, data: ContentDetailList },
  'GET /content/v2/contentDetailByCrsId': { query: CrsIdQuery, data: ContentDetail },
  'POST /content/v2/guidedModeContentDetailByContentIds': { body: GuidedContentDetailsBody, data: ContentDetailList },
  'POST /content/getAllContentDetails': { body: AllContentDetailsBody, data: ContentDetailList },
  'POST /content/v2/searchContentBySyllabus': { body: SearchContentBody, data: SearchContentData },
  'GET /content/interactiveLesson/:contentId': {
    params: InteractiveLessonParams,
    query: InteractiveLessonQuery,
    data: InteractiveLesson,
  },
  'PUT /content/v2/updateContentSize': { body: UpdateContentSizeBody, data: ContentUpdateData },
  'PUT /content/v2/updateContentTranscodedUrl': { body: UpdateContentTranscodedUrlBody, data: ContentUpdateData },
  'POST /content/v2/updateContentTagValue': { body: UpdateContentTagValueBody, data: ContentUpdateData },
};

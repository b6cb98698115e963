import {
  ContentBySyllabusIdsQuery,
  ContentBySyllabusQuery,
  ContentItemList,
  ContentListData,
  CorrectiveLearningQuery,
  GroupCategoryContentQuery,
  GroupContentPageQuery,
  LptQuickFilterData,
  QuickFilterBody,
  QuickFilterData,
  RelatedContentQuery,
} from '@esc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ContentListService } from './content-list.service.js';
import { createRouteKit } from './route-kit.js';
import type { TreeAnswerCache } from './tree-answer-cache.js';

const SV2 = '/syllabus-v2';

/** Content lists under the tree (spec 000 §7). */
export function registerContentListRoutes(
  app: FastifyInstance,
  { content, answers }: { content: ContentListService; answers: TreeAnswerCache },
): void {
  const kit = createRouteKit(app, answers);

  kit.versionedGet(
    [`${SV2}/contentBySyllabusId/v2.1.1`, `${SV2}/contentBySyllabusId/v2.0.1`],
    {
      guard: 'user',
      summary: 'Content under a node (any depth), by group, category or tag; range 1 to 10',
      schema: ContentBySyllabusQuery,
      data: ContentListData,
    },
    (q) => content.bySyllabus(q),
  );
  kit.versionedGet(
    [`${SV2}/groupCategoryContentBySyllabusId/v2.0.1`],
    {
      guard: 'user',
      summary: 'A category’s content under a node, in group order; range 1 to 15',
      schema: GroupCategoryContentQuery,
      data: ContentListData,
    },
    (q) => content.byCategory(q),
  );
  kit.versionedGet(
    ['/arjuna/groupContentListByPageIndex/v2.1.0'],
    {
      guard: 'user',
      summary: 'A group’s content under a node by page (pageSize up to 50)',
      schema: GroupContentPageQuery,
      data: ContentListData,
    },
    (q) => content.groupPage(q),
  );
  kit.versionedGet(
    [`${SV2}/contentListBySyllabusIds/v2.1.1`],
    {
      guard: 'user',
      summary: 'Content under several nodes; range 1 to 10',
      schema: ContentBySyllabusIdsQuery,
      data: ContentListData,
    },
    (q) => content.bySyllabusIds(q),
  );
  kit.get(
    [`${SV2}/relatedContentDetails`],
    {
      guard: 'guest',
      summary: 'Other content of the item’s chapter, items sharing its tags first',
      schema: RelatedContentQuery,
      data: ContentItemList,
    },
    (q) => content.related(q),
  );
  kit.get(
    [`${SV2}/correctiveLearningContents`],
    {
      guard: 'user',
      summary: 'Learn content of the topics and chapters of the given content (after a wrong answer)',
      schema: CorrectiveLearningQuery,
      data: ContentItemList,
    },
    (q) => content.corrective(q),
  );
  kit.post(
    [`${SV2}/contentQuickFilter`],
    {
      guard: 'user',
      summary: 'Content under a node by title and tag values (answers content_detail)',
      schema: QuickFilterBody,
      data: QuickFilterData,
    },
    async (body) => {
      const { version, items } = await content.quickFilter(body);
      return { version, content_detail: items };
    },
  );
  kit.post(
    [`${SV2}/contentQuickFilter/v2.1.1`],
    {
      guard: 'user',
      summary: 'As contentQuickFilter, answering lpt_content_detail',
      schema: QuickFilterBody,
      data: LptQuickFilterData,
    },
    async (body) => {
      const { version, items } = await content.quickFilter(body);
      return { version, lpt_content_detail: items };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ViewerResolver } from './catalogue-viewer.js';
import type { ContentListService } from './content-list.service.js';
import { createRouteKit } from './route-kit.js';
import type { TreeAnswerCache } from './tree-answer-cache.js';

const SV2 = '/syllabus-v2';

/** Content lists under the tree (spec 000 §7). */
export function registerContentListRoutes(
  app: FastifyInstance,
  { content, answers, viewerOf }: { content: ContentListService; answers: TreeAnswerCache; viewerOf: ViewerResolver },
): void {
  const kit = createRouteKit(app, answers, viewerOf);

  kit.versionedGet(
    [`GET ${SV2}/contentBySyllabusId/v2.1.1`, `GET ${SV2}/contentBySyllabusId/v2.0.1`],
    { summary: 'Content under a node (any depth), by group, category or tag; range 1 to 10' },
    (q, viewer) => content.bySyllabus(q, viewer),
  );
  kit.versionedGet(
    [`GET ${SV2}/groupCategoryContentBySyllabusId/v2.0.1`],
    { summary: 'A category’s content under a node, in group order; range 1 to 15' },
    (q, viewer) => content.byCategory(q, viewer),
  );
  kit.versionedGet(
    ['GET /arjuna/groupContentListByPageIndex/v2.1.0'],
    { summary: 'A group’s content under a node by page (pageSize up to 50)' },
    (q, viewer) => content.groupPage(q, viewer),
  );
  kit.versionedGet(
    [`GET ${SV2}/contentListBySyllabusIds/v2.1.1`],
    { summary: 'Content under several nodes; range 1 to 10' },
    (q, viewer) => content.bySyllabusIds(q, viewer),
  );
  kit.get(
    [`GET ${SV2}/relatedContentDetails`],
    { summary: 'Other content of the item’s chapter, items sharing its tags first' },
    (q, viewer) => content.related(q, viewer),
  );
  kit.get(
    [`GET ${SV2}/correctiveLearningContents`],
    { summary: 'Learn content of the topics and chapters of the given content (after a wrong answer)' },
    (q, viewer) => content.corrective(q, viewer),
  );
  kit.post(
    [`POST ${SV2}/contentQuickFilter`],
    { summary: 'Content under a node by title and tag values (answers content_detail)' },
    async (body, viewer) => {
      const { version, items } = await content.quickFilter(body, viewer);
      return { version, content_detail: items };
    },
  );
  kit.post(
    [`POST ${SV2}/contentQuickFilter/v2.1.1`],
    { summary: 'As contentQuickFilter, answering lpt_content_detail' },
    async (body, viewer) => {
      const { version, items } = await content.quickFilter(body, viewer);
      return { version, lpt_content_detail: items };
    },
  );
}

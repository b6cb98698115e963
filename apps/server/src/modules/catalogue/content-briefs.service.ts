import type { ContentBrief, ContentBriefsRepository } from './content-briefs.repository.js';
import type { PaperBrief, PaperSourceSlot } from './paper-source.js';

export type { ContentBrief } from './content-briefs.repository.js';
export type { PaperBrief } from './paper-source.js';

export type ContentBriefs = ReturnType<typeof createContentBriefs>;

/**
 * The catalogue's titles and lengths for lists other modules keep (progress, bookmarks): a set per
 * query. Those lists hold whatever ids a person sent, so each read takes the viewer's schools: another
 * school's own content is unknown here, its title never shown.
 */
export function createContentBriefs({
  repo,
  papers: source,
}: {
  repo: ContentBriefsRepository;
  papers: PaperSourceSlot;
}) {
  /** The content items the viewer sees among the ids, by id. */
  async function contents(ids: readonly number[], schoolIds: readonly number[]): Promise<Map<number, ContentBrief>> {
    const rows = await repo.contents([...new Set(ids)], schoolIds);
    return new Map(rows.map((c) => [c.content_id, c]));
  }

  async function papers(ids: readonly number[]): Promise<Map<number, PaperBrief>> {
    const rows = await source.briefs([...new Set(ids)]);
    return new Map(rows.map((p) => [p.paper_id, p]));
  }

  /** The catalogue's length of a content item in ms; null for an item unknown to the viewer. */
  async function mediaMsOf(contentId: number, schoolIds: readonly number[]): Promise<number | null> {
    return (await repo.contents([contentId], schoolIds))[0]?.total_media_time_ms ?? null;
  }

  return { contents, papers, mediaMsOf };
}

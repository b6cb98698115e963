import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import type { ContentStoreService, ContentRow, PlacementRow, TagRow } from '../catalogue/content-store.service.js';
import type { SyllabusVersionState } from '../catalogue/syllabus-version-state.js';

/** What a content detail is built from: the row, its first placement and its tags. */
export interface ContentBundle {
  row: ContentRow;
  place: PlacementRow | undefined;
  tags: TagRow[];
}

/** How long a bundle is trusted without a version change (bounds staleness across processes). */
export const CONTENT_TTL_MS = 5000;
const BUNDLES_KEPT = 20_000;

export type ContentBundleCache = ReturnType<typeof createContentBundleCache>;

/**
 * Content rows with their placement and tags, kept briefly in memory: the player asks for the same
 * hot content again and again, and each ask was three queries. A bundle is used while both hold:
 * - the syllabus epoch it was read under is current. Every content edit bumps the versions of the
 *   classes the content is mapped to and, in this process, moves the epoch at once after its commit
 *   (the catalogue's content edits); other processes see it within the version refresh (1 s).
 * - it is younger than CONTENT_TTL_MS: the bound for anything that moves no version (content mapped
 *   nowhere), also across processes.
 * The answer itself (signed URLs, guest or not) is still built per request from the bundle.
 */
export function createContentBundleCache({
  repo,
  versions,
  ttlMs = CONTENT_TTL_MS,
  now = () => performance.now(),
}: {
  /** The catalogue's content store. */
  repo: ContentStoreService;
  versions: SyllabusVersionState;
  ttlMs?: number;
  now?: () => number;
}) {
  const bundles = createBoundedCache<{ epoch: number; readAt: number; bundle: ContentBundle }>({
    maxEntries: BUNDLES_KEPT,
    maxBytes: BUNDLES_KEPT,
  });

  /** Bundles of rows already read (any lookup path), from the database, first placement and tags. */
  async function load(rows: readonly ContentRow[]): Promise<Map<number, ContentBundle>> {
    const ids = rows.map((r) => r.content_id);
    const [placements, tags] = await Promise.all([repo.placements(ids), repo.tags(ids)]);
    const found = new Map<number, ContentBundle>();
    for (const row of rows) found.set(row.content_id, { row, place: undefined, tags: [] });
    for (const p of placements) {
      const bundle = found.get(p.content_id);
      if (bundle && !bundle.place) bundle.place = p;
    }
    for (const t of tags) found.get(t.content_id)?.tags.push(t);
    return found;
  }

  /** Bundles of the ids that exist; the epoch is taken before any read, so a change meanwhile drops them. */
  async function byIds(ids: readonly number[]): Promise<Map<number, ContentBundle>> {
    const current = versions.epoch();
    const epoch = typeof current === 'number' ? current : await current;
    const at = now();
    const found = new Map<number, ContentBundle>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = bundles.get(String(id));
      if (cached && cached.epoch === epoch && at - cached.readAt < ttlMs) found.set(id, cached.bundle);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const loaded = await load(await repo.byIds(missing));
    for (const [id, bundle] of loaded) {
      found.set(id, bundle);
      bundles.set(String(id), { epoch, readAt: at, bundle }, 1);
    }
    return found;
  }

  return { byIds, load };
}

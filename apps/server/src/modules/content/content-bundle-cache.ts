import { isSeenBySchools } from '@esc/domain';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';
import {
  EVERY_SCHOOL,
  type ContentRow,
  type ContentStoreService,
  type PlacementRow,
  type SchoolsSeen,
  type SyllabusVersionState,
  type TagRow,
} from '../catalogue/catalogue.module.js';

/** What a content detail is built from: the row, its first placement the viewer sees, and its tags. */
export interface ContentBundle {
  row: ContentRow;
  place: PlacementRow | undefined;
  tags: TagRow[];
}

/** A bundle as kept, for every viewer: every placement, the school ones included. */
interface KeptBundle {
  row: ContentRow;
  places: PlacementRow[];
  tags: TagRow[];
}

/** How long a bundle is trusted without a version change (bounds staleness across processes). */
export const CONTENT_TTL_MS = 5000;
const BUNDLES_KEPT = 20_000;

export type ContentBundleCache = ReturnType<typeof createContentBundleCache>;

/**
 * The bundle a viewer of these schools gets, or undefined when the content is another school's own
 * (as if it did not exist). Its place is the first placement the viewer sees: a placement in another
 * school's rack never names that rack.
 */
export function bundleFor(kept: KeptBundle, schoolIds: readonly number[]): ContentBundle | undefined {
  if (!isSeenBySchools(kept.row.owner_school_id, schoolIds)) return undefined;
  const place = kept.places.find((p) => isSeenBySchools(p.school_id, schoolIds));
  return { row: kept.row, place, tags: kept.tags };
}

/**
 * Content rows with their placements and tags, kept briefly in memory: the player asks for the same
 * hot content again and again, and each ask was three queries. A bundle is used while both hold:
 * - the syllabus epoch it was read under is current. Every content edit bumps the versions of the
 *   classes the content is mapped to and, in this process, moves the epoch at once after its commit
 *   (the catalogue's content edits); other processes see it within the version refresh (1 s).
 * - it is younger than CONTENT_TTL_MS: the bound for anything that moves no version (content mapped
 *   nowhere), also across processes.
 * A bundle is kept per content id for every viewer, so it holds every placement; each answer is cut
 * to the viewer's schools on the way out (bundleFor), never kept cut. The answer itself (signed URLs,
 * guest or not) is still built per request from the bundle.
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
  const bundles = createBoundedCache<{ epoch: number; readAt: number; bundle: KeptBundle }>({
    maxEntries: BUNDLES_KEPT,
    maxBytes: BUNDLES_KEPT,
  });

  /** Bundles of rows already read, with their placements (as the schools see them) and tags. */
  async function read(rows: readonly ContentRow[], schools: SchoolsSeen) {
    const ids = rows.map((r) => r.content_id);
    const [placements, tags] = await Promise.all([repo.placements(ids, schools), repo.tags(ids)]);
    const found = new Map<number, KeptBundle>();
    for (const row of rows) found.set(row.content_id, { row, places: [], tags: [] });
    for (const p of placements) found.get(p.content_id)?.places.push(p);
    for (const t of tags) found.get(t.content_id)?.tags.push(t);
    return found;
  }

  /** Bundles of rows the viewer's schools have read (any lookup path), from the database. */
  async function load(rows: readonly ContentRow[], schoolIds: readonly number[]): Promise<Map<number, ContentBundle>> {
    const found = new Map<number, ContentBundle>();
    for (const [id, kept] of await read(rows, schoolIds)) {
      const bundle = bundleFor(kept, schoolIds);
      if (bundle) found.set(id, bundle);
    }
    return found;
  }

  /**
   * Bundles of the ids the viewer's schools see; the epoch is taken before any read, so a change
   * meanwhile drops them.
   */
  async function byIds(ids: readonly number[], schoolIds: readonly number[]): Promise<Map<number, ContentBundle>> {
    const current = versions.epoch();
    const epoch = typeof current === 'number' ? current : await current;
    const at = now();
    const kept = new Map<number, KeptBundle>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = bundles.get(String(id));
      if (cached && cached.epoch === epoch && at - cached.readAt < ttlMs) kept.set(id, cached.bundle);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const [id, bundle] of await read(await repo.byIds(missing, EVERY_SCHOOL), EVERY_SCHOOL)) {
        kept.set(id, bundle);
        bundles.set(String(id), { epoch, readAt: at, bundle }, 1);
      }
    }
    const found = new Map<number, ContentBundle>();
    for (const [id, bundle] of kept) {
      const seen = bundleFor(bundle, schoolIds);
      if (seen) found.set(id, seen);
    }
    return found;
  }

  return { byIds, load };
}

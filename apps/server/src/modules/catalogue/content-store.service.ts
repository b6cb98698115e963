import type { ContentStoreRepository } from './content-store.repository.js';

export type { ContentRow, MediaUseRow, PlacementRow, TagRow } from './content-store.repository.js';
export { MAX_MEDIA_USES } from './content-store.repository.js';

export type ContentStoreService = ReturnType<typeof createContentStoreService>;

/**
 * What other modules may read of the catalogue's content: rows by id, old id or CRS id, their
 * placements and tags, the ids under a syllabus node, and which content uses a media file. The content
 * module builds details from these; the media module asks which content a file belongs to.
 */
export function createContentStoreService({ repo }: { repo: ContentStoreRepository }) {
  return {
    byIds: repo.byIds,
    byOldIds: repo.byOldIds,
    byCrsId: repo.byCrsId,
    placements: repo.placements,
    tags: repo.tags,
    idsUnder: repo.idsUnder,
    contentIdsUsingMedia: repo.contentIdsUsingMedia,
    isThumbnailKey: repo.isThumbnailKey,
    mediaUsesUnder: repo.mediaUsesUnder,
  };
}

import type { ContentStoreRepository } from './content-store.repository.js';

export type {
  ContentRow,
  MediaUseRow,
  PlacementRow,
  SchoolsSeen,
  TagRow,
  TagValueRow,
} from './content-store.repository.js';
export { EVERY_SCHOOL, MAX_MEDIA_USES } from './content-store.repository.js';

export type ContentStoreService = ReturnType<typeof createContentStoreService>;

/**
 * What other modules may read of the catalogue's content: rows by id, old id or CRS id, their
 * placements and tags (and tag values by id or words), the ids under a syllabus node, and which content uses a media file. The content
 * module builds details from these; the media module asks which content a file belongs to. Content
 * and placement reads take the viewer's schools: another school's own content is not found, and its
 * racks are no placement (a file's content is decided by the access gate, which applies the same rule).
 */
export function createContentStoreService({ repo }: { repo: ContentStoreRepository }) {
  return {
    byIds: repo.byIds,
    byOldIds: repo.byOldIds,
    byCrsId: repo.byCrsId,
    placements: repo.placements,
    tags: repo.tags,
    /** The tag vocabulary by id and by words, for question files (questions carry tags by their words). */
    tagValues: repo.tagValues,
    tagValuesNamed: repo.tagValuesNamed,
    idsUnder: repo.idsUnder,
    contentIdsUsingMedia: repo.contentIdsUsingMedia,
    isThumbnailKey: repo.isThumbnailKey,
    mediaUsesUnder: repo.mediaUsesUnder,
  };
}

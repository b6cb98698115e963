import type { ContentUpdateData, UpdateContentTagValueBody } from '@esc/contracts';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { isSafeKey } from '../../platform/storage/storage.js';
import type { ContentEditsService } from '../catalogue/catalogue.module.js';
import { keyFromPath, type MediaOwners } from '../media/media.module.js';

export type ContentUpdateService = ReturnType<typeof createContentUpdateService>;

/**
 * Staff edits of content (spec 001 §7), each checked against the content's owner by the catalogue
 * (platform editors for the platform's catalogue, a school's staff for its own content). A transcoded
 * url must name a file the owner may use (the media module's rule). A stale version is 409 CONFLICT;
 * every edit bumps the syllabus version of the classes the content is mapped to.
 */
export function createContentUpdateService(deps: { edits: ContentEditsService; owners: MediaOwners }) {
  const { edits, owners } = deps;

  function updateSize(auth: AuthContext, contentId: number, size: number, version: number): Promise<ContentUpdateData> {
    return edits.updateSize(auth, contentId, size, version);
  }

  function updateTranscodedUrl(
    auth: AuthContext,
    contentId: number,
    url: string,
    version: number,
  ): Promise<ContentUpdateData> {
    const key = keyFromPath(url);
    if (!isSafeKey(key)) {
      throw new AppError(
        'VALIDATION_FAILED',
        { reason: 'content.notStorageKey' },
        { errors: [{ field: 'content_transcoded_url', reason: 'content.storageKeyField' }] },
      );
    }
    return edits.updateTranscodedKey(auth, contentId, key, version, (owner) =>
      owners.assertUsableVideo(owner, key, 'content_transcoded_url'),
    );
  }

  function updateTagValue(auth: AuthContext, body: UpdateContentTagValueBody): Promise<ContentUpdateData> {
    return edits.updateTagValue(auth, body);
  }

  return { updateSize, updateTranscodedUrl, updateTagValue };
}

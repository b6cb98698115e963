import { isStaff } from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';
import type { ContentGate } from '../access/access.module.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { isSafeKey, isSafePrefix } from '../../platform/storage/storage.js';
import type { MediaRepository } from './media.repository.js';
import { MEDIA_FILE_PATH } from './signed-url.js';

/**
 * Namespaces of the content library (the demo media lives under demo/). A file there that is some
 * content's media is signed only when the access gate lets the caller open that content; other
 * library files (thumbnails) are signed for anyone signed in.
 */
export const LIBRARY_PREFIXES = ['demo/', 'content/'] as const;

export type MediaAccessService = ReturnType<typeof createMediaAccessService>;

/**
 * Which keys a caller may have signed: content media (library namespaces, or any key a content row
 * names) and the caller's own uploads. Anything else answers 403, so a signature is never minted for
 * a file the caller could not otherwise reach.
 */
export function createMediaAccessService({ repo, gate }: { repo: MediaRepository; gate: ContentGate }) {
  async function canRead(auth: AuthContext, key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    const contentIds = await repo.contentIdsUsingMedia(key);
    if (contentIds.length > 0) {
      // One file may serve several content items: readable when any of them may be opened.
      for (const id of contentIds) if ((await gate.verdict(auth, id, false)).allowed) return true;
      return false;
    }
    if (LIBRARY_PREFIXES.some((prefix) => key.startsWith(prefix))) return true;
    if (await repo.isContentKey(key)) return true;
    const upload = await repo.findUpload(key);
    return !!upload && upload.uploaded_by === auth.uuid;
  }

  async function assertReadable(auth: AuthContext, key: string): Promise<void> {
    if (!isSafeKey(key)) {
      throw new AppError('VALIDATION_FAILED', 'Not a valid file path.', {
        errors: [{ field: 'folderPath', message: 'is not a valid storage key' }],
      });
    }
    if (!(await canRead(auth, key))) throw new AppError('FORBIDDEN', 'You may not read this file.');
  }

  /** A prefix grant must stay inside the library, or be exactly one readable key. */
  async function assertPrefixReadable(auth: AuthContext, prefix: string): Promise<void> {
    if (!isSafePrefix(prefix)) {
      throw new AppError('VALIDATION_FAILED', 'Not a valid path prefix.', {
        errors: [{ field: 'url_prefix', message: 'is not a valid path prefix' }],
      });
    }
    // A prefix grant covers many files the gate has not seen: only staff get library prefixes.
    if (isStaff(auth.userTypeId) && LIBRARY_PREFIXES.some((library) => prefix.startsWith(library))) return;
    if (isSafeKey(prefix) && (await canRead(auth, prefix))) return;
    throw new AppError('FORBIDDEN', 'You may not read files under this prefix.');
  }

  return { canRead, assertReadable, assertPrefixReadable };
}

/**
 * The key of a client's path: a bare key, or a URL or path of this server's media route
 * (`https://host/api/media/file/demo/x.mp4?...`, `/api/media/file/demo/`), or a CDN-style `.../*`.
 */
export function keyFromPath(input: string): string {
  let value = input.trim();
  const at = value.indexOf(MEDIA_FILE_PATH);
  if (at >= 0) value = value.slice(at + MEDIA_FILE_PATH.length);
  value = value.split(/[?#]/)[0]!;
  if (value.endsWith('*')) value = value.slice(0, -1);
  try {
    value = value.split('/').map(decodeURIComponent).join('/');
  } catch {
    return input;
  }
  return value.replace(/^\/+/, '');
}

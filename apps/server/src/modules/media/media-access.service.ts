import { isStaff } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import { isSafeKey, isSafePrefix } from '../../platform/storage/storage.js';
import type { ContentGate } from '../access/access.module.js';
import type { ContentStoreService, TenantSchools } from '../catalogue/catalogue.module.js';
import { isLibraryKey, uploadOwnerOfKey } from './media-owners.js';
import { ALLOWED } from '../../platform/auth/policy.js';
import type { MediaPolicy } from './media.policy.js';
import { MEDIA_FILE_PATH } from './signed-url.js';

export { LIBRARY_PREFIXES } from './media-owners.js';

export type MediaAccessService = ReturnType<typeof createMediaAccessService>;

/**
 * Which keys a caller may have signed, decided by the access gate wherever a file is some content's
 * body: content media (any content using the file may be opened), other library files (thumbnails),
 * and uploads of the caller's own school (the uploader's, and their school's staff). Anything else
 * answers 403, so a signature is never minted for a file the caller could not otherwise reach.
 */
export function createMediaAccessService(deps: {
  gate: ContentGate;
  contentStore: ContentStoreService;
  identity: TenantSchools;
  isPlatformEditor: (auth: AuthContext) => Promise<boolean>;
  policy: MediaPolicy;
}) {
  const { gate, contentStore, identity, policy } = deps;

  async function staffSchools(auth: AuthContext): Promise<number[]> {
    return isStaff(auth.userTypeId) ? identity.tenantSchoolIds(auth) : [];
  }

  /**
   * True when one of the contents may be opened. With `recordOpen` (a signed link for one file) an
   * item that uses one of a learner's free items is opened, and the open recorded; without it, such
   * an item does not count (a look is not an open).
   */
  async function anyOpens(auth: AuthContext, contentIds: readonly number[], recordOpen: boolean): Promise<boolean> {
    const decisions = await gate.decisions(auth, contentIds);
    const allowed = [...decisions.entries()].filter(([, d]) => d.allowed);
    if (allowed.some(([, d]) => d.reason !== 'freemium-available')) return true;
    const free = allowed[0];
    if (!free || !recordOpen) return false;
    return (await gate.decision(auth, free[0], { recordOpen: true })).allowed;
  }

  async function canRead(auth: AuthContext, key: string, recordOpen = false): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    const contentIds = await contentStore.contentIdsUsingMedia(key);
    if (contentIds.length > 0) return anyOpens(auth, contentIds, recordOpen);
    if (isLibraryKey(key) || (await contentStore.isThumbnailKey(key))) return true;
    // An upload no content uses: the media policy decides (a refusal is 403 here, whichever it was).
    const [schoolIds, platformEditor] = await Promise.all([staffSchools(auth), deps.isPlatformEditor(auth)]);
    const decisions = await policy.can({ uuid: auth.uuid, schoolIds, platformEditor }, 'readUpload', [key]);
    return decisions.get(key) === ALLOWED;
  }

  async function assertReadable(auth: AuthContext, key: string): Promise<void> {
    if (!isSafeKey(key)) {
      throw new AppError(
        'VALIDATION_FAILED',
        { reason: 'media.notValidPath' },
        {
          errors: [{ field: 'folderPath', reason: 'media.notValidPathField' }],
        },
      );
    }
    if (!(await canRead(auth, key, true))) throw new AppError('FORBIDDEN', { reason: 'media.mayNotReadFile' });
  }

  /**
   * True when the library prefix is one item's own: every content file under it belongs to one
   * content, which the gate lets the caller open now without using a free item. A prefix shared by
   * several items, or by none, is not one item's folder.
   */
  async function oneOpenItemUnder(auth: AuthContext, prefix: string): Promise<boolean> {
    const uses = await contentStore.mediaUsesUnder(prefix);
    const ids = [...new Set(uses.map((u) => u.content_id))];
    if (ids.length !== 1) return false;
    const decision = await gate.decision(auth, ids[0]!);
    return decision.allowed && decision.reason !== 'freemium-available';
  }

  /**
   * A signed cookie grants a prefix, so it must cover only what the gate allows the caller (spec 001
   * §7: a cookie for a whole folder would open files the gate refuses). Granted: exactly one file
   * the caller may read (a name that is not a folder covers only that key, signed-url.ts); a library
   * folder that is one item's own, which the gate lets the caller open; or a folder of the caller's
   * own uploads area.
   */
  async function assertPrefixGrantable(auth: AuthContext, prefix: string): Promise<void> {
    if (!isSafePrefix(prefix)) {
      throw new AppError(
        'VALIDATION_FAILED',
        { reason: 'media.notValidPrefix' },
        {
          errors: [{ field: 'url_prefix', reason: 'media.notValidPrefixField' }],
        },
      );
    }
    const refuse = () => new AppError('FORBIDDEN', { reason: 'media.mayNotReadPrefix' });
    if (!prefix.endsWith('/')) {
      // Also refused outright: a partial name of content the caller may not open ('notes-3.p').
      const uses = await contentStore.mediaUsesUnder(prefix);
      const partOf = uses.filter((u) => u.media_key !== prefix && u.transcoded_key !== prefix);
      if (partOf.length > 0 && !(await oneOpenItemUnder(auth, prefix))) throw refuse();
      if (await canRead(auth, prefix)) return;
      throw refuse();
    }
    const area = uploadOwnerOfKey(prefix);
    if (area?.kind === 'platform' && (await deps.isPlatformEditor(auth))) return;
    if (area?.kind === 'school' && (await staffSchools(auth)).includes(area.schoolId)) return;
    if (isLibraryKey(prefix) && (await oneOpenItemUnder(auth, prefix))) return;
    throw refuse();
  }

  return { canRead, assertReadable, assertPrefixGrantable };
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

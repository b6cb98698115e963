import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { IdentityRepository } from './identity.repository.js';

export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;

/**
 * Which stored file is a person's photo. The media module writes and serves the file (its upload
 * pipeline resizes it); identity keeps the key and decides whose photo a caller may see: their own,
 * or a linked child's for a parent (the family's profile screens). Anyone else's is not found.
 */
export function createProfilePhotoService({ repo }: { repo: IdentityRepository }) {
  async function photoKeyFor(caller: AuthContext, uuid: string | undefined): Promise<string> {
    const target = (uuid ?? caller.uuid).toLowerCase();
    const mine = target === caller.uuid || (await repo.isLinkedChild(caller.uuid, target));
    const user = mine ? await repo.findUserByUuid(target) : undefined;
    if (!user?.photo_key) throw new AppError('NOT_FOUND', { reason: 'identity.noPhoto' });
    return user.photo_key;
  }

  /** Makes the key the caller's photo; answers the key it replaces, for its file to be removed. */
  async function setPhotoKey(caller: AuthContext, key: string): Promise<string | null> {
    // Read before the write's transaction: on SQLite a read outside it would wait for its one connection.
    const user = await repo.findUserByUuid(caller.uuid);
    if (!user) throw new AppError('UNAUTHENTICATED', { reason: 'signIn.accountGone' });
    await repo.inTransaction((accounts) => accounts.updateUser(caller.uuid, { photo_key: key }));
    return user.photo_key;
  }

  return { photoKeyFor, setPhotoKey };
}

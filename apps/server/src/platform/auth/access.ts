import { isLearner, isParent } from '@esc/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { requireUser } from './guards.js';
import type { AuthContext } from './tokens.js';

export interface ActingUser {
  /** The person the call is about: the caller, or the active child of a parent. */
  uuid: string;
  userTypeId: number | null;
  /** True when a parent acts for a linked child. */
  forChild: boolean;
}

export interface ParentLinks {
  isLinkedChild(parentUuid: string, childUuid: string): Promise<boolean>;
}

export type ActingUserResolver = (request: FastifyRequest, uuid?: string | null) => Promise<ActingUser>;

/**
 * The `uuid` field of a call names whom it is about. A parent may name only a linked child
 * (403 NOT_LINKED_CHILD); a learner, and staff acting as themselves, only themselves (403 FORBIDDEN).
 * Staff reading other people go through the identity module's policy instead.
 */
export async function actingUserFor(
  caller: AuthContext,
  uuid: string | null | undefined,
  links: ParentLinks,
): Promise<ActingUser> {
  if (caller.guest) throw new AppError('UNAUTHENTICATED');
  const target = uuid?.toLowerCase();
  if (!target || target === caller.uuid) return { uuid: caller.uuid, userTypeId: caller.userTypeId, forChild: false };
  if (isParent(caller.userTypeId)) {
    if (await links.isLinkedChild(caller.uuid, target)) return { uuid: target, userTypeId: null, forChild: true };
    throw new AppError('NOT_LINKED_CHILD');
  }
  if (isLearner(caller.userTypeId)) throw new AppError('FORBIDDEN', { reason: 'auth.onlyForYourself' });
  throw new AppError('FORBIDDEN');
}

/** `resolveActingUser(request, uuid)` for routes: the same rule, with the caller taken from the request. */
export function createActingUserResolver(links: ParentLinks): ActingUserResolver {
  return (request, uuid) => actingUserFor(requireUser(request), uuid, links);
}

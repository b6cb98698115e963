import { catalogueUserType, UserType } from '@esc/domain';
import type { LanguageCode } from '@esc/contracts/languages';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../platform/i18n/request-language.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import type { ViewerSchools } from './viewer-schools.js';

/**
 * Who reads the catalogue, as the token says. The userType a client sends is never trusted
 * (spec 000 §6 sets it from user_type_id; the server reads that from the token itself).
 */
export interface Viewer {
  auth: AuthContext | null;
  userTypeId: number;
  /**
   * The schools whose own catalogue the viewer sees (viewer-schools.ts): their custom racks, their
   * own content and its placements. Empty for guests. Every list and detail read takes it.
   */
  schoolIds: readonly number[];
  isTeacher: boolean;
  /**
   * The viewer's medium of instruction (a language_id: their section's, identity's learner-medium.ts):
   * what reads that pick a language answer in when the call names none. 1 for guests.
   */
  mediumId: number;
  /** The reader's language (the request's): what sentences of the answer are said in; English when absent. */
  language?: LanguageCode;
}

const signedIn = (auth: AuthContext | null): auth is AuthContext => !!auth && !auth.guest;

export function viewerFromAuth(
  auth: AuthContext | null,
  schoolIds: readonly number[],
  mediumId = 1,
  language: LanguageCode = 'en',
): Viewer {
  const userTypeId = signedIn(auth) ? auth.userTypeId : UserType.Guest;
  return {
    auth,
    userTypeId,
    schoolIds: signedIn(auth) ? schoolIds : [],
    isTeacher: userTypeId !== UserType.Guest && catalogueUserType(userTypeId) === 'teacher',
    mediumId: signedIn(auth) ? mediumId : 1,
    language,
  };
}

export type ViewerResolver = (request: FastifyRequest) => Promise<Viewer>;

/** The viewer of a request: the token's person and their schools (none for guests and anonymous callers). */
export function createViewerResolver(schools: ViewerSchools): ViewerResolver {
  return async (request) => {
    const auth = request.auth;
    const language = requestLanguage(request);
    if (!signedIn(auth)) return viewerFromAuth(auth, [], 1, language);
    const [schoolIds, mediumId] = await Promise.all([schools.of(auth), schools.mediumOf(auth)]);
    return viewerFromAuth(auth, schoolIds, mediumId, language);
  };
}

/** What an answer depends on besides the data: the viewer's schools, user type, medium and language (caches and ETags key on it). */
export function viewerKey(viewer: Viewer): string {
  return `${viewer.schoolIds.join(',')}:${viewer.userTypeId}:${viewer.mediumId}:${viewer.language ?? 'en'}`;
}

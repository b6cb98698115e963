import type { SectionMediumBody, SectionMediumData } from '@esc/contracts';
import { isSchoolAdmin } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { InstitutesRepository } from './institutes.repository.js';
import type { StaffScopes } from './staff-scope.js';

export type SectionMediumService = ReturnType<typeof createSectionMediumService>;

/**
 * A section's medium of instruction, which its learners' catalogue reads answer in first. Only the
 * school's admin sets it; another school's section is answered as one that does not exist.
 */
export function createSectionMediumService(deps: {
  repo: Pick<InstitutesRepository, 'setSectionMedium'>;
  scopes: Pick<StaffScopes, 'scopeOf' | 'sectionFor'>;
  /** Tells the catalogue that whose medium is what changed (its viewers are kept a few seconds). */
  mediumsChanged: () => Promise<void>;
}) {
  async function setMedium(caller: AuthContext, body: SectionMediumBody): Promise<SectionMediumData> {
    if (!isSchoolAdmin(caller.userTypeId, caller.role)) {
      throw new AppError('FORBIDDEN', { reason: 'institutes.mediumAdminOnly' });
    }
    const section = await deps.scopes.sectionFor(await deps.scopes.scopeOf(caller), body.section_id);
    await deps.repo.setSectionMedium(section.section_id, body.language_id);
    await deps.mediumsChanged();
    return { section_id: section.section_id, language_id: body.language_id };
  }

  return { setMedium };
}

import { isLanguageCode, languageInfo } from '@esc/contracts/languages';
import { DEFAULT_LANGUAGE_ID, isParent, learnerMedium } from '@esc/domain';
import type { IdentityRepository } from './identity.repository.js';
import type { PortSlot } from './school-ports.js';

export type LearnerMediums = ReturnType<typeof createLearnerMediums>;

/** The content language_id of a preferred language code, or null when none is set. */
function preferredLanguageId(code: string | null | undefined): number | null {
  return isLanguageCode(code) ? languageInfo(code).id : null;
}

/**
 * A person's medium of instruction (the language_id catalogue reads answer in when the call names
 * none): the medium of their first school section (a learner's own; a teacher's first); for a
 * parent, their first linked child's; for someone in none (a B2C learner), the language they chose.
 */
export function createLearnerMediums({ repo, ports }: { repo: IdentityRepository; ports: PortSlot }) {
  async function mediumOf(person: { uuid: string; userTypeId: number }): Promise<number> {
    // A parent reads the catalogue for a child; one without a linked child, as themselves.
    const child = isParent(person.userTypeId) ? (await repo.childrenOf(person.uuid))[0] : undefined;
    const uuid = child?.uuid ?? person.uuid;
    const [memberships, user] = await Promise.all([repo.membershipsOf([uuid]), repo.findUserByUuid(uuid)]);
    const sectionIds = memberships.flatMap((m) => (m.section_id === null ? [] : [m.section_id]));
    const sections = sectionIds.length > 0 ? await ports.get().sectionsByIds(sectionIds) : [];
    const mediumById = new Map(sections.map((s) => [s.section_id, s.language_id ?? DEFAULT_LANGUAGE_ID]));
    return learnerMedium({
      sections: memberships.flatMap((m) => {
        const mediumId = m.section_id === null ? undefined : mediumById.get(m.section_id);
        return mediumId === undefined ? [] : [{ schoolId: m.school_id, mediumId }];
      }),
      preferredLanguageId: preferredLanguageId(user?.preferred_language),
    });
  }

  return { mediumOf };
}

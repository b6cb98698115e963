import { isLanguageCode, languageInfo, languageOfId } from '@esc/contracts/languages';
import { DEFAULT_LANGUAGE_ID, DEFAULT_SCHOOL_ID, learnerMedium as mediumOf } from '@esc/domain';
import { useSearchParams } from 'react-router';
import { useLearnerScope } from './use-learner-scope.hook';

/** The search parameter that keeps the chosen medium (a language_id, or "all"), as the category tab is kept. */
export const MEDIUM_PARAM = 'medium';

/** A medium of instruction (a language_id), or every medium. */
export type MediumChoice = number | 'all';

/**
 * The catalogue's medium filter: the learner's own medium (their school section's; outside one, the
 * language they chose: the rule the server answers by) unless another was picked. `ready` is false while the learner's medium is
 * still being read, so the lists do not ask once in English and again in the medium.
 */
export function useMediumFilter() {
  const { profile, scope } = useLearnerScope();
  const [params, setParams] = useSearchParams();
  const preferred = profile.data?.preferred_language;
  const ownPreference = !scope?.forChild && isLanguageCode(preferred) ? languageInfo(preferred).id : null;
  const learner = scope?.forChild ? profile.data?.children.find((c) => c.uuid === scope.learnerUuid) : profile.data;
  const schoolId = learner?.school?.school_id ?? DEFAULT_SCHOOL_ID;
  const learnerMedium = mediumOf({
    sections: (learner?.sections ?? []).map((s) => ({ schoolId, mediumId: s.language_id ?? DEFAULT_LANGUAGE_ID })),
    preferredLanguageId: ownPreference,
  });
  const asked = params.get(MEDIUM_PARAM);
  const choice: MediumChoice =
    asked === 'all' ? 'all' : asked !== null && languageOfId(Number(asked)) ? Number(asked) : learnerMedium;
  const choose = (next: MediumChoice) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(MEDIUM_PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  return {
    choice,
    learnerMedium,
    /** The medium the lists filter by; undefined for every medium. */
    mediumId: choice === 'all' ? undefined : choice,
    ready: asked !== null || !profile.isLoading,
    choose,
  };
}

export type MediumFilter = ReturnType<typeof useMediumFilter>;

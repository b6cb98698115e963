import { isLanguageCode, languageInfo, languageOfId } from '@esc/contracts/languages';
import { DEFAULT_LANGUAGE_ID } from '@esc/domain';
import { useSearchParams } from 'react-router';
import { useLearnerScope } from './use-learner-scope.hook';

/** The search parameter that keeps the chosen medium (a language_id, or "all"), as the category tab is kept. */
export const MEDIUM_PARAM = 'medium';

/** A medium of instruction (a language_id), or every medium. */
export type MediumChoice = number | 'all';

/**
 * The catalogue's medium filter: the learner's own medium (their section's; outside a section the
 * language they chose) unless another was picked. `ready` is false while the learner's medium is
 * still being read, so the lists do not ask once in English and again in the medium.
 */
export function useMediumFilter() {
  const { profile, scope } = useLearnerScope();
  const [params, setParams] = useSearchParams();
  const preferred = profile.data?.preferred_language;
  const ownPreference = !scope?.forChild && isLanguageCode(preferred) ? languageInfo(preferred).id : null;
  const learnerMedium = scope?.section?.language_id ?? ownPreference ?? DEFAULT_LANGUAGE_ID;
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

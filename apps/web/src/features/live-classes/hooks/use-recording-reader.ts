import { isLearner, isParent } from '@esc/domain';
import { useActiveChild } from '../../../lib/active-child.context';
import { useCurrentProfile } from '../../../lib/current-profile.api';

/**
 * Who reads recordings on this screen: a learner, a parent acting for the active child (the calls carry
 * the child's uuid), or staff of the school. Null until the profile is known.
 */
export function useRecordingReader() {
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  const p = profile.data;
  if (!p) return { reader: null, profile };
  const parent = isParent(p.user_type_id);
  const learner = isLearner(p.user_type_id);
  const child = parent ? (p.children.find((c) => c.uuid === storedChildUuid) ?? p.children[0] ?? null) : null;
  return {
    reader: {
      childUuid: child?.uuid ?? null,
      isParent: parent,
      isLearner: learner,
      isStaff: !parent && !learner,
      countryIso: child?.country_iso ?? p.country_iso ?? null,
    },
    profile,
  };
}

export type RecordingReader = NonNullable<ReturnType<typeof useRecordingReader>['reader']>;

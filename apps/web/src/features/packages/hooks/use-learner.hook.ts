import { countryFlag, isLearner, isParent, isStaff } from '@esc/domain';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';

export interface Learner {
  uuid: string;
  name: string;
  boardId: number | null;
  classId: number | null;
  className: string | null;
  /** True when a parent acts for the active child. */
  forChild: boolean;
  /** India (country flag 1): the /subscription path of spec 002 §2.2. */
  inIndia: boolean;
  /**
   * The login data's package_flow_webgate_bucket (spec 001 §4): 1 offers live classes only, else
   * elite class; the profile carries it.
   */
  webgateBucket: number;
  /**
   * Who may buy (DOMAIN.md): a learner for themselves, a parent for a linked child. Staff see the
   * packages read-only; the server refuses them too.
   */
  buying: 'allowed' | 'staff' | 'parent-without-child';
}

/** The learner the packages screens are about: the signed-in learner, or a parent's active child. */
export function useLearner(): { learner: Learner | null; isLoading: boolean; error: unknown; refetch: () => void } {
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  const data = profile.data;
  let learner: Learner | null = null;
  if (data) {
    const webgateBucket = data.package_flow_webgate_bucket;
    const childUuid = data.user_type_id === 2 ? resolveActiveChild(data.children, storedChildUuid) : null;
    const child = childUuid ? data.children.find((c) => c.uuid === childUuid) : undefined;
    const person = child ?? data;
    const section = person.sections[0];
    learner = {
      uuid: person.uuid,
      name: person.name,
      boardId: section?.board_id ?? null,
      classId: section?.class_id ?? null,
      className: section ? `${section.board_name} ${section.class_name}` : null,
      forChild: !!child,
      inIndia: countryFlag(person.country_iso) === 1,
      webgateBucket,
      buying: buyingOf(data.user_type_id, !!child),
    };
  }
  return { learner, isLoading: profile.isPending, error: profile.error, refetch: () => void profile.refetch() };
}

function buyingOf(userTypeId: number, forChild: boolean): Learner['buying'] {
  if (isParent(userTypeId)) return forChild ? 'allowed' : 'parent-without-child';
  if (isLearner(userTypeId) || !isStaff(userTypeId)) return 'allowed';
  return 'staff';
}

/** The entity name to recommend (spec 001 §4, spec 002 §4.6): live_classes_only when the bucket is set. */
export function recommendedEntity(bucket: number): 'live_classes_only' | 'elite_class' {
  return bucket ? 'live_classes_only' : 'elite_class';
}

import {
  AttemptStatus,
  InstituteStatus,
  LearnListStage,
  LiveClassStatus,
  OlympiadEnrollmentStatus,
  PackageStatus,
  PaperStatus,
  SchoolStatus,
} from '@esc/domain';
import Type, { type TLiteral, type TUnion } from 'typebox';

/**
 * A named enum of packages/domain on the wire: a union of its values, so a call's schema takes and
 * answers the domain's states and no copy of their numbers lives here. The description lists the
 * names, as the OpenAPI document shows them.
 */
export function StateValue<const E extends Readonly<Record<string, number>>>(
  states: E,
  options: { description?: string } = {},
): TUnion<[TLiteral<E[keyof E]>]> {
  const entries = Object.entries(states) as [string, E[keyof E]][];
  const named = entries.map(([name, value]) => `${value} ${name}`).join(', ');
  const literals = entries.map(([, value]) => Type.Literal(value));
  // One literal per state; typed as one literal of the union of the states, which is what it accepts.
  return Type.Union(literals, {
    description: options.description ? `${options.description} (${named})` : named,
  }) as unknown as TUnion<[TLiteral<E[keyof E]>]>;
}

export const AttemptStatusValue = StateValue(AttemptStatus, { description: 'attempt status (002 §4.3)' });
export const LiveClassStatusValue = StateValue(LiveClassStatus, {
  description: 'live_class_status (001 §4, 002 §4.1)',
});
/** learnlist-rules.ts in packages/domain says what each stage allows. */
export const LearnListStageValue = StateValue(LearnListStage, { description: 'learn-list stage' });
export const OlympiadEnrollmentStatusValue = StateValue(OlympiadEnrollmentStatus, {
  description: 'Olympiad enrollment status (002 §4.5)',
});
export const PaperStatusValue = StateValue(PaperStatus, { description: 'paper_status' });
export const PackageStatusValue = StateValue(PackageStatus, { description: 'package_status (001 §4: 1 active)' });
export const InstituteStatusValue = StateValue(InstituteStatus, { description: 'institute_status (001 §4)' });
export const SchoolStatusValue = StateValue(SchoolStatus, { description: 'school status (001 §4)' });

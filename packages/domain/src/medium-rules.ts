import { DEFAULT_LANGUAGE_ID } from './catalogue-rules.js';
import { DEFAULT_SCHOOL_ID } from './constants.js';

/**
 * A learner's medium of instruction (a language_id): their school section's; for a learner outside
 * any school section, the content language of the language they chose for the product; else the
 * default language. The platform's own school (B2C learners) places each learner in a section of
 * their board and class, which teaches in no medium: it does not count.
 */
export function learnerMedium(input: {
  /** The learner's sections with their school and medium, main school first. */
  sections: readonly { schoolId: number; mediumId: number }[];
  /** The content language_id of the person's preferred language, or null. */
  preferredLanguageId: number | null;
}): number {
  const taught = input.sections.find((s) => s.schoolId !== DEFAULT_SCHOOL_ID);
  return taught?.mediumId ?? input.preferredLanguageId ?? DEFAULT_LANGUAGE_ID;
}

/**
 * The language a catalogue read answers in: the one the call names wins (the specs' languageId);
 * a call that names none is answered in the viewer's medium.
 */
export function readLanguage(asked: number | null | undefined, medium: number): number {
  return asked != null && asked > 0 ? asked : medium;
}

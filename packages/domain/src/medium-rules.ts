import { DEFAULT_LANGUAGE_ID } from './catalogue-rules.js';

/**
 * A learner's medium of instruction (a language_id): their section's; for a learner outside any
 * school section, the content language of the language they chose for the product; else the
 * default language.
 */
export function learnerMedium(input: {
  /** The mediums of the learner's sections, main school first. */
  sectionMediums: readonly number[];
  /** The content language_id of the person's preferred language, or null. */
  preferredLanguageId: number | null;
}): number {
  return input.sectionMediums[0] ?? input.preferredLanguageId ?? DEFAULT_LANGUAGE_ID;
}

/**
 * The language a catalogue read answers in: the one the call names wins (the specs' languageId);
 * a call that names none is answered in the viewer's medium.
 */
export function readLanguage(asked: number | null | undefined, medium: number): number {
  return asked != null && asked > 0 ? asked : medium;
}

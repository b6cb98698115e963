import type { GateWords } from '@esc/domain';
import { messageOfReason, type ErrorReason, type ReasonRef } from '../../platform/errors/app-error.js';

// The gate (packages/domain) names the sentence it says and its values; the catalogue says it in the
// reader's language (its English is the rule's own words, access.errors.ts).

/** The catalogue's reason of a decision's words, its values as params. */
export const gateRef = (words: GateWords): ReasonRef => ({
  reason: `access.gate.${words.id}` as ErrorReason,
  params: { ...words.params },
});

/** A decision's explanation in a language. */
export const explanationIn = (language: string, decision: { words: GateWords }): string =>
  messageOfReason(language, gateRef(decision.words));

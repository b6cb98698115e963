import { GATE_EXPLANATIONS } from '@esc/domain';
import { messageOfReason, type ErrorReason, type ReasonRef } from '../../platform/errors/app-error.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each of the gate's explanations as a pattern of its English words with its values captured by name:
 * the rule (packages/domain) says its sentence in English, and its catalogue key is found from it.
 */
const PATTERNS = Object.entries(GATE_EXPLANATIONS).map(([id, text]) => {
  const names: string[] = [];
  const source = text
    .split(/\{\{(\w+)\}\}/)
    .map((part, i) => (i % 2 === 1 ? (names.push(part), '(.*)') : escape(part)))
    .join('');
  return { reason: `access.gate.${id}` as ErrorReason, names, pattern: new RegExp(`^${source}$`) };
});

/** The catalogue's reason for a gate explanation, its values as params; null for words it does not know. */
export function explanationRef(explanation: string): ReasonRef | null {
  for (const { reason, names, pattern } of PATTERNS) {
    const match = pattern.exec(explanation);
    if (match) return { reason, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}

/** The refusal of a gate explanation: its reason, or the generic 403's words for one it does not know. */
export const gateRefusal = (explanation: string): ReasonRef =>
  explanationRef(explanation) ?? { reason: 'codes.FORBIDDEN' };

/** A gate explanation in a language (as it came, when it is not one of the gate's sentences). */
export function explanationIn(language: string, explanation: string): string {
  const ref = explanationRef(explanation);
  return ref ? messageOfReason(language, ref) : explanation;
}

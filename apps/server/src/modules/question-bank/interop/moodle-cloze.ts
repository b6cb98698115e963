import { blankAnswers, outcomeOf, refused } from './draft-fit.js';
import type { DraftOutcome, FitNote, QuestionDraft } from './question-draft.js';

// Moodle's embedded answers (cloze): `{2:SHORTANSWER:=Paris#Right~%50%paris}` inside the text. The
// product's fill-in-the-blank holds blanks of typed answers, so a cloze whose every part is a short
// answer comes in, each part a blank shown as a line; a part of another kind (a menu, a number, radio
// buttons) has no place in a blank and the question is refused naming the kind.

const PART = /\{(\d*):([A-Z_]+):((?:\\\}|[^}])*)\}/g;
const SHORT = new Set(['SHORTANSWER', 'SA', 'MW', 'SHORTANSWER_C', 'SAC', 'MWC']);
const CASE_SENSITIVE = new Set(['SHORTANSWER_C', 'SAC', 'MWC']);
const BLANK = '______';

/** `=Paris#Right~%50%paris` -> the answers with their fractions (escapes `\~ \} \#` kept as the character). */
function answersOf(spec: string): { text: string; fraction: number }[] {
  return spec
    .split(/(?<!\\)~/)
    .filter((a) => a.trim() !== '')
    .map((a) => {
      const body = a.split(/(?<!\\)#/)[0] ?? '';
      const percent = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
      const fraction = body.startsWith('=') ? 100 : percent ? Number(percent[1]) : 0;
      const text = body.replace(/^=/, '').replace(/^%-?\d+(?:\.\d+)?%/, '');
      return { text: text.replace(/\\([~}#{=])/g, '$1').trim(), fraction };
    });
}

export function clozeOutcome(base: Omit<QuestionDraft, 'question_type'>, notesIn: readonly FitNote[]): DraftOutcome {
  const notes = [...notesIn];
  const parts = [...base.stem.matchAll(PART)];
  if (parts.length === 0) return refused(base.title, 'questionImport.refused.noBlanks');
  const other = parts.find((p) => !SHORT.has(p[2]!));
  if (other) return refused(base.title, 'questionImport.refused.clozePart', { kind: other[2]!.slice(0, 40) });
  if (parts.length > 20) return refused(base.title, 'questionImport.refused.tooManyBlanks', { count: parts.length });
  const blanks: string[][] = [];
  for (const part of parts) {
    if (CASE_SENSITIVE.has(part[2]!)) notes.push({ reason: 'questionImport.note.caseIgnored' });
    const accepted = blankAnswers(answersOf(part[3]!), notes);
    if (accepted.length === 0) return refused(base.title, 'questionImport.refused.noRightAnswer');
    blanks.push(accepted);
  }
  const stem = base.stem.replace(PART, BLANK);
  return outcomeOf({ ...base, stem, question_type: 'fill_blank', answer: { blanks } }, notes);
}

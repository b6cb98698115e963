import { textBase } from './draft-base.js';
import { choiceOutcome, refused } from './draft-fit.js';
import { convertText } from './file-text.js';
import type { DraftOutcome, QuestionFileReader } from './question-draft.js';

// Aiken, as Moodle documents it: a question's text on its first line(s), then its choices each on a
// line starting with a capital letter and "." or ")", then "ANSWER: X". One right answer per question,
// plain text, no categories; each question is worth 1, as Moodle imports it.

const CHOICE = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*([A-Z])\s*$/;

interface Pending {
  line: number;
  stem: string[];
  choices: { letter: string; text: string }[];
}

function finish(q: Pending, letter: string): DraftOutcome {
  const stem = convertText(q.stem.join('\n'), 'plain');
  const title = stem.text.slice(0, 80);
  const right = q.choices.findIndex((c) => c.letter === letter);
  if (right < 0) return refused(title, 'questionImport.refused.answerNotAChoice', { answer: letter });
  const choices = q.choices.map((c, i) => ({
    text: convertText(c.text, 'plain').text,
    fraction: i === right ? 100 : 0,
  }));
  return choiceOutcome(textBase({ title, stem, marks: 1, category: [] }), choices, true);
}

/** An Aiken file's questions, in file order; a question missing its ANSWER line is refused with its line. */
export const readAiken: QuestionFileReader = (file) => {
  const lines = new TextDecoder()
    .decode(file)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const outcomes: DraftOutcome[] = [];
  let q: Pending | null = null;
  const unfinished = (p: Pending) =>
    outcomes.push(refused(p.stem.join(' ').slice(0, 80), 'questionImport.refused.unreadable', { line: p.line }));
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const answer = ANSWER.exec(line);
    const choice = CHOICE.exec(line);
    if (answer && q) {
      outcomes.push(finish(q, answer[1]!));
      q = null;
    } else if (choice && q && (q.choices.length > 0 || q.stem.length > 0)) {
      q.choices.push({ letter: choice[1]!, text: choice[2]! });
    } else if (q && q.choices.length > 0) {
      // A new question began before the last one named its answer.
      unfinished(q);
      q = { line: index + 1, stem: [line], choices: [] };
    } else if (q) {
      q.stem.push(line);
    } else {
      q = { line: index + 1, stem: [line], choices: [] };
    }
  });
  if (q) unfinished(q);
  return outcomes;
};

import type { AnswerKeyInput, Question, QuestionTypeValue, SaveQuestionBody } from '@esc/contracts';

// A question as the form holds it (strings where the person types numbers), its problems field by
// field, and the saveQuestion body it becomes.

export interface OptionDraft {
  option_id: string;
  option_text: string;
}

export interface AnswerDraft {
  question_type: QuestionTypeValue;
  difficulty: number;
  marks: number | string;
  negative_marks: number | string;
  stem: string;
  options: OptionDraft[];
  /** Correct option ids (single: one, multiple: some). */
  correct: string[];
  value: number | string;
  tolerance: number | string;
  /** Accepted answers per blank, comma-separated. */
  blanks: string[];
  is_true: boolean | null;
  match_left: OptionDraft[];
  /** The right option of each left item. */
  pairs: Record<string, string>;
}

export interface QuestionDraft extends AnswerDraft {
  question_id: number | null;
  explanation: string;
  children: AnswerDraft[];
}

const letters = 'abcdefghij';
export const optionId = (index: number) => letters[index] ?? `o${index}`;

export function blankAnswer(type: QuestionTypeValue = 'single'): AnswerDraft {
  return {
    question_type: type,
    difficulty: 2,
    marks: 4,
    negative_marks: type === 'single' || type === 'multiple' ? 1 : 0,
    stem: '',
    options: [0, 1, 2, 3].map((i) => ({ option_id: optionId(i), option_text: '' })),
    correct: [],
    value: '',
    tolerance: '',
    blanks: [''],
    is_true: null,
    match_left: [0, 1, 2].map((i) => ({ option_id: String(i + 1), option_text: '' })),
    pairs: {},
  };
}

export function blankQuestion(): QuestionDraft {
  return { ...blankAnswer(), question_id: null, explanation: '', children: [] };
}

/** A bank question as a draft to edit. */
export function draftOf(q: Question): QuestionDraft {
  const type = q.question_type as QuestionTypeValue;
  const key = q.answer;
  return {
    ...blankAnswer(type),
    question_id: q.question_id,
    difficulty: q.difficulty,
    marks: q.marks,
    negative_marks: q.negative_marks,
    stem: q.stem,
    options: q.options.length > 0 ? q.options : blankAnswer(type).options,
    correct: key?.option_ids ?? [],
    value: key?.value ?? '',
    tolerance: key?.tolerance ?? '',
    blanks: key && key.blanks.length > 0 ? key.blanks.map((b) => b.join(', ')) : [''],
    is_true: key?.is_true ?? null,
    match_left: q.match_left.length > 0 ? q.match_left : blankAnswer(type).match_left,
    pairs: Object.fromEntries((key?.pairs ?? []).map((p) => [p.left_id, p.option_id])),
    explanation: q.explanation ?? '',
    children: [],
  };
}

/** A problem: the strings key and its values; `field` names the input the message belongs to. */
export interface DraftProblem {
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

const num = (v: number | string) => (v === '' ? NaN : Number(v));
const inMarks = (v: number | string) => Number.isFinite(num(v)) && num(v) >= 0 && num(v) <= 1000;
const usesOptions = (type: QuestionTypeValue) => type === 'single' || type === 'multiple' || type === 'match';
const filled = (options: readonly OptionDraft[]) => options.filter((o) => o.option_text.trim() !== '');

/** What keeps one question (or a passage's child, prefix "child-1-") from being saved. */
export function answerProblems(d: AnswerDraft, prefix = ''): DraftProblem[] {
  const out: DraftProblem[] = [];
  const add = (field: string, key: string, values?: DraftProblem['values']) =>
    out.push({ field: prefix + field, key, values });
  if (!inMarks(d.marks)) add('marks', 'authoring.question.marksError');
  if (!inMarks(d.negative_marks)) add('negative_marks', 'authoring.question.marksError');
  if (d.stem.trim() === '') add('stem', 'authoring.question.stemMissing');
  if (d.question_type === 'single' || d.question_type === 'multiple') {
    const ids = filled(d.options).map((o) => o.option_id);
    const correct = d.correct.filter((id) => ids.includes(id));
    if (d.question_type === 'single' && correct.length !== 1) add('correct', 'authoring.question.keyMissingSingle');
    if (d.question_type === 'multiple' && correct.length === 0) add('correct', 'authoring.question.keyMissingMultiple');
  }
  if (d.question_type === 'integer' || d.question_type === 'numeric') {
    if (!Number.isFinite(num(d.value))) add('value', 'authoring.question.valueMissing');
    else if (d.question_type === 'integer' && !Number.isInteger(num(d.value)))
      add('value', 'authoring.question.valueInteger');
    if (d.question_type === 'numeric' && d.tolerance !== '' && !(num(d.tolerance) >= 0)) {
      add('tolerance', 'authoring.question.toleranceError');
    }
  }
  if (d.question_type === 'fill_blank') {
    d.blanks.forEach((b, i) => {
      if (accepted(b).length === 0) add(`blank-${i}`, 'authoring.question.blankMissing', { n: i + 1 });
    });
  }
  if (d.question_type === 'true_false' && d.is_true === null) add('is_true', 'authoring.question.isTrueMissing');
  if (d.question_type === 'match') {
    for (const left of filled(d.match_left)) {
      if (!d.pairs[left.option_id])
        add(`pair-${left.option_id}`, 'authoring.question.pairMissing', { id: left.option_id });
    }
  }
  return out;
}

export function questionProblems(d: QuestionDraft, syllabusId: number | null): DraftProblem[] {
  const out: DraftProblem[] = [];
  if (syllabusId === null) out.push({ field: 'where', key: 'authoring.question.whereMissing' });
  out.push(...answerProblems(d));
  if (d.question_type === 'comprehension') {
    if (d.children.length === 0) out.push({ field: 'children', key: 'authoring.question.childrenMissing' });
    d.children.forEach((c, i) => out.push(...answerProblems(c, `child-${i}-`)));
  }
  return out;
}

function accepted(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 10);
}

function keyOf(d: AnswerDraft): AnswerKeyInput | undefined {
  switch (d.question_type) {
    case 'single':
    case 'multiple': {
      const ids = filled(d.options).map((o) => o.option_id);
      return { option_ids: d.correct.filter((id) => ids.includes(id)) };
    }
    case 'integer':
      return { value: Number(d.value) };
    case 'numeric':
      return { value: Number(d.value), ...(d.tolerance === '' ? {} : { tolerance: Number(d.tolerance) }) };
    case 'fill_blank':
      return { blanks: d.blanks.map(accepted) };
    case 'true_false':
      return { is_true: d.is_true ?? false };
    case 'match':
      return {
        pairs: filled(d.match_left).map((l) => ({ left_id: l.option_id, option_id: d.pairs[l.option_id] ?? '' })),
      };
    default:
      return undefined;
  }
}

function answerBody(d: AnswerDraft) {
  const key = keyOf(d);
  return {
    question_type: d.question_type,
    difficulty: d.difficulty,
    marks: Number(d.marks),
    negative_marks: Number(d.negative_marks),
    stem: d.stem.trim(),
    ...(usesOptions(d.question_type) ? { options: filled(d.options) } : {}),
    ...(d.question_type === 'match' ? { match_left: filled(d.match_left) } : {}),
    ...(key ? { answer: key } : {}),
  };
}

/** The saveQuestion body of a draft without problems. */
export function questionBody(d: QuestionDraft, syllabusId: number, schoolId: number | null): SaveQuestionBody {
  return {
    ...(d.question_id !== null ? { question_id: d.question_id } : {}),
    ...(schoolId !== null ? { school_id: schoolId } : {}),
    syllabus_id: syllabusId,
    ...answerBody(d),
    ...(d.explanation.trim() ? { explanation: d.explanation.trim() } : {}),
    ...(d.question_type === 'comprehension' ? { children: d.children.map(answerBody) } : {}),
  };
}

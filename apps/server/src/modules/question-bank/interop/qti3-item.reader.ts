import type { QuestionOption } from '@esc/contracts';
import type { Element } from '@xmldom/xmldom';
import { markdownOf, type MarkdownSource } from './html-markdown.js';
import { BLANK_TEXT } from './markdown-html.js';
import type { FitNote, QuestionDraft } from './question-draft.js';
import { choiceIdIn, sideIdsIn } from './qti3-ids.js';
import { childrenNamed, descendantsNamed } from './xml-build.js';

// One qti-assessment-item as a draft: the four interactions the product has answers for (choice,
// text entry, extended text, match), read from their response declarations as the QTI 3.0 spec
// defines them. Anything else is refused with the reason named; a refusal never throws.

export type ItemResult = { draft: QuestionDraft; notes: FitNote[] } | { refused: FitNote[] };

const SUPPORTED = new Set([
  'qti-choice-interaction',
  'qti-text-entry-interaction',
  'qti-extended-text-interaction',
  'qti-match-interaction',
]);
const MAX_OPTIONS = 10;

class Refusal extends Error {
  constructor(readonly note: FitNote) {
    super(note.reason);
  }
}
const refuse = (reason: string, params?: FitNote['params']): never => {
  throw new Refusal(
    params ? { reason: `questionExchange.${reason}`, params } : { reason: `questionExchange.${reason}` },
  );
};

interface Declaration {
  cardinality: string;
  baseType: string;
  correct: string[];
  mapped: string[];
}

function declarations(item: Element): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  for (const decl of childrenNamed(item, 'qti-response-declaration')) {
    const values = (parent: Element | undefined) =>
      parent ? childrenNamed(parent, 'qti-value').map((v) => (v.textContent ?? '').trim()) : [];
    const mapping = childrenNamed(decl, 'qti-mapping')[0];
    out.set(decl.getAttribute('identifier') ?? '', {
      cardinality: decl.getAttribute('cardinality') ?? 'single',
      baseType: decl.getAttribute('base-type') ?? '',
      correct: values(childrenNamed(decl, 'qti-correct-response')[0]),
      mapped: mapping
        ? childrenNamed(mapping, 'qti-map-entry')
            .filter((e) => Number(e.getAttribute('mapped-value') ?? '0') > 0)
            .map((e) => e.getAttribute('map-key') ?? '')
        : [],
    });
  }
  return out;
}

/** The default value of an outcome the item declares (MAXSCORE, MINSCORE), when it is a number. */
function outcomeValue(item: Element, id: string): number | undefined {
  const decl = childrenNamed(item, 'qti-outcome-declaration').find((o) => o.getAttribute('identifier') === id);
  const value = decl && descendantsNamed(decl, 'qti-value')[0]?.textContent;
  const n = value === undefined || value === null ? NaN : Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
}

/** The marks: MAXSCORE, else the most SCORE can be (its normal-maximum). */
function marksOf(item: Element): number | undefined {
  const score = childrenNamed(item, 'qti-outcome-declaration').find((o) => o.getAttribute('identifier') === 'SCORE');
  const max = outcomeValue(item, 'MAXSCORE') ?? Number(score?.getAttribute('normal-maximum') ?? NaN);
  return Number.isFinite(max) && max > 0 ? max : undefined;
}

function declOf(decls: Map<string, Declaration>, el: Element): Declaration {
  const decl = decls.get(el.getAttribute('response-identifier') ?? '');
  if (!decl) return refuse('noResponseDeclared');
  return decl;
}

function choiceList(
  els: readonly Element[],
  ids: readonly (string | null)[],
  source: MarkdownSource,
): QuestionOption[] {
  if (els.length > MAX_OPTIONS) refuse('tooManyOptions', { count: els.length, max: MAX_OPTIONS });
  return els.map((el, i) => {
    const id = ids[i] ?? refuse('badIdentifier', { identifier: el.getAttribute('identifier') ?? '' });
    return { option_id: id, option_text: markdownOf(el, source) };
  });
}

type Answer = Pick<QuestionDraft, 'question_type' | 'options' | 'match_left' | 'answer'>;

function choice(el: Element, decl: Declaration, source: MarkdownSource): Answer {
  const els = descendantsNamed(el, 'qti-simple-choice');
  const ids = els.map((c) => c.getAttribute('identifier') ?? '');
  if (decl.correct.length === 0) refuse('noCorrectAnswer');
  const truth = ids.map((id) => id.toLowerCase());
  if (decl.cardinality === 'single' && truth.length === 2 && truth.includes('true') && truth.includes('false'))
    return { question_type: 'true_false', answer: { is_true: decl.correct[0]!.toLowerCase() === 'true' } };
  const options = choiceList(els, ids.map(choiceIdIn), source);
  const byIdentifier = new Map(ids.map((id, i) => [id, options[i]!.option_id]));
  const option_ids = decl.correct.map((c) => byIdentifier.get(c) ?? refuse('notAChoice', { identifier: c }));
  if (decl.cardinality === 'single') {
    if (option_ids.length !== 1) refuse('oneCorrectChoice');
    return { question_type: 'single', options, answer: { option_ids } };
  }
  return { question_type: 'multiple', options, answer: { option_ids } };
}

function match(el: Element, decl: Declaration, source: MarkdownSource): Answer {
  const sets = descendantsNamed(el, 'qti-simple-match-set');
  if (sets.length !== 2) refuse('matchTwoSets');
  const [leftEls, rightEls] = sets.map((s) => descendantsNamed(s, 'qti-simple-associable-choice'));
  const leftIds = leftEls!.map((c) => c.getAttribute('identifier') ?? '');
  const rightIds = rightEls!.map((c) => c.getAttribute('identifier') ?? '');
  const matchLeft = choiceList(leftEls!, sideIdsIn(leftIds, 'L-'), source);
  const options = choiceList(rightEls!, sideIdsIn(rightIds, 'R-'), source);
  const left = new Map(leftIds.map((id, i) => [id, matchLeft[i]!.option_id]));
  const right = new Map(rightIds.map((id, i) => [id, options[i]!.option_id]));
  const pairs = decl.correct.map((value) => {
    const [a = '', b = ''] = value.split(/\s+/);
    // A directed pair may name the right column first; either way round is the same pair.
    const [l, r] = left.has(a) ? [a, b] : [b, a];
    if (!left.has(l) || !right.has(r)) return refuse('notAChoice', { identifier: value });
    return { left_id: left.get(l)!, option_id: right.get(r)! };
  });
  if (pairs.length === 0) refuse('noCorrectAnswer');
  return { question_type: 'match', match_left: matchLeft, options, answer: { pairs } };
}

/** The absolute tolerance a numeric item's response processing allows (qti-equal), 0 when exact. */
function toleranceOf(item: Element, value: number, notes: FitNote[]): number {
  const equal = descendantsNamed(item, 'qti-equal')[0];
  if (!equal) return 0;
  const t = Number((equal.getAttribute('tolerance') ?? '0').trim().split(/\s+/)[0]);
  if (!Number.isFinite(t) || t < 0) return 0;
  if (equal.getAttribute('tolerance-mode') === 'relative') {
    notes.push({ reason: 'questionExchange.relativeTolerance', params: { percent: t } });
    return Math.abs((value * t) / 100);
  }
  return equal.getAttribute('tolerance-mode') === 'absolute' ? t : 0;
}

function textEntries(
  item: Element,
  els: readonly Element[],
  decls: Map<string, Declaration>,
  notes: FitNote[],
): Answer {
  const found = els.map((el) => declOf(decls, el));
  const first = found[0]!;
  if (found.length === 1 && (first.baseType === 'integer' || first.baseType === 'float')) {
    const value = Number(first.correct[0]);
    if (first.correct.length === 0 || !Number.isFinite(value)) refuse('noCorrectAnswer');
    if (first.baseType === 'integer') return { question_type: 'integer', answer: { value } };
    return { question_type: 'numeric', answer: { value, tolerance: toleranceOf(item, value, notes) } };
  }
  const blanks = found.map((d) => {
    const accepted = [...new Set([...d.correct, ...d.mapped].filter((a) => a.length > 0 && a.length <= 200))];
    return accepted.length > 0 ? accepted.slice(0, 10) : refuse('noCorrectAnswer');
  });
  return { question_type: 'fill_blank', answer: { blanks } };
}

function answerOf(item: Element, body: Element, source: MarkdownSource): Answer {
  const interactions = Array.from(body.getElementsByTagNameNS('*', '*')).filter((el) =>
    /^qti-.*-interaction$/.test(el.localName ?? ''),
  );
  const other = interactions.find((el) => !SUPPORTED.has(el.localName ?? ''));
  if (other) refuse('unsupportedInteraction', { interaction: other.localName ?? '' });
  const kinds = new Set(interactions.map((el) => el.localName));
  if (kinds.size === 0) refuse('noInteraction');
  const entries = interactions.filter((el) => el.localName === 'qti-text-entry-interaction');
  if (kinds.size > 1 || (entries.length === 0 && interactions.length > 1)) refuse('severalInteractions');
  const decls = declarations(item);
  const el = interactions[0]!;
  switch (el.localName) {
    case 'qti-choice-interaction':
      return choice(el, declOf(decls, el), source);
    case 'qti-match-interaction':
      return match(el, declOf(decls, el), source);
    case 'qti-extended-text-interaction':
      return { question_type: 'subjective' };
    default:
      return textEntries(item, entries, decls, source.notes);
  }
}

/** One item's draft, or why it is refused. `source` resolves its figures and collects the notes. */
export function readQtiItem(item: Element, source: MarkdownSource): ItemResult {
  try {
    if (item.localName !== 'qti-assessment-item') refuse('notAnItem');
    const body = childrenNamed(item, 'qti-item-body')[0] ?? refuse('notAnItem');
    const answer = answerOf(item, body, source);
    const blankText = answer.question_type === 'fill_blank' ? BLANK_TEXT : '';
    const stem = markdownOf(body, {
      ...source,
      interaction: (el) => {
        const name = el.localName ?? '';
        if (name === 'qti-text-entry-interaction') return blankText;
        if (!/^qti-.*-interaction$/.test(name)) return undefined;
        const prompt = childrenNamed(el, 'qti-prompt')[0];
        return prompt ? `\n\n${markdownOf(prompt, source)}\n\n` : '';
      },
    });
    if (!stem) refuse('noStem');
    const feedback = descendantsNamed(item, 'qti-modal-feedback').map((fb) => {
      const content = childrenNamed(fb, 'qti-content-body')[0] ?? fb;
      return markdownOf(content, source);
    });
    const explanation = feedback.filter(Boolean).join('\n\n');
    const marks = marksOf(item);
    if (marks === undefined) source.notes.push({ reason: 'questionExchange.marksAssumed', params: { marks: 1 } });
    const min = outcomeValue(item, 'MINSCORE');
    const draft: QuestionDraft = {
      ...answer,
      title: item.getAttribute('title') ?? item.getAttribute('identifier') ?? '',
      stem,
      ...(explanation ? { explanation } : {}),
      marks: marks ?? 1,
      ...(min !== undefined && min < 0 ? { negative_marks: -min } : {}),
      category: [],
      images: [],
    };
    return { draft, notes: source.notes };
  } catch (error) {
    if (error instanceof Refusal) return { refused: [error.note] };
    throw error;
  }
}

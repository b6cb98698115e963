import { XMLParser } from 'fast-xml-parser';
import { categoryPath, textBase } from './draft-base.js';
import { blankAnswers, choiceOutcome, outcomeOf, refused, MAX_OPTIONS, optionId } from './draft-fit.js';
import { convertText, type ConvertedText, type TextFormat } from './file-text.js';
import { clozeOutcome } from './moodle-cloze.js';
import { inLanguage, multilangCodes, productLanguageId } from './moodle-multilang.js';
import {
  draftImageMime,
  type DraftImage,
  type DraftLanguageText,
  type DraftOutcome,
  type FitNote,
  type QuestionDraft,
  type QuestionFileReader,
} from './question-draft.js';

// Moodle XML, as Moodle's question/format/xml writes it: a <quiz> of <question type="...">, with
// category questions setting the path of those after them. Each question is read on its own, so one
// the product cannot hold (calculated, drag and drop, random...) is refused by its type and the others
// still come in. A question's tags come back as tags, `difficulty:<n>` as its difficulty, and texts in
// Moodle's multilang spans as the question's languages.

/** A node of the parsed file: attributes as `@_name`, text as `#text`. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ['question', 'answer', 'subquestion', 'file', 'tag'].includes(name),
});

const FORMATS: Record<string, TextFormat> = {
  html: 'html',
  moodle_auto_format: 'html',
  plain_text: 'plain',
  markdown: 'markdown',
};

export const nodes = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is XmlNode => typeof v === 'object' && v !== null,
  );

/** The text of an element: its <text> child (Moodle's way) or its own text. */
export function textIn(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (Array.isArray(node)) return textIn(node[0]);
  if (typeof node !== 'object') return String(node);
  const n = node as XmlNode;
  if ('text' in n) return textIn(n.text);
  return typeof n['#text'] === 'string' ? n['#text'] : '';
}

export function converted(node: unknown): ConvertedText {
  const format = FORMATS[String((node as XmlNode | undefined)?.['@_format'] ?? 'html')] ?? 'html';
  return convertText(textIn(node), format);
}

/** The figures an element carries as base64 <file>s; an SVG or another type is left out, said. */
function filesOf(node: unknown, notes: FitNote[]): DraftImage[] {
  return nodes((node as XmlNode | undefined)?.file).flatMap((f) => {
    const name = String(f['@_name'] ?? '').replace(/[^A-Za-z0-9._-]/g, '_');
    const mime = draftImageMime(name);
    // SVG can carry script: a Moodle file's SVG figures are not taken (the QTI reader checks its own).
    if (!mime || mime === 'image/svg+xml' || f['@_encoding'] !== 'base64') {
      notes.push({ reason: 'questionImport.note.imageUnsupported' });
      return [];
    }
    return [{ name, mime, bytes: new Uint8Array(Buffer.from(textIn(f).replace(/\s/g, ''), 'base64')) }];
  });
}

const numberIn = (node: unknown, fallback: number): number => {
  const n = Number.parseFloat(textIn(node));
  return Number.isFinite(n) ? n : fallback;
};

function answersOf(q: XmlNode, notes: FitNote[]) {
  return nodes(q.answer).map((a) => {
    const text = converted(a);
    notes.push(...text.notes);
    return { text: text.text, fraction: numberIn(a['@_fraction'], 0), node: a };
  });
}

function numericalOutcome(q: XmlNode, base: Omit<QuestionDraft, 'question_type'>, notes: FitNote[]): DraftOutcome {
  const answers = nodes(q.answer).filter((a) => textIn(a).trim() !== '*');
  const right = answers.filter((a) => numberIn(a['@_fraction'], 0) >= 99.99);
  const value = right[0] ? Number.parseFloat(textIn(right[0])) : Number.NaN;
  if (!Number.isFinite(value)) return refused(base.title, 'questionImport.refused.noRightAnswer');
  if (right.length > 1 || answers.some((a) => numberIn(a['@_fraction'], 0) > 0 && numberIn(a['@_fraction'], 0) < 99.99))
    notes.push({ reason: 'questionImport.note.partialAnswerDropped' });
  if (nodes((q.units as XmlNode | undefined)?.unit).length > 0)
    notes.push({ reason: 'questionImport.note.unitsDropped' });
  const tolerance = Math.abs(numberIn(right[0]!.tolerance, 0));
  // Moodle's catch-all answer '*' with a negative fraction: the marks any other answer loses.
  const otherwise = nodes(q.answer).find((a) => textIn(a).trim() === '*');
  const penalty = otherwise ? -numberIn(otherwise['@_fraction'], 0) : 0;
  const negative = penalty > 0 ? { negative_marks: Math.round(penalty * base.marks) / 100 } : {};
  // A whole number taken exactly is the bank's integer question (its writer writes one so).
  if (tolerance === 0 && Number.isInteger(value))
    return outcomeOf({ ...base, ...negative, question_type: 'integer', answer: { value } }, notes);
  return outcomeOf({ ...base, ...negative, question_type: 'numeric', answer: { value, tolerance } }, notes);
}

function matchingOutcome(q: XmlNode, base: Omit<QuestionDraft, 'question_type'>, notes: FitNote[]): DraftOutcome {
  const subs = nodes(q.subquestion).map((s) => ({ left: converted(s), right: textIn(s.answer).trim() }));
  const answers = [...new Set(subs.map((s) => s.right).filter((r) => r !== ''))];
  const lefts = subs.filter((s) => s.left.text !== '' && s.right !== '');
  if (lefts.length === 0) return refused(base.title, 'questionImport.refused.noPairs');
  if (answers.length > MAX_OPTIONS || lefts.length > MAX_OPTIONS)
    return refused(base.title, 'questionImport.refused.tooManyChoices', { count: answers.length, max: MAX_OPTIONS });
  lefts.forEach((s) => notes.push(...s.left.notes));
  return outcomeOf(
    {
      ...base,
      images: [...base.images, ...lefts.flatMap((s) => s.left.images)],
      question_type: 'match',
      match_left: lefts.map((s, i) => ({ option_id: `l${i + 1}`, option_text: s.left.text })),
      options: answers.map((a, i) => ({ option_id: optionId(i), option_text: convertText(a, 'plain').text })),
      answer: { pairs: lefts.map((s, i) => ({ left_id: `l${i + 1}`, option_id: optionId(answers.indexOf(s.right)) })) },
    },
    notes,
  );
}

function byType(type: string, q: XmlNode, base: Omit<QuestionDraft, 'question_type'>, notes: FitNote[]): DraftOutcome {
  switch (type) {
    case 'multichoice': {
      const single = ['true', '1'].includes(textIn(q.single).trim().toLowerCase());
      return choiceOutcome(base, answersOf(q, notes), single, notes);
    }
    case 'truefalse': {
      const right = answersOf(q, notes).find((a) => a.fraction >= 99.99);
      if (!right) return refused(base.title, 'questionImport.refused.noRightAnswer');
      const isTrue = /^(true|vrai|wahr|1)$/i.test(textIn(right.node).trim());
      return outcomeOf({ ...base, question_type: 'true_false', answer: { is_true: isTrue } }, notes);
    }
    case 'shortanswer': {
      if (textIn(q.usecase).trim() === '1') notes.push({ reason: 'questionImport.note.caseIgnored' });
      const accepted = blankAnswers(answersOf(q, notes), notes);
      if (accepted.length === 0) return refused(base.title, 'questionImport.refused.noRightAnswer');
      return outcomeOf({ ...base, question_type: 'fill_blank', answer: { blanks: [accepted] } }, notes);
    }
    case 'numerical':
      return numericalOutcome(q, base, notes);
    case 'matching':
      return matchingOutcome(q, base, notes);
    case 'essay':
      return outcomeOf({ ...base, question_type: 'subjective' }, notes);
    case 'cloze':
      return clozeOutcome(base, notes);
    case 'description':
      return refused(base.title, 'questionImport.refused.description');
    default:
      return refused(base.title, 'questionImport.refused.unsupportedType', { type: type.slice(0, 40) });
  }
}

const DIFFICULTY_TAG = /^difficulty\s*:\s*(-?\d+(?:\.\d+)?)$/i;

/** The question's Moodle tags: `difficulty:<n>` is its difficulty, the others the tags' words. */
function tagsOf(q: XmlNode): Pick<QuestionDraft, 'difficulty' | 'tags'> {
  const words = nodes((q.tags as XmlNode | undefined)?.tag)
    .map((t) => textIn(t).trim().slice(0, 200))
    .filter((t) => t !== '');
  const difficulty = words.map((w) => DIFFICULTY_TAG.exec(w)?.[1]).find((n) => n !== undefined);
  const tags = [...new Set(words.filter((w) => !DIFFICULTY_TAG.test(w)))].slice(0, 20);
  return { ...(difficulty !== undefined ? { difficulty: Number(difficulty) } : {}), ...(tags.length ? { tags } : {}) };
}

function fromQuestion(q: XmlNode, category: string[]): DraftOutcome {
  const type = String(q['@_type'] ?? '');
  const notes: FitNote[] = [];
  const stem = converted(q.questiontext);
  const explanation = converted(q.generalfeedback);
  const title = textIn(q.name).trim() || stem.text.slice(0, 80) || type;
  const images = [...filesOf(q.questiontext, notes), ...filesOf(q.generalfeedback, notes)];
  for (const a of nodes(q.answer)) images.push(...filesOf(a, notes));
  notes.push(...stem.notes, ...explanation.notes);
  const marks = Math.max(0, numberIn(q.defaultgrade, 1));
  const base = { ...textBase({ title, stem, explanation, marks, category, images }), ...tagsOf(q) };
  return byType(type, q, base, notes);
}

/** Every string of a parsed question passed through `f` (attributes kept). */
function mapTexts(value: unknown, f: (text: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapTexts(v, f));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k.startsWith('@_') ? v : mapTexts(v, f)]));
}

function languagesOf(q: XmlNode): string[] {
  const found = new Set<string>();
  mapTexts(q, (text) => {
    for (const code of multilangCodes(text)) found.add(code);
    return text;
  });
  return [...found];
}

/**
 * A question written in several languages (Moodle's multilang spans) is read once per language; the
 * product's default language, else the first the file names, is its own text, the others its texts
 * in other languages. A language the product lacks is left out, said.
 */
function fromLanguages(q: XmlNode, category: string[]): DraftOutcome {
  const codes = languagesOf(q);
  if (codes.length === 0) return fromQuestion(q, category);
  const ours = codes.filter((c) => productLanguageId(c) !== null);
  const main = ours.includes('en') ? 'en' : (ours[0] ?? codes[0]!);
  const notes: FitNote[] = codes
    .filter((c) => c !== main && productLanguageId(c) === null)
    .map((c) => ({ reason: 'questionImport.note.languageLeftOut', params: { language: c } }));
  const own = fromQuestion(mapTexts(q, (t) => inLanguage(t, main)) as XmlNode, category);
  if (own.kind === 'refused') return own;
  const texts: DraftLanguageText[] = [];
  for (const code of ours.filter((c) => c !== main)) {
    const other = fromQuestion(mapTexts(q, (t) => inLanguage(t, code)) as XmlNode, category);
    if (other.kind === 'refused' || other.draft.question_type !== own.draft.question_type) continue;
    const { stem, options, match_left, explanation } = other.draft;
    texts.push({ language_id: productLanguageId(code)!, stem, options, match_left, explanation });
  }
  const draft: QuestionDraft = {
    ...own.draft,
    ...(productLanguageId(main) && productLanguageId(main) !== 1 ? { language_id: productLanguageId(main)! } : {}),
    ...(texts.length ? { texts } : {}),
  };
  return outcomeOf(draft, [...(own.kind === 'changed' ? own.notes : []), ...notes]);
}

/** A Moodle XML file's questions, in file order. */
export const readMoodleXml: QuestionFileReader = (file) => {
  const source = new TextDecoder().decode(file);
  // Entities declared in the file could grow it without bound; Moodle never writes any.
  if (/<!ENTITY/i.test(source)) return [refused('', 'questionImport.refused.entities')];
  let quiz: XmlNode;
  try {
    quiz = (parser.parse(source) as XmlNode).quiz as XmlNode;
  } catch {
    return [refused('', 'questionImport.refused.notMoodleXml')];
  }
  if (!quiz || typeof quiz !== 'object') return [refused('', 'questionImport.refused.notMoodleXml')];
  const outcomes: DraftOutcome[] = [];
  let category: string[] = [];
  for (const q of nodes(quiz.question)) {
    if (q['@_type'] === 'category') {
      category = categoryPath(textIn(q.category));
      continue;
    }
    try {
      outcomes.push(fromLanguages(q, category));
    } catch {
      outcomes.push(refused(textIn(q.name).trim(), 'questionImport.refused.unreadableQuestion'));
    }
  }
  return outcomes;
};

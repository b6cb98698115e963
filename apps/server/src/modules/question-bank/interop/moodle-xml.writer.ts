import { XMLSerializer, type Element } from '@xmldom/xmldom';
import type { QuestionOption } from '@esc/contracts';
import { appendMarkdown, BLANK, BLANK_TEXT } from './markdown-html.js';
import { moodleCode, multilangText } from './moodle-multilang.js';
import type { DraftImage, DraftText, QuestionDraft, QuestionFileWriter } from './question-draft.js';
import { child, newDocument, num, serialize } from './xml-build.js';

// Moodle XML as Moodle's question/format/xml reads it (docs.moodle.org "Moodle XML format"): one
// <quiz>, a category element before each change of category ($course$/top/<path>, a slash in a name
// doubled), text as HTML with TeX kept in \(...\) and $$...$$ for Moodle's TeX filter, figures as
// base64 <file> elements of the text that shows them, referred to as @@PLUGINFILE@@/<name>.
// Negative marks are the negative fraction of a wrong choice (Moodle's own way of penalising one).
// A question in several languages writes each text in Moodle's multilang spans; its tags and its
// difficulty (`difficulty:1` to `difficulty:3`) are Moodle tags.

type Area = Element;

interface Ctx {
  images: Map<string, DraftImage>;
}

/** One field of a question in each of its languages (Moodle's code and the words); one entry: no languages said. */
type Localized = readonly { code: string; text: string }[];

/** A field of the draft in its own language and each other one, picked from each language's words. */
function localized(d: QuestionDraft, pick: (t: DraftText) => string | undefined): Localized {
  return [
    { code: moodleCode(d.language_id), text: pick(d) ?? '' },
    ...(d.texts ?? []).map((t) => ({ code: moodleCode(t.language_id), text: pick(t) ?? '' })),
  ];
}

const optionIn = (list: DraftText['options'], id: string) => list?.find((o) => o.option_id === id)?.option_text;

/** A text in Moodle's HTML, its figures pointed at the area's files (and noted in `used`). */
function htmlOf(ctx: Ctx, text: string, used: Set<string>, blank?: (i: number) => string): string {
  const holder = newDocument(null, 'div');
  appendMarkdown(
    {
      doc: holder,
      ns: null,
      image: (img) => {
        if (!ctx.images.has(img)) return null;
        used.add(img);
        return `@@PLUGINFILE@@/${encodeURIComponent(img)}`;
      },
      ...(blank ? { blank: (i: number) => holder.createTextNode(blank(i)) } : {}),
    },
    holder.documentElement!,
    text,
  );
  const serializer = new XMLSerializer();
  let html = '';
  for (let node = holder.documentElement!.firstChild; node; node = node.nextSibling)
    html += serializer.serializeToString(node);
  return html.trim();
}

/**
 * The draft's text as HTML in a Moodle text area, with the files it shows attached to the area; a
 * text in several languages in Moodle's multilang spans, as its multilang filter shows them.
 */
function htmlArea(ctx: Ctx, parent: Element, name: string, text: Localized, blank?: (i: number) => string): Area {
  const area = child(parent, name, { format: 'html' });
  const used = new Set<string>();
  const html = multilangText(text.map((t) => ({ code: t.code, html: htmlOf(ctx, t.text, used, blank) })));
  child(area, 'text', {}, html);
  for (const img of used) {
    const image = ctx.images.get(img)!;
    child(area, 'file', { name: img, path: '/', encoding: 'base64' }, Buffer.from(image.bytes).toString('base64'));
  }
  return area;
}

/** Plain text (matching's answers): TeX in Moodle's delimiters, nothing else changed. */
const plainOf = (text: string) =>
  text.replace(/\$\$([^$]+)\$\$/g, (_, tex: string) => `$$${tex}$$`).replace(/\$([^$]+)\$/g, '\\($1\\)');

/** A cloze sub-question's answer: Moodle reads }, #, ~, /, " and \ as syntax unless escaped. */
const clozeEscape = (text: string) => text.replace(/[}#~/"\\]/g, (c) => `\\${c}`);

const penaltyOf = (d: QuestionDraft) =>
  d.negative_marks && d.marks > 0 ? -Math.min(100, (d.negative_marks / d.marks) * 100) : 0;

function head(ctx: Ctx, quiz: Element, type: string, d: QuestionDraft, title = d.title): Element {
  const q = child(quiz, 'question', { type });
  child(child(q, 'name'), 'text', {}, title || d.stem.slice(0, 80));
  return q;
}

function tail(ctx: Ctx, q: Element, d: QuestionDraft, stem?: (q: Element) => void) {
  if (stem) stem(q);
  else
    htmlArea(
      ctx,
      q,
      'questiontext',
      localized(d, (t) => t.stem),
    );
  htmlArea(
    ctx,
    q,
    'generalfeedback',
    localized(d, (t) => t.explanation),
  );
  child(q, 'defaultgrade', {}, num(d.marks));
  child(q, 'penalty', {}, '0');
  child(q, 'hidden', {}, '0');
  child(q, 'idnumber');
}

/**
 * The question's tags, and its difficulty as the tag `difficulty:<1 to 3>` (Moodle has no field for
 * a difficulty; its tags are where a bank keeps such a label, and the reader takes it back).
 */
function tags(q: Element, d: QuestionDraft) {
  const labels = [...(d.difficulty ? [`difficulty:${d.difficulty}`] : []), ...(d.tags ?? [])];
  if (labels.length === 0) return;
  const list = child(q, 'tags');
  for (const label of labels) child(child(list, 'tag'), 'text', {}, label);
}

function answer(ctx: Ctx, q: Element, fraction: number, text: Localized | string, html: boolean): Element {
  const a =
    html && typeof text !== 'string'
      ? htmlArea(ctx, q, 'answer', text)
      : child(q, 'answer', { format: 'moodle_auto_format' });
  a.setAttribute('fraction', num(fraction));
  if (typeof text === 'string') child(a, 'text', {}, text);
  child(child(a, 'feedback', { format: 'html' }), 'text');
  return a;
}

function multichoice(ctx: Ctx, quiz: Element, d: QuestionDraft) {
  const q = head(ctx, quiz, 'multichoice', d);
  tail(ctx, q, d);
  const single = d.question_type === 'single';
  const right = new Set(d.answer?.option_ids ?? []);
  child(q, 'single', {}, single ? 'true' : 'false');
  child(q, 'shuffleanswers', {}, 'true');
  child(q, 'answernumbering', {}, 'abc');
  for (const o of d.options ?? [])
    answer(
      ctx,
      q,
      right.has(o.option_id) ? (single ? 100 : 100 / right.size) : penaltyOf(d),
      localized(d, (t) => optionIn(t.options, o.option_id)),
      true,
    );
}

function truefalse(ctx: Ctx, quiz: Element, d: QuestionDraft) {
  const q = head(ctx, quiz, 'truefalse', d);
  tail(ctx, q, d);
  const isTrue = d.answer?.is_true === true;
  answer(ctx, q, isTrue ? 100 : penaltyOf(d), 'true', false);
  answer(ctx, q, isTrue ? penaltyOf(d) : 100, 'false', false);
}

function numerical(ctx: Ctx, quiz: Element, d: QuestionDraft) {
  const q = head(ctx, quiz, 'numerical', d);
  tail(ctx, q, d);
  const a = answer(ctx, q, 100, num(d.answer?.value ?? 0), false);
  child(a, 'tolerance', {}, num(d.question_type === 'integer' ? 0 : (d.answer?.tolerance ?? 0)));
  // Any other answer: Moodle's catch-all '*', carrying the negative marks as its fraction.
  if (penaltyOf(d) < 0) child(answer(ctx, q, penaltyOf(d), '*', false), 'tolerance', {}, '0');
  child(q, 'unitgradingtype', {}, '0');
  child(q, 'unitpenalty', {}, '0.1');
  child(q, 'showunits', {}, '3');
  child(q, 'unitsleft', {}, '0');
}

/** One blank: Moodle's short answer. Several: a cloze question with a SHORTANSWER per blank. */
function blanks(ctx: Ctx, quiz: Element, d: QuestionDraft) {
  const accepted = d.answer?.blanks ?? [];
  if (accepted.length === 1) {
    const q = head(ctx, quiz, 'shortanswer', d);
    tail(ctx, q, d);
    child(q, 'usecase', {}, '0');
    for (const text of accepted[0]!) answer(ctx, q, 100, text, false);
    return;
  }
  // Moodle sums the sub-questions' weights into the grade: whole weights when the marks share out evenly.
  const weight = Number.isInteger(d.marks / accepted.length) && d.marks > 0 ? d.marks / accepted.length : 1;
  // A run of underscores beyond the key's blanks is only a line of the text.
  const cloze = (i: number) =>
    i < accepted.length
      ? `{${weight}:SHORTANSWER:${accepted[i]!.map((a) => `=${clozeEscape(a)}`).join('~')}}`
      : BLANK_TEXT;
  // Blanks a stem does not show are asked after it, in order (in each language).
  const withBlanks = (stem: string) => {
    const missing = accepted.length - (stem.match(BLANK)?.length ?? 0);
    return missing > 0 ? `${stem}\n\n${Array.from({ length: missing }, () => '______').join(' ')}` : stem;
  };
  const q = head(ctx, quiz, 'cloze', d);
  tail(ctx, q, d, (el) =>
    htmlArea(
      ctx,
      el,
      'questiontext',
      localized(d, (t) => withBlanks(t.stem)),
      cloze,
    ),
  );
}

/** A match's right-hand answer: plain text, its languages in multilang spans (Moodle filters its menu's words too). */
const rightText = (d: QuestionDraft, right: QuestionOption) =>
  multilangText(
    localized(d, (t) => optionIn(t.options, right.option_id)).map((t) => ({ code: t.code, html: plainOf(t.text) })),
  );

function matching(ctx: Ctx, quiz: Element, d: QuestionDraft) {
  const q = head(ctx, quiz, 'matching', d);
  tail(ctx, q, d);
  child(q, 'shuffleanswers', {}, 'true');
  const rights = new Map((d.options ?? []).map((o) => [o.option_id, o]));
  const used = new Set<string>();
  for (const left of d.match_left ?? []) {
    const pair = d.answer?.pairs?.find((p) => p.left_id === left.option_id);
    const right = pair && rights.get(pair.option_id);
    if (!right) continue;
    used.add(right.option_id);
    const sub = htmlArea(
      ctx,
      q,
      'subquestion',
      localized(d, (t) => optionIn(t.match_left, left.option_id)),
    );
    child(child(sub, 'answer'), 'text', {}, rightText(d, right));
  }
  // Moodle's distractors: answers with an empty question.
  for (const right of [...rights.values()].filter((o: QuestionOption) => !used.has(o.option_id))) {
    const sub = child(q, 'subquestion', { format: 'html' });
    child(sub, 'text');
    child(child(sub, 'answer'), 'text', {}, rightText(d, right));
  }
}

function essay(ctx: Ctx, quiz: Element, d: QuestionDraft) {
  const q = head(ctx, quiz, 'essay', d);
  tail(ctx, q, d);
  child(q, 'responseformat', {}, 'editor');
  child(q, 'responserequired', {}, '1');
  child(q, 'responsefieldlines', {}, '15');
  child(q, 'attachments', {}, '0');
  child(q, 'attachmentsrequired', {}, '0');
  child(child(q, 'graderinfo', { format: 'html' }), 'text');
  child(child(q, 'responsetemplate', { format: 'html' }), 'text');
}

/**
 * Moodle has no passage holding its own questions: a comprehension is written as a description (the
 * passage, no marks) followed by its questions, named after it, so they stay together in order.
 */
function comprehension(ctx: Ctx, quiz: Element, d: QuestionDraft) {
  const q = head(ctx, quiz, 'description', d);
  tail(ctx, q, { ...d, marks: 0 });
  (d.children ?? []).forEach((c, i) => question(ctx, quiz, { ...c, title: `${d.title} (${i + 1})` }));
}

function question(ctx: Ctx, quiz: Element, d: QuestionDraft) {
  const local: Ctx = { images: new Map([...ctx.images, ...d.images.map((i) => [i.name, i] as const)]) };
  const write = {
    single: multichoice,
    multiple: multichoice,
    true_false: truefalse,
    integer: numerical,
    numeric: numerical,
    fill_blank: blanks,
    match: matching,
    subjective: essay,
    comprehension,
  }[d.question_type];
  write(local, quiz, d);
  if (d.question_type !== 'comprehension') tags(quiz.lastChild as Element, d);
}

const categoryText = (path: readonly string[]) =>
  ['$course$', 'top', ...path.map((p) => p.replace(/\//g, '//'))].join('/');

/** Drafts as one Moodle XML file. */
export const writeMoodleXml: QuestionFileWriter = (drafts) => {
  const doc = newDocument(null, 'quiz');
  const quiz = doc.documentElement!;
  let category: string | null = null;
  for (const d of drafts) {
    const path = categoryText(d.category);
    if (path !== category && (d.category.length > 0 || category !== null)) {
      const c = child(quiz, 'question', { type: 'category' });
      child(child(c, 'category'), 'text', {}, path);
      child(child(c, 'info', { format: 'html' }), 'text');
      category = path;
    }
    question({ images: new Map() }, quiz, d);
  }
  return serialize(doc);
};

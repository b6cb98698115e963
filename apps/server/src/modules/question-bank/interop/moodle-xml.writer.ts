import { XMLSerializer, type Element } from '@xmldom/xmldom';
import type { QuestionOption } from '@esc/contracts';
import { appendMarkdown, BLANK, BLANK_TEXT } from './markdown-html.js';
import type { DraftImage, QuestionDraft, QuestionFileWriter } from './question-draft.js';
import { child, newDocument, num, serialize } from './xml-build.js';

// Moodle XML as Moodle's question/format/xml reads it (docs.moodle.org "Moodle XML format"): one
// <quiz>, a category element before each change of category ($course$/top/<path>, a slash in a name
// doubled), text as HTML with TeX kept in \(...\) and $$...$$ for Moodle's TeX filter, figures as
// base64 <file> elements of the text that shows them, referred to as @@PLUGINFILE@@/<name>.
// Negative marks are the negative fraction of a wrong choice (Moodle's own way of penalising one).

type Area = Element;

interface Ctx {
  images: Map<string, DraftImage>;
}

/** The draft's text as HTML in a Moodle text area, with the files it shows attached to the area. */
function htmlArea(ctx: Ctx, parent: Element, name: string, text: string, blank?: (i: number) => string): Area {
  const area = child(parent, name, { format: 'html' });
  const holder = newDocument(null, 'div');
  const used = new Set<string>();
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
  child(area, 'text', {}, html.trim());
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
  else htmlArea(ctx, q, 'questiontext', d.stem);
  htmlArea(ctx, q, 'generalfeedback', d.explanation ?? '');
  child(q, 'defaultgrade', {}, num(d.marks));
  child(q, 'penalty', {}, '0');
  child(q, 'hidden', {}, '0');
  child(q, 'idnumber');
}

function answer(ctx: Ctx, q: Element, fraction: number, text: string, html: boolean): Element {
  const a = html ? htmlArea(ctx, q, 'answer', text) : child(q, 'answer', { format: 'moodle_auto_format' });
  a.setAttribute('fraction', num(fraction));
  if (!html) child(a, 'text', {}, text);
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
    answer(ctx, q, right.has(o.option_id) ? (single ? 100 : 100 / right.size) : penaltyOf(d), o.option_text, true);
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
  // Blanks the stem does not show are asked after it, in order.
  const missing = accepted.length - (d.stem.match(BLANK)?.length ?? 0);
  const stem = missing > 0 ? `${d.stem}\n\n${Array.from({ length: missing }, () => '______').join(' ')}` : d.stem;
  const q = head(ctx, quiz, 'cloze', d);
  tail(ctx, q, d, (el) => htmlArea(ctx, el, 'questiontext', stem, cloze));
}

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
    const sub = htmlArea(ctx, q, 'subquestion', left.option_text);
    child(child(sub, 'answer'), 'text', {}, plainOf(right.option_text));
  }
  // Moodle's distractors: answers with an empty question.
  for (const right of [...rights.values()].filter((o: QuestionOption) => !used.has(o.option_id))) {
    const sub = child(q, 'subquestion', { format: 'html' });
    child(sub, 'text');
    child(child(sub, 'answer'), 'text', {}, plainOf(right.option_text));
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

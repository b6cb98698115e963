import { zipSync } from 'fflate';
import type { Document, Element, Node } from '@xmldom/xmldom';
import { appendMarkdown, BLANK_TEXT } from './markdown-html.js';
import type { QuestionDraft, QuestionFileWriter } from './question-draft.js';
import { choiceIdOut, ITEM_RESOURCE, leftIdOut, QTI_CP_NS, QTI_NS, rightIdOut, STIMULUS_RESOURCE } from './qti3-ids.js';
import { inLanguageOf, languageCode, setLanguage, writeLom } from './qti3-metadata.js';
import { child, newDocument, num, serialize, type Attrs } from './xml-build.js';

// A QTI 3.0 content package (1EdTech QTI 3.0 ASI and its content packaging): imsmanifest.xml and one
// qti-assessment-item per question. Choices (single, multiple, true or false) are a choice interaction,
// blanks and numbers text entries, a written answer an extended-text interaction, a match a match
// interaction. MAXSCORE holds the marks and MINSCORE the negative marks (the spec's own outcome
// names); the response processing gives one or the other; the explanation is modal feedback. A
// comprehension's passage is a qti-assessment-stimulus its questions' items refer to. Tags, difficulty
// and languages are in the manifest and the items' xml:lang (qti3-metadata.ts).

type Files = Record<string, Uint8Array>;

interface Item {
  doc: Document;
  root: Element;
  /** Files of the item (its figures), by path inside the package. */
  files: Files;
  folder: string;
}

function htmlOf(item: Item, parent: Element, text: string, d: QuestionDraft, blank?: (i: number) => Node): void {
  const images = new Map(d.images.map((i) => [i.name, i]));
  appendMarkdown(
    {
      doc: item.doc,
      ns: QTI_NS,
      image: (name) => {
        const image = images.get(name);
        if (!image) return null;
        item.files[`${item.folder}/${name}`] = image.bytes;
        return `${item.folder.split('/').pop()}/${encodeURIComponent(name)}`;
      },
      ...(blank ? { blank } : {}),
    },
    parent,
    text,
  );
}

function declare(root: Element, id: string, cardinality: string, baseType: string, correct: readonly string[]) {
  const decl = child(root, 'qti-response-declaration', { identifier: id, cardinality, 'base-type': baseType });
  if (correct.length === 0) return decl;
  const values = child(decl, 'qti-correct-response');
  for (const value of correct) child(values, 'qti-value', {}, value);
  return decl;
}

function outcome(root: Element, id: string, baseType: string, value?: string, attrs: Attrs = {}) {
  const o = child(root, 'qti-outcome-declaration', {
    identifier: id,
    cardinality: 'single',
    'base-type': baseType,
    ...attrs,
  });
  if (value !== undefined) child(child(o, 'qti-default-value'), 'qti-value', {}, value);
}

const variable = (parent: Element, id: string) => child(parent, 'qti-variable', { identifier: id });

/** The response declarations of the draft's type, and the condition under which the answer is right. */
function responses(root: Element, d: QuestionDraft): ((parent: Element) => void) | null {
  const key = d.answer ?? {};
  const matchCorrect =
    (id = 'RESPONSE') =>
    (parent: Element) => {
      const m = child(parent, 'qti-match');
      variable(m, id);
      child(m, 'qti-correct', { identifier: id });
    };
  switch (d.question_type) {
    case 'single':
      declare(root, 'RESPONSE', 'single', 'identifier', (key.option_ids ?? []).slice(0, 1).map(choiceIdOut));
      return matchCorrect();
    case 'multiple':
      declare(root, 'RESPONSE', 'multiple', 'identifier', (key.option_ids ?? []).map(choiceIdOut));
      return matchCorrect();
    case 'true_false':
      declare(root, 'RESPONSE', 'single', 'identifier', [key.is_true ? 'true' : 'false']);
      return matchCorrect();
    case 'match':
      declare(
        root,
        'RESPONSE',
        'multiple',
        'directedPair',
        (key.pairs ?? []).map((p) => `${leftIdOut(p.left_id)} ${rightIdOut(p.option_id)}`),
      );
      return matchCorrect();
    case 'integer':
      declare(root, 'RESPONSE', 'single', 'integer', [num(Math.round(key.value ?? 0))]);
      return matchCorrect();
    case 'numeric': {
      declare(root, 'RESPONSE', 'single', 'float', [num(key.value ?? 0)]);
      const tolerance = key.tolerance ?? 0;
      return (parent) => {
        const attrs: Attrs =
          tolerance > 0 ? { 'tolerance-mode': 'absolute', tolerance: num(tolerance) } : { 'tolerance-mode': 'exact' };
        const eq = child(parent, 'qti-equal', attrs);
        variable(eq, 'RESPONSE');
        child(eq, 'qti-correct', { identifier: 'RESPONSE' });
      };
    }
    case 'fill_blank': {
      const blanks = key.blanks ?? [];
      blanks.forEach((accepted, i) => {
        const decl = declare(root, `RESPONSE_${i + 1}`, 'single', 'string', accepted.slice(0, 1));
        const mapping = child(decl, 'qti-mapping', { 'default-value': '0' });
        for (const a of accepted)
          child(mapping, 'qti-map-entry', { 'map-key': a, 'mapped-value': '1', 'case-sensitive': 'false' });
      });
      return (parent) => {
        const and = child(parent, 'qti-and');
        blanks.forEach((_, i) => {
          const gt = child(and, 'qti-gt');
          child(gt, 'qti-map-response', { identifier: `RESPONSE_${i + 1}` });
          child(gt, 'qti-base-value', { 'base-type': 'float' }, '0');
        });
      };
    }
    default:
      declare(root, 'RESPONSE', 'single', 'string', []);
      return null;
  }
}

function interaction(item: Item, body: Element, d: QuestionDraft): void {
  const blankEntry = (i: number) => {
    const el = item.doc.createElementNS(QTI_NS, 'qti-text-entry-interaction');
    el.setAttribute('response-identifier', `RESPONSE_${i + 1}`);
    return el;
  };
  const blankCount = d.answer?.blanks?.length ?? 0;
  htmlOf(
    item,
    body,
    d.stem,
    d,
    // A run of underscores beyond the key's blanks is only a line of the text.
    d.question_type === 'fill_blank'
      ? (i) => (i < blankCount ? blankEntry(i) : item.doc.createTextNode(BLANK_TEXT))
      : undefined,
  );
  const choices = (
    parent: Element,
    options: readonly { id: string; text: string }[],
    tag: string,
    attrs: Attrs = {},
  ) => {
    for (const o of options) htmlOf(item, child(parent, tag, { identifier: o.id, ...attrs }), o.text, d);
  };
  const options = (d.options ?? []).map((o) => ({ id: choiceIdOut(o.option_id), text: o.option_text }));
  switch (d.question_type) {
    case 'single':
    case 'multiple': {
      const single = d.question_type === 'single';
      const ci = child(body, 'qti-choice-interaction', {
        'response-identifier': 'RESPONSE',
        shuffle: 'false',
        'max-choices': single ? 1 : 0,
      });
      choices(ci, options, 'qti-simple-choice');
      return;
    }
    case 'true_false': {
      const ci = child(body, 'qti-choice-interaction', {
        'response-identifier': 'RESPONSE',
        shuffle: 'false',
        'max-choices': 1,
      });
      child(ci, 'qti-simple-choice', { identifier: 'true' }, 'True');
      child(ci, 'qti-simple-choice', { identifier: 'false' }, 'False');
      return;
    }
    case 'match': {
      const left = d.match_left ?? [];
      const mi = child(body, 'qti-match-interaction', {
        'response-identifier': 'RESPONSE',
        shuffle: 'false',
        'max-associations': left.length,
      });
      const side = (list: typeof left, id: (s: string) => string, max: number) =>
        choices(
          child(mi, 'qti-simple-match-set'),
          list.map((o) => ({ id: id(o.option_id), text: o.option_text })),
          'qti-simple-associable-choice',
          { 'match-max': max },
        );
      side(left, leftIdOut, 1);
      side(d.options ?? [], rightIdOut, left.length);
      return;
    }
    case 'integer':
    case 'numeric':
      child(child(body, 'p'), 'qti-text-entry-interaction', { 'response-identifier': 'RESPONSE' });
      return;
    case 'fill_blank': {
      const shown = body.getElementsByTagNameNS(QTI_NS, 'qti-text-entry-interaction').length;
      // Blanks the stem does not show are asked after it, in order.
      for (let i = shown; i < blankCount; i += 1) child(body, 'p').appendChild(blankEntry(i));
      return;
    }
    default:
      child(body, 'qti-extended-text-interaction', { 'response-identifier': 'RESPONSE' });
  }
}

function processing(root: Element, d: QuestionDraft, right: ((parent: Element) => void) | null): void {
  const rp = child(root, 'qti-response-processing');
  if (right) {
    const cond = child(rp, 'qti-response-condition');
    const rIf = child(cond, 'qti-response-if');
    right(rIf);
    variable(child(rIf, 'qti-set-outcome-value', { identifier: 'SCORE' }), 'MAXSCORE');
    if (d.negative_marks) {
      const elseIf = child(cond, 'qti-response-else-if');
      const answered = d.question_type === 'fill_blank' ? 'RESPONSE_1' : 'RESPONSE';
      variable(child(child(elseIf, 'qti-not'), 'qti-is-null'), answered);
      variable(child(elseIf, 'qti-set-outcome-value', { identifier: 'SCORE' }), 'MINSCORE');
    }
  }
  if (d.explanation) {
    const set = child(rp, 'qti-set-outcome-value', { identifier: 'FEEDBACK' });
    child(set, 'qti-base-value', { 'base-type': 'identifier' }, 'EXPLANATION');
  }
}

export function itemFile(d: QuestionDraft, id: string, stimulus?: { id: string; href: string }): Item {
  const doc = newDocument(QTI_NS, 'qti-assessment-item');
  const root = doc.documentElement!;
  for (const [k, v] of Object.entries({
    identifier: id,
    title: d.title || id,
    adaptive: 'false',
    'time-dependent': 'false',
  }))
    root.setAttribute(k, v);
  setLanguage(root, d.language_id);
  const item: Item = { doc, root, files: {}, folder: `items/${id}` };
  if (stimulus) child(root, 'qti-assessment-stimulus-ref', { identifier: stimulus.id, href: stimulus.href });
  const right = responses(root, d);
  outcome(root, 'SCORE', 'float', '0', d.question_type === 'subjective' ? { 'external-scored': 'human' } : {});
  outcome(root, 'MAXSCORE', 'float', num(d.marks));
  if (d.negative_marks) outcome(root, 'MINSCORE', 'float', num(-d.negative_marks));
  if (d.explanation) outcome(root, 'FEEDBACK', 'identifier');
  interaction(item, child(root, 'qti-item-body'), d);
  processing(root, d, right);
  if (d.explanation) {
    const fb = child(root, 'qti-modal-feedback', {
      'outcome-identifier': 'FEEDBACK',
      identifier: 'EXPLANATION',
      'show-hide': 'show',
    });
    htmlOf(item, child(fb, 'qti-content-body'), d.explanation, d);
  }
  return item;
}

export function stimulusFile(d: QuestionDraft, id: string): Item {
  const doc = newDocument(QTI_NS, 'qti-assessment-stimulus');
  const root = doc.documentElement!;
  root.setAttribute('identifier', id);
  root.setAttribute('title', d.title || id);
  setLanguage(root, d.language_id);
  const item: Item = { doc, root, files: {}, folder: `items/${id}` };
  htmlOf(item, child(root, 'qti-stimulus-body'), d.stem, d);
  return item;
}

/** Drafts as a QTI 3.0 package (a zip). */
export const writeQti3Package: QuestionFileWriter = (drafts) => {
  const files: Files = {};
  const manifest = newDocument(QTI_CP_NS, 'manifest');
  const root = manifest.documentElement!;
  root.setAttribute('identifier', 'MANIFEST-ESC-QUESTIONS');
  const metadata = child(root, 'metadata');
  child(metadata, 'schema', {}, 'QTI Package');
  child(metadata, 'schemaversion', {}, '3.0.0');
  child(root, 'organizations');
  const resources = child(root, 'resources');
  // A question's file, and one file per other language of it (`items/<id>.<language>.xml`) in its resource.
  const add = (d: QuestionDraft, make: (d: QuestionDraft) => Item, id: string, type: string, depends?: string) => {
    const written = [d, ...(d.texts ?? []).map((t) => inLanguageOf(d, t))].map((version, i) => {
      const item = make(version);
      const href = i === 0 ? `items/${id}.xml` : `items/${id}.${languageCode(version.language_id)}.xml`;
      files[href] = serialize(item.doc);
      Object.assign(files, item.files);
      return { href, figures: Object.keys(item.files) };
    });
    const res = child(resources, 'resource', { identifier: id, type, href: written[0]!.href });
    writeLom(res, d);
    const paths = new Set([...written.map((w) => w.href), ...written.flatMap((w) => w.figures)]);
    for (const path of paths) child(res, 'file', { href: path });
    if (depends) child(res, 'dependency', { identifierref: depends });
  };
  drafts.forEach((d, i) => {
    const id = `Q${String(i + 1).padStart(4, '0')}`;
    if (d.question_type !== 'comprehension') return add(d, (v) => itemFile(v, id), id, ITEM_RESOURCE);
    const sid = `${id}-PASSAGE`;
    add(d, (v) => stimulusFile(v, sid), sid, STIMULUS_RESOURCE);
    (d.children ?? []).forEach((c, j) => {
      const cid = `${id}-${j + 1}`;
      add(c, (v) => itemFile(v, cid, { id: sid, href: `${sid}.xml` }), cid, ITEM_RESOURCE, sid);
    });
  });
  files['imsmanifest.xml'] = serialize(manifest);
  return zipSync(files, { level: 6 });
};

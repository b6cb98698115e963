import { zipSync } from 'fflate';
import type { Element } from '@xmldom/xmldom';
import type { QuestionDraft } from './question-draft.js';
import { ITEM_RESOURCE, QTI_CP_NS, QTI_NS, STIMULUS_RESOURCE } from './qti3-ids.js';
import { itemFile, stimulusFile } from './qti3.writer.js';
import { child, newDocument, num, serialize } from './xml-build.js';

// Papers as QTI 3.0 tests (1EdTech QTI 3.0 ASI, its content packaging): one qti-assessment-test per
// paper, one qti-test-part, one qti-assessment-section per paper section in order (its name as the
// title, its instructions as a candidate's rubric), one qti-assessment-item-ref per question in
// order, the items as files of the same package (as the bank's item writer writes them).
//
// Marks: an item's own MAXSCORE and MINSCORE are the marks and negative marks the paper gives it, so
// the test's SCORE is the plain sum of its items' SCOREs (no weight applied in the sum). The item-ref
// also names them as weights, MARKS and NEGATIVE_MARKS (a positive number: what a wrong answer loses),
// for a system that scores items 0 or 1 and weighs them, and for our reader; a weight is a number the
// spec lets a test attach to an item-ref under any identifier, used only where an expression names it.
// A comprehension is a sub-section kept together: its passage a stimulus, its questions item-refs
// weighed with their own marks, because the product marks a passage's questions one by one.

export const TEST_RESOURCE = 'imsqti_test_xmlv3p0';
export const MARKS_WEIGHT = 'MARKS';
export const NEGATIVE_WEIGHT = 'NEGATIVE_MARKS';

export interface TestSection {
  name: string;
  instructions: string;
  /** In order; each carries the marks and negative marks the paper gives it. */
  questions: readonly QuestionDraft[];
}

export interface TestPaper {
  name: string;
  sections: readonly TestSection[];
}

type Files = Record<string, Uint8Array>;
type Written = ReturnType<typeof itemFile>;

/** The manifest's resources and the package's files, written as tests and items are added. */
function packageOf() {
  const files: Files = {};
  const manifest = newDocument(QTI_CP_NS, 'manifest');
  const root = manifest.documentElement!;
  root.setAttribute('identifier', 'MANIFEST-ESC-PAPERS');
  const metadata = child(root, 'metadata');
  child(metadata, 'schema', {}, 'QTI Package');
  child(metadata, 'schemaversion', {}, '3.0.0');
  child(root, 'organizations');
  const resources = child(root, 'resources');
  const add = (written: Written, id: string, type: string, depends: readonly string[] = []) => {
    const href = `items/${id}.xml`;
    files[href] = serialize(written.doc);
    Object.assign(files, written.files);
    const res = child(resources, 'resource', { identifier: id, type, href });
    for (const path of [href, ...Object.keys(written.files)]) child(res, 'file', { href: path });
    for (const d of depends) child(res, 'dependency', { identifierref: d });
  };
  return { files, manifest, resources, add };
}

/** Plain text as paragraphs, a line each, so the reader gives back the same lines. */
function paragraphs(parent: Element, text: string): void {
  for (const line of text.split('\n')) child(parent, 'p', {}, line);
}

function weigh(ref: Element, d: QuestionDraft): void {
  child(ref, 'qti-weight', { identifier: MARKS_WEIGHT, value: num(d.marks) });
  if (d.negative_marks) child(ref, 'qti-weight', { identifier: NEGATIVE_WEIGHT, value: num(d.negative_marks) });
}

type Pkg = ReturnType<typeof packageOf>;

/** One question of a section: its item (or a passage's sub-section of items), added to the package. */
function questionRef(pkg: Pkg, section: Element, d: QuestionDraft, id: string, items: string[]): void {
  if (d.question_type !== 'comprehension') {
    pkg.add(itemFile(d, id), id, ITEM_RESOURCE);
    items.push(id);
    weigh(child(section, 'qti-assessment-item-ref', { identifier: id, href: `items/${id}.xml` }), d);
    return;
  }
  const sid = `${id}-PASSAGE`;
  pkg.add(stimulusFile(d, sid), sid, STIMULUS_RESOURCE);
  items.push(sid);
  const sub = child(section, 'qti-assessment-section', {
    identifier: id,
    title: d.title || id,
    visible: 'false',
    'keep-together': 'true',
  });
  (d.children ?? []).forEach((c, j) => {
    const cid = `${id}-${j + 1}`;
    pkg.add(itemFile(c, cid, { id: sid, href: `${sid}.xml` }), cid, ITEM_RESOURCE, [sid]);
    items.push(cid);
    weigh(child(sub, 'qti-assessment-item-ref', { identifier: cid, href: `items/${cid}.xml` }), c);
  });
}

function scoreOutcomes(test: Element, total: number): void {
  for (const [id, value] of [
    ['SCORE', '0'],
    ['MAXSCORE', num(total)],
  ] as const) {
    const o = child(test, 'qti-outcome-declaration', { identifier: id, cardinality: 'single', 'base-type': 'float' });
    child(child(o, 'qti-default-value'), 'qti-value', {}, value);
  }
}

/** One paper as a qti-assessment-test, its items added to the package. */
function addTest(pkg: Pkg, paper: TestPaper, n: number): void {
  const tid = `T${String(n).padStart(3, '0')}`;
  const doc = newDocument(QTI_NS, 'qti-assessment-test');
  const test = doc.documentElement!;
  test.setAttribute('identifier', tid);
  test.setAttribute('title', paper.name);
  const all = paper.sections.flatMap((s) => s.questions);
  scoreOutcomes(
    test,
    all.reduce((sum, d) => sum + d.marks, 0),
  );
  const part = child(test, 'qti-test-part', {
    identifier: `${tid}-PART`,
    'navigation-mode': 'nonlinear',
    'submission-mode': 'simultaneous',
  });
  const href = `test-${String(n).padStart(3, '0')}.xml`;
  // The test is listed before its items: an importer meets the test first and its parts after.
  const res = child(pkg.resources, 'resource', { identifier: tid, type: TEST_RESOURCE, href });
  child(res, 'file', { href });
  const items: string[] = [];
  let q = 0;
  paper.sections.forEach((s, i) => {
    const section = child(part, 'qti-assessment-section', {
      identifier: `${tid}-S${i + 1}`,
      title: s.name,
      visible: 'true',
    });
    if (s.instructions)
      paragraphs(
        child(child(section, 'qti-rubric-block', { use: 'instructions', view: 'candidate' }), 'qti-content-body'),
        s.instructions,
      );
    for (const d of s.questions) questionRef(pkg, section, d, `${tid}-Q${String((q += 1)).padStart(4, '0')}`, items);
  });
  const sum = child(
    child(child(test, 'qti-outcome-processing'), 'qti-set-outcome-value', { identifier: 'SCORE' }),
    'qti-sum',
  );
  child(sum, 'qti-test-variables', { 'variable-identifier': 'SCORE' });
  pkg.files[href] = serialize(doc);
  for (const id of items) child(res, 'dependency', { identifierref: id });
}

/**
 * Papers as one QTI 3.0 package (a zip): a qti-assessment-test per paper, each listed in the manifest
 * as imsqti_test_xmlv3p0 and depending on its items (imsqti_item_xmlv3p0), which are files of the package.
 */
export function writeQti3Tests(papers: readonly TestPaper[]): Uint8Array {
  const pkg = packageOf();
  papers.forEach((paper, i) => addTest(pkg, paper, i + 1));
  pkg.files['imsmanifest.xml'] = serialize(pkg.manifest);
  return zipSync(pkg.files, { level: 6 });
}

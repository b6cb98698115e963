import path from 'node:path/posix';
import type { Element } from '@xmldom/xmldom';
import type { DraftOutcome } from './question-draft.js';
import { MARKS_WEIGHT, NEGATIVE_WEIGHT, TEST_RESOURCE } from './qti3-test.writer.js';
import { comprehensionOfFile, readItemFile, unzip } from './qti3.reader.js';
import { childrenNamed, descendantsNamed, parseXml } from './xml-build.js';

// A QTI 3.0 package's tests read back into a paper's shape: each test's sections in order with their
// titles and instructions (a candidate's rubric), each question in order with the marks and negative
// marks its item-ref weighs it with (the item's own score where a test names no weight), and the
// questions as drafts through the item reader of the bank's QTI import. A sub-section of item-refs
// sharing a passage is one comprehension; its marks are its questions' marks (the passage carries none).

export interface ReadTestQuestion {
  /** 1, 2, ... across the whole test, in the test's order. */
  order: number;
  marks: number;
  negative_marks: number;
  outcome: DraftOutcome;
}

export interface ReadTestSection {
  name: string;
  instructions: string;
  questions: ReadTestQuestion[];
}

export interface ReadTest {
  name: string;
  sections: ReadTestSection[];
}

export type TestsRead = { tests: ReadTest[] } | { refused: string };

type Files = Record<string, Uint8Array>;

function weightOf(ref: Element, id: string): number | undefined {
  const w = childrenNamed(ref, 'qti-weight').find((e) => e.getAttribute('identifier') === id);
  const value = Number(w?.getAttribute('value'));
  return w && Number.isFinite(value) ? value : undefined;
}

const draftOf = (o: DraftOutcome) => (o.kind === 'refused' ? undefined : o.draft);

/** One item-ref: its item read as a draft and the weights the test gives it. */
function itemRef(files: Files, testHref: string, ref: Element) {
  const href = path.normalize(path.join(path.dirname(testHref), ref.getAttribute('href') ?? ''));
  const { outcome, stimulus } = readItemFile({ files }, href);
  const draft = draftOf(outcome);
  return {
    outcome,
    stimulus,
    marks: weightOf(ref, MARKS_WEIGHT) ?? draft?.marks ?? 0,
    negative: weightOf(ref, NEGATIVE_WEIGHT) ?? draft?.negative_marks ?? 0,
  };
}

function questionsOf(files: Files, testHref: string, section: Element, next: () => number): ReadTestQuestion[] {
  const out: ReadTestQuestion[] = [];
  for (let node = section.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== node.ELEMENT_NODE) continue;
    const el = node as Element;
    if (el.localName === 'qti-assessment-item-ref') {
      const r = itemRef(files, testHref, el);
      out.push({ order: next(), marks: r.marks, negative_marks: r.negative, outcome: r.outcome });
    } else if (el.localName === 'qti-assessment-section') {
      const refs = childrenNamed(el, 'qti-assessment-item-ref').map((ref) => itemRef(files, testHref, ref));
      const stimulus = refs.find((r) => r.stimulus)?.stimulus;
      if (refs.length === 0) continue;
      const outcome = stimulus
        ? comprehensionOfFile(
            { files },
            stimulus,
            refs.map((r) => r.outcome),
          )
        : refs[0]!.outcome;
      const marks = refs.reduce((sum, r) => sum + r.marks, 0);
      out.push({
        order: next(),
        marks: stimulus ? marks : refs[0]!.marks,
        negative_marks: stimulus ? 0 : refs[0]!.negative,
        outcome,
      });
    }
  }
  return out;
}

function instructionsOf(section: Element): string {
  const body = childrenNamed(section, 'qti-rubric-block').flatMap((b) => childrenNamed(b, 'qti-content-body'))[0];
  if (!body) return '';
  return childrenNamed(body, 'p')
    .map((p) => p.textContent ?? '')
    .join('\n');
}

function readTest(files: Files, href: string): ReadTest | string {
  const bytes = files[href];
  if (!bytes) return 'missingFile';
  let root: Element;
  try {
    root = parseXml(bytes).documentElement!;
  } catch {
    return 'notWellFormed';
  }
  let order = 0;
  const next = () => (order += 1);
  const sections = childrenNamed(root, 'qti-test-part')
    .flatMap((part) => childrenNamed(part, 'qti-assessment-section'))
    .map((s) => ({
      name: s.getAttribute('title') ?? '',
      instructions: instructionsOf(s),
      questions: questionsOf(files, href, s, next),
    }));
  return { name: root.getAttribute('title') ?? '', sections };
}

/** The tests of a QTI 3.0 package (a zip), in the manifest's order, as papers' shapes. */
export function readQti3Tests(file: Uint8Array): TestsRead {
  const files = unzip(file);
  if (typeof files === 'string') return { refused: files };
  if (!files['imsmanifest.xml']) return { refused: 'noManifest' };
  let hrefs: string[];
  try {
    hrefs = descendantsNamed(parseXml(files['imsmanifest.xml']), 'resource')
      .filter((r) => (r.getAttribute('type') ?? '').startsWith(TEST_RESOURCE))
      .map((r) => path.normalize(r.getAttribute('href') ?? ''));
  } catch {
    return { refused: 'notWellFormed' };
  }
  const tests: ReadTest[] = [];
  for (const href of hrefs) {
    const test = readTest(files, href);
    if (typeof test === 'string') return { refused: test };
    tests.push(test);
  }
  return { tests };
}

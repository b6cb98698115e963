import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { writeMoodleXml } from './moodle-xml.writer.js';
import type { QuestionDraft } from './question-draft.js';
import { PNG, SAMPLE_DRAFTS } from './test/sample-drafts.js';

// Moodle XML as Moodle's documentation describes it (docs.moodle.org, "Moodle XML format"): each
// product type as the Moodle question type that holds it, parsed back with the XML library.

async function quizOf(drafts: readonly QuestionDraft[]): Promise<Element[]> {
  const text = new TextDecoder().decode(await writeMoodleXml(drafts));
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const doc = new DOMParser().parseFromString(text, 'text/xml');
  expect(doc.documentElement!.tagName).toBe('quiz');
  return Array.from(doc.documentElement!.childNodes).filter((n): n is Element => n.nodeType === 1);
}

const byTitle = (title: string) => SAMPLE_DRAFTS.find((d) => d.title === title)!;
const first = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]!;
const text = (el: Element, tag: string) => first(first(el, tag), 'text').textContent ?? '';
const answers = (q: Element) =>
  Array.from(q.getElementsByTagName('answer')).map((a) => ({
    fraction: a.getAttribute('fraction'),
    text: first(a, 'text').textContent,
  }));

/** A sample question in its own language only, unless `languages`. */
async function questionOf(title: string, languages = false): Promise<Element> {
  const draft = byTitle(title);
  const [q] = (await quizOf([{ ...draft, category: [], texts: languages ? draft.texts : undefined }])).filter(
    (e) => e.getAttribute('type') !== 'category',
  );
  return q!;
}

describe('Moodle XML writer', () => {
  it('files questions under their category path below the top, once per change of category', async () => {
    const quiz = await quizOf([
      byTitle('Primes'),
      byTitle('Zero'),
      { ...byTitle('Sides'), category: ['Geometry', 'Shapes/Polygons'] },
    ]);
    const kinds = quiz.map((q) => q.getAttribute('type'));
    expect(kinds).toEqual(['category', 'multichoice', 'truefalse', 'category', 'numerical']);
    expect(text(quiz[0]!, 'category')).toBe('$course$/top/Algebra/Linear');
    // A slash inside a category's name is written twice, as Moodle reads it.
    expect(text(quiz[3]!, 'category')).toBe('$course$/top/Geometry/Shapes//Polygons');
  });

  it('single choice: multichoice with single true, a wrong choice as the negative share of the marks', async () => {
    const q = await questionOf('Roots');
    expect(q.getAttribute('type')).toBe('multichoice');
    expect(first(q, 'single').textContent).toBe('true');
    expect(first(q, 'defaultgrade').textContent).toBe('4');
    // 4 marks, 1 off for a wrong answer: -25% of the grade.
    expect(answers(q).map((a) => a.fraction)).toEqual(['100', '-25', '-25']);
    const stem = text(q, 'questiontext');
    // TeX in Moodle's delimiters, Markdown as HTML, the figure as a file of the question text.
    expect(stem).toContain('\\(x^2 = 9\\)');
    expect(stem).toContain('<strong>x</strong>');
    expect(stem).toContain('<img src="@@PLUGINFILE@@/graph.png" alt="graph"/>');
    const file = first(first(q, 'questiontext'), 'file');
    expect(file.getAttribute('name')).toBe('graph.png');
    expect(file.getAttribute('encoding')).toBe('base64');
    expect(Buffer.from(file.textContent!, 'base64')).toEqual(Buffer.from(PNG));
    expect(text(q, 'generalfeedback')).toContain('$$\\sqrt{9} = 3$$');
  });

  it('multiple choice: single false, the right choices sharing 100%', async () => {
    const q = await questionOf('Primes');
    expect(first(q, 'single').textContent).toBe('false');
    expect(answers(q).map((a) => a.fraction)).toEqual(['50', '0', '50']);
  });

  it('true or false: truefalse with a true and a false answer', async () => {
    const q = await questionOf('Zero');
    expect(q.getAttribute('type')).toBe('truefalse');
    expect(answers(q)).toEqual([
      { fraction: '100', text: 'true' },
      { fraction: '0', text: 'false' },
    ]);
  });

  it('one blank: shortanswer with each accepted answer at 100%', async () => {
    const q = await questionOf('Elevation');
    expect(q.getAttribute('type')).toBe('shortanswer');
    expect(answers(q)).toEqual([{ fraction: '100', text: 'elevation' }]);
  });

  it('several blanks: a cloze question with a SHORTANSWER sub-question in place of each blank', async () => {
    const q = await questionOf('AP');
    expect(q.getAttribute('type')).toBe('cloze');
    expect(text(q, 'questiontext')).toBe(
      '<p>In the AP 4, 10, 16, the common difference is {1:SHORTANSWER:=6~=six} and the next term is {1:SHORTANSWER:=22}.</p>',
    );
  });

  it('a run of underscores beyond the key’s blanks stays a line of the text', async () => {
    const q = await quizOf([{ ...byTitle('AP'), category: [], texts: [], stem: 'a ______ b ______ c ______' }]);
    expect(text(q[0]!, 'questiontext')).toBe('<p>a {1:SHORTANSWER:=6~=six} b {1:SHORTANSWER:=22} c ______</p>');
  });

  it('cloze answers escape the characters Moodle reads as its syntax', async () => {
    const q = await quizOf([{ ...byTitle('AP'), category: [], answer: { blanks: [['a}b'], ['1/2', 'x~y']] } }]);
    expect(text(q[0]!, 'questiontext')).toContain('{1:SHORTANSWER:=a\\}b}');
    expect(text(q[0]!, 'questiontext')).toContain('{1:SHORTANSWER:=1\\/2~=x\\~y}');
  });

  it('integer and numeric: numerical with the tolerance (0 for a whole number)', async () => {
    const sides = await questionOf('Sides');
    expect(sides.getAttribute('type')).toBe('numerical');
    expect(first(first(sides, 'answer'), 'tolerance').textContent).toBe('0');
    const pi = await questionOf('Pi');
    expect(answers(pi)[0]).toEqual({ fraction: '100', text: '3.14' });
    expect(first(first(pi, 'answer'), 'tolerance').textContent).toBe('0.01');
  });

  it('match: matching with a sub-question per left item and the unpaired right item as a distractor', async () => {
    const q = await questionOf('Capitals');
    expect(q.getAttribute('type')).toBe('matching');
    const subs = Array.from(q.getElementsByTagName('subquestion')).map((s) => ({
      left: first(s, 'text').textContent,
      right: first(first(s, 'answer'), 'text').textContent,
    }));
    expect(subs).toEqual([
      { left: '<p>Kerala</p>', right: 'Thiruvananthapuram' },
      { left: '<p>Assam</p>', right: 'Dispur' },
      { left: '', right: 'Patna' },
    ]);
  });

  it("texts in other languages: each language in Moodle's multilang spans, figures shared by the area", async () => {
    const q = await questionOf('Roots', true);
    const stem = text(q, 'questiontext');
    expect(stem.startsWith('<span lang="en" class="multilang"><p>If \\(x^2 = 9\\)')).toBe(true);
    expect(stem).toContain('<span lang="hi" class="multilang"><p>यदि \\(x^2 = 9\\)');
    expect(stem).toContain('<span lang="ur" class="multilang"><p>اگر');
    // One file for the figure both languages show.
    expect(first(q, 'questiontext').getElementsByTagName('file')).toHaveLength(1);
    expect(answers(q)[2]!.text).toBe(
      '<span lang="en" class="multilang"><p><em>nine</em></p></span><span lang="hi" class="multilang"><p><em>नौ</em></p></span><span lang="ur" class="multilang"><p>نو</p></span>',
    );
    // Urdu has no explanation: its span is empty, as Moodle shows nothing for it.
    expect(text(q, 'generalfeedback')).toContain('<span lang="ur" class="multilang"></span>');
    const match = await questionOf('Capitals', true);
    expect(first(first(first(match, 'subquestion'), 'answer'), 'text').textContent).toBe(
      '<span lang="en" class="multilang">Thiruvananthapuram</span><span lang="hi" class="multilang">तिरुवनंतपुरम</span>',
    );
  });

  it('tags as Moodle tags, and the difficulty as the tag difficulty:<1 to 3>', async () => {
    const q = await questionOf('Roots');
    const tags = Array.from(first(q, 'tags').getElementsByTagName('tag')).map((t) => first(t, 'text').textContent);
    expect(tags).toEqual(['difficulty:3', 'Board Exam: Important', 'Difficulty: Hard']);
    expect((await questionOf('Primes')).getElementsByTagName('tags')).toHaveLength(0);
  });

  it('written answer: essay, with the list of the stem as HTML', async () => {
    const q = await questionOf('Essay');
    expect(q.getAttribute('type')).toBe('essay');
    expect(first(q, 'responseformat').textContent).toBe('editor');
    expect(text(q, 'questiontext')).toContain('<li>scattering</li>');
  });

  it('comprehension: a description (the passage) followed by its questions', async () => {
    const quiz = await quizOf([{ ...byTitle('Passage'), category: [] }]);
    expect(quiz.map((q) => q.getAttribute('type'))).toEqual(['description', 'multichoice', 'truefalse']);
    expect(first(quiz[0]!, 'file').getAttribute('name')).toBe('map.png');
    expect(quiz.slice(1).map((q) => text(q, 'name'))).toEqual(['Passage (1)', 'Passage (2)']);
  });

  it('shows raw HTML of a question as text, never as markup', async () => {
    const quiz = await quizOf([{ ...byTitle('Zero'), category: [], stem: 'Is <script>alert(1)</script> safe?' }]);
    const stem = text(quiz[0]!, 'questiontext');
    expect(stem).not.toContain('<script>');
    expect(stem).toContain('&lt;script&gt;');
  });
});

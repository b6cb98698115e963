import { DOMParser, type Element } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeQti3Tests } from './qti3-test.writer.js';
import { SAMPLE_PAPERS } from './test/sample-papers.js';

// Papers as QTI 3.0 tests, checked against the elements the 1EdTech QTI 3.0 specification gives a
// test: a manifest naming each test as imsqti_test_xmlv3p0 and each item as imsqti_item_xmlv3p0, a
// qti-assessment-test with a qti-test-part, a qti-assessment-section per paper section in order with
// its instructions as a rubric, and a qti-assessment-item-ref per question weighed with its marks.

const ASI = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const CP = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';

const files = unzipSync(writeQti3Tests(SAMPLE_PAPERS));
const xml = (name: string) =>
  new DOMParser().parseFromString(new TextDecoder().decode(files[name]), 'text/xml').documentElement!;
const kids = (el: Element, tag: string) =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).localName === tag);
const all = (el: Element, tag: string) => Array.from(el.getElementsByTagNameNS(ASI, tag));
const weights = (ref: Element) =>
  Object.fromEntries(kids(ref, 'qti-weight').map((w) => [w.getAttribute('identifier'), w.getAttribute('value')]));

const manifest = xml('imsmanifest.xml');
const resources = Array.from(manifest.getElementsByTagNameNS(CP, 'resource'));
const testResources = resources.filter((r) => r.getAttribute('type') === 'imsqti_test_xmlv3p0');
const firstTest = xml(testResources[0]!.getAttribute('href')!);

describe('QTI 3.0 test writer', () => {
  it('lists one test per paper and every item, each file present and each dependency a listed resource', () => {
    expect(manifest.namespaceURI).toBe(CP);
    expect(testResources).toHaveLength(2);
    // Five questions of the first paper (a passage's two questions are two items) and one of the second.
    expect(resources.filter((r) => r.getAttribute('type') === 'imsqti_item_xmlv3p0')).toHaveLength(7);
    expect(resources.filter((r) => r.getAttribute('type') === 'imsqti_stimulus_xmlv3p0')).toHaveLength(1);
    const ids = new Set(resources.map((r) => r.getAttribute('identifier')));
    for (const r of resources) {
      for (const f of Array.from(r.getElementsByTagNameNS(CP, 'file')))
        expect(files[f.getAttribute('href')!]).toBeDefined();
      for (const d of Array.from(r.getElementsByTagNameNS(CP, 'dependency')))
        expect(ids.has(d.getAttribute('identifierref'))).toBe(true);
    }
    // The first test depends on its six items and the passage they share.
    expect(testResources[0]!.getElementsByTagNameNS(CP, 'dependency').length).toBe(7);
  });

  it('writes a paper as a qti-assessment-test: one test part, its sections in order, instructions as a rubric', () => {
    expect(firstTest.namespaceURI).toBe(ASI);
    expect(firstTest.localName).toBe('qti-assessment-test');
    expect(firstTest.getAttribute('title')).toBe('Unit test 1: numbers & reading');
    const parts = kids(firstTest, 'qti-test-part');
    expect(parts).toHaveLength(1);
    expect(parts[0]!.getAttribute('navigation-mode')).toBe('nonlinear');
    expect(parts[0]!.getAttribute('submission-mode')).toBe('simultaneous');
    const sections = kids(parts[0]!, 'qti-assessment-section');
    expect(sections.map((s) => s.getAttribute('title'))).toEqual(['Numbers', 'Reading']);
    expect(sections.map((s) => s.getAttribute('visible'))).toEqual(['true', 'true']);
    const rubric = kids(sections[0]!, 'qti-rubric-block')[0]!;
    expect(rubric.getAttribute('use')).toBe('instructions');
    expect(rubric.getAttribute('view')).toBe('candidate');
    expect(all(rubric, 'p').map((p) => p.textContent)).toEqual([
      'Answer every question.',
      'A wrong choice loses marks.',
    ]);
    // No instructions: no rubric.
    expect(kids(sections[1]!, 'qti-rubric-block')).toHaveLength(0);
  });

  it('refers to each question in order, weighed with the paper’s marks and negative marks, its item holding the same', () => {
    const section = kids(kids(firstTest, 'qti-test-part')[0]!, 'qti-assessment-section')[0]!;
    const refs = kids(section, 'qti-assessment-item-ref');
    expect(refs.map(weights)).toEqual([
      { MARKS: '4', NEGATIVE_MARKS: '1' },
      { MARKS: '3', NEGATIVE_MARKS: '0.75' },
      { MARKS: '6', NEGATIVE_MARKS: '2' },
    ]);
    const titles = refs.map((r) => xml(r.getAttribute('href')!).getAttribute('title'));
    expect(titles).toEqual(['Roots', 'Primes', 'Pi']);
    const pi = xml(refs[2]!.getAttribute('href')!);
    expect(pi.localName).toBe('qti-assessment-item');
    const outcome = (id: string) =>
      all(pi, 'qti-outcome-declaration')
        .find((o) => o.getAttribute('identifier') === id)
        ?.getElementsByTagNameNS(ASI, 'qti-value')[0]?.textContent;
    expect(outcome('MAXSCORE')).toBe('6');
    expect(outcome('MINSCORE')).toBe('-2');
  });

  it('keeps a passage’s questions together in a sub-section, each weighed with its own marks', () => {
    const reading = kids(kids(firstTest, 'qti-test-part')[0]!, 'qti-assessment-section')[1]!;
    const [passage] = kids(reading, 'qti-assessment-section');
    expect(passage!.getAttribute('keep-together')).toBe('true');
    const refs = kids(passage!, 'qti-assessment-item-ref');
    expect(refs.map(weights)).toEqual([{ MARKS: '1' }, { MARKS: '2' }]);
    for (const ref of refs) expect(all(xml(ref.getAttribute('href')!), 'qti-assessment-stimulus-ref')).toHaveLength(1);
    expect(kids(reading, 'qti-assessment-item-ref').map(weights)).toEqual([{ MARKS: '10' }]);
  });

  it('scores the test as the sum of its items’ scores, out of the paper’s total', () => {
    const outcomes = kids(firstTest, 'qti-outcome-declaration');
    expect(outcomes.map((o) => o.getAttribute('identifier'))).toEqual(['SCORE', 'MAXSCORE']);
    // 4 + 3 + 6 + (1 + 2) + 10
    expect(all(outcomes[1]!, 'qti-value')[0]!.textContent).toBe('26');
    const sum = all(kids(firstTest, 'qti-outcome-processing')[0]!, 'qti-sum')[0]!;
    expect(kids(sum, 'qti-test-variables')[0]!.getAttribute('variable-identifier')).toBe('SCORE');
    // The outcome processing comes after the test part, as the spec orders a test's children.
    expect(
      Array.from(firstTest.childNodes)
        .filter((n) => n.nodeType === 1)
        .map((n) => (n as Element).localName),
    ).toEqual(['qti-outcome-declaration', 'qti-outcome-declaration', 'qti-test-part', 'qti-outcome-processing']);
  });
});

import { DOMParser, type Element } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { QuestionDraft } from './question-draft.js';
import { writeQti3Package } from './qti3.writer.js';
import { PNG, SAMPLE_DRAFTS } from './test/sample-drafts.js';

// The QTI 3.0 package as the 1EdTech QTI 3.0 specification describes it: a manifest naming one
// imsqti_item_xmlv3p0 resource per item, and per type the response declaration and the interaction
// the spec gives that kind of answer. Parsed back with the XML library.

const ASI = 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0';
const CP = 'http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1';

async function packageOf(drafts: readonly QuestionDraft[]) {
  const files = unzipSync(await writeQti3Package(drafts));
  const xml = (name: string) => new DOMParser().parseFromString(new TextDecoder().decode(files[name]), 'text/xml');
  return { files, xml };
}

const byTitle = (title: string) => SAMPLE_DRAFTS.find((d) => d.title === title)!;
const all = (el: Element, tag: string) => Array.from(el.getElementsByTagNameNS(ASI, tag));

async function itemOf(title: string): Promise<Element> {
  const { xml } = await packageOf([byTitle(title)]);
  const item = xml('items/Q0001.xml').documentElement!;
  expect(item.namespaceURI).toBe(ASI);
  expect(item.localName).toBe('qti-assessment-item');
  return item;
}

function declaration(item: Element, id = 'RESPONSE') {
  const decl = all(item, 'qti-response-declaration').find((d) => d.getAttribute('identifier') === id)!;
  return {
    cardinality: decl.getAttribute('cardinality'),
    baseType: decl.getAttribute('base-type'),
    correct: all(decl, 'qti-correct-response').flatMap((c) => all(c, 'qti-value').map((v) => v.textContent)),
  };
}

const outcome = (item: Element, id: string) =>
  all(item, 'qti-outcome-declaration')
    .find((o) => o.getAttribute('identifier') === id)
    ?.getElementsByTagNameNS(ASI, 'qti-value')[0]?.textContent;

const LOM = 'http://ltsc.ieee.org/xsd/LOM';
const XML = 'http://www.w3.org/XML/1998/namespace';

describe('QTI 3.0 package writer', () => {
  it("puts tags, difficulty and language in the resource's LOM, and each other language in its own item file", async () => {
    const { xml, files } = await packageOf([byTitle('Roots')]);
    const resource = xml('imsmanifest.xml').getElementsByTagNameNS(CP, 'resource')[0]!;
    const lom = resource.getElementsByTagNameNS(LOM, 'lom')[0]!;
    const texts = (tag: string) => Array.from(lom.getElementsByTagNameNS(LOM, tag)).map((e) => e.textContent);
    expect(texts('language')).toEqual(['en']);
    expect(texts('string')).toEqual(['Board Exam: Important', 'Difficulty: Hard']);
    expect(texts('source')).toEqual(['LOMv1.0']);
    expect(texts('value')).toEqual(['difficult']);
    const hrefs = Array.from(resource.getElementsByTagNameNS(CP, 'file')).map((f) => f.getAttribute('href'));
    expect(hrefs).toEqual(['items/Q0001.xml', 'items/Q0001.hi.xml', 'items/Q0001.ur.xml', 'items/Q0001/graph.png']);
    expect(xml('items/Q0001.xml').documentElement!.getAttributeNS(XML, 'lang')).toBe('en');
    const hindi = xml('items/Q0001.hi.xml').documentElement!;
    expect(hindi.getAttributeNS(XML, 'lang')).toBe('hi');
    expect(hindi.getAttribute('identifier')).toBe('Q0001');
    expect(all(hindi, 'qti-simple-choice').map((c) => c.textContent?.trim())).toEqual(['\\(3\\)', '\\(-3\\)', 'नौ']);
    expect(declaration(hindi).correct).toEqual(['a']);
    expect(files['items/Q0001.ur.xml']).toBeDefined();
  });

  it('lists every item and passage in the manifest, with the files each uses', async () => {
    const { xml, files } = await packageOf(SAMPLE_DRAFTS);
    const manifest = xml('imsmanifest.xml').documentElement!;
    expect(manifest.namespaceURI).toBe(CP);
    const resources = Array.from(manifest.getElementsByTagNameNS(CP, 'resource'));
    const types = resources.map((r) => r.getAttribute('type'));
    expect(types.filter((t) => t === 'imsqti_item_xmlv3p0')).toHaveLength(11);
    expect(types.filter((t) => t === 'imsqti_stimulus_xmlv3p0')).toHaveLength(1);
    for (const r of resources) {
      for (const f of Array.from(r.getElementsByTagNameNS(CP, 'file')))
        expect(files[f.getAttribute('href')!]).toBeDefined();
    }
    expect(Buffer.from(files['items/Q0001/graph.png']!)).toEqual(Buffer.from(PNG));
  });

  it('single: a choice interaction of one choice, an identifier of single cardinality', async () => {
    const item = await itemOf('Roots');
    expect(declaration(item)).toEqual({ cardinality: 'single', baseType: 'identifier', correct: ['a'] });
    const [choice] = all(item, 'qti-choice-interaction');
    expect(choice!.getAttribute('max-choices')).toBe('1');
    expect(all(choice!, 'qti-simple-choice').map((c) => c.getAttribute('identifier'))).toEqual(['a', 'b', 'c']);
    expect(outcome(item, 'MAXSCORE')).toBe('4');
    expect(outcome(item, 'MINSCORE')).toBe('-1');
    expect(all(item, 'img')[0]!.getAttribute('src')).toBe('Q0001/graph.png');
    const feedback = all(item, 'qti-modal-feedback')[0]!;
    expect(feedback.getAttribute('outcome-identifier')).toBe('FEEDBACK');
    expect(feedback.textContent).toContain('$$\\sqrt{9} = 3$$');
  });

  it('multiple: identifiers of multiple cardinality, any number of choices', async () => {
    const item = await itemOf('Primes');
    expect(declaration(item)).toEqual({ cardinality: 'multiple', baseType: 'identifier', correct: ['a', 'c'] });
    expect(all(item, 'qti-choice-interaction')[0]!.getAttribute('max-choices')).toBe('0');
  });

  it('true or false: a choice interaction of a true and a false choice', async () => {
    const item = await itemOf('Zero');
    expect(declaration(item)).toEqual({ cardinality: 'single', baseType: 'identifier', correct: ['true'] });
    const ids = all(item, 'qti-simple-choice').map((c) => c.getAttribute('identifier'));
    expect(ids).toEqual(['true', 'false']);
  });

  it('fill in the blanks: a text entry in place of each blank, each with its accepted answers mapped', async () => {
    const item = await itemOf('AP');
    const entries = all(item, 'qti-text-entry-interaction').map((e) => e.getAttribute('response-identifier'));
    expect(entries).toEqual(['RESPONSE_1', 'RESPONSE_2']);
    expect(declaration(item, 'RESPONSE_1')).toEqual({ cardinality: 'single', baseType: 'string', correct: ['6'] });
    const keys = all(item, 'qti-map-entry').map((e) => e.getAttribute('map-key'));
    expect(keys).toEqual(['6', 'six', '22']);
    // The text entries stand inside the stem's paragraph, where the blanks were.
    expect(all(item, 'qti-text-entry-interaction')[0]!.parentNode!.nodeName).toBe('p');
  });

  it('a run of underscores beyond the key’s blanks stays text, not a third entry', async () => {
    const { xml } = await packageOf([{ ...byTitle('AP'), stem: 'a ______ b ______ c ______' }]);
    const item = xml('items/Q0001.xml').documentElement!;
    expect(all(item, 'qti-text-entry-interaction')).toHaveLength(2);
    expect(all(item, 'qti-item-body')[0]!.textContent).toContain('c ______');
  });

  it('integer and numeric: a text entry of an integer or a float, the tolerance in the response processing', async () => {
    const sides = await itemOf('Sides');
    expect(declaration(sides)).toEqual({ cardinality: 'single', baseType: 'integer', correct: ['6'] });
    const pi = await itemOf('Pi');
    expect(declaration(pi)).toEqual({ cardinality: 'single', baseType: 'float', correct: ['3.14'] });
    const equal = all(pi, 'qti-equal')[0]!;
    expect(equal.getAttribute('tolerance-mode')).toBe('absolute');
    expect(equal.getAttribute('tolerance')).toBe('0.01');
  });

  it('match: a match interaction of two sets, directed pairs from the left set to the right', async () => {
    const item = await itemOf('Capitals');
    expect(declaration(item)).toEqual({
      cardinality: 'multiple',
      baseType: 'directedPair',
      correct: ['L-a R-b', 'L-b R-a'],
    });
    const sets = all(item, 'qti-simple-match-set');
    expect(sets.map((s) => all(s, 'qti-simple-associable-choice').length)).toEqual([2, 3]);
  });

  it('written answer: an extended-text interaction, scored by a person', async () => {
    const item = await itemOf('Essay');
    expect(all(item, 'qti-extended-text-interaction')).toHaveLength(1);
    const score = all(item, 'qti-outcome-declaration').find((o) => o.getAttribute('identifier') === 'SCORE')!;
    expect(score.getAttribute('external-scored')).toBe('human');
  });

  it('comprehension: the passage as a stimulus that each of its items refers to', async () => {
    const { xml } = await packageOf([byTitle('Passage')]);
    const stimulus = xml('items/Q0001-PASSAGE.xml').documentElement!;
    expect(stimulus.localName).toBe('qti-assessment-stimulus');
    const child = xml('items/Q0001-1.xml').documentElement!;
    expect(all(child, 'qti-assessment-stimulus-ref')[0]!.getAttribute('href')).toBe('Q0001-PASSAGE.xml');
  });
});

import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { DraftOutcome } from './question-draft.js';
import { readQti3Package } from './qti3.reader.js';
import { PNG } from './test/sample-drafts.js';

// The QTI 3.0 reader on items written by hand from the published specification (test/qti3/, one per
// interaction the product has, one it has not, one hostile), packed with a manifest as the spec's
// content packaging describes.

const ITEMS = ['choice', 'text-entry', 'extended-text', 'match', 'order', 'hostile'] as const;
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./test/qti3/${name}.xml`, import.meta.url)));
const encode = (text: string) => new TextEncoder().encode(text);

function manifest(hrefs: readonly string[]): Uint8Array {
  const resources = hrefs
    .map(
      (href, i) =>
        `<resource identifier="R${i}" type="imsqti_item_xmlv3p0" href="${href}"><file href="${href}"/></resource>`,
    )
    .join('');
  return encode(
    `<?xml version="1.0" encoding="UTF-8"?><manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="M"><resources>${resources}</resources></manifest>`,
  );
}

const SVG_WITH_SCRIPT = encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function readAll(): Promise<Record<(typeof ITEMS)[number], DraftOutcome>> {
  const files: Record<string, Uint8Array> = {
    'imsmanifest.xml': manifest(ITEMS.map((n) => `items/${n}.xml`)),
    'items/images/sign.png': PNG,
    'items/images/bad.svg': SVG_WITH_SCRIPT,
    'outside.png': PNG,
  };
  for (const name of ITEMS) files[`items/${name}.xml`] = fixture(name);
  const outcomes = await readQti3Package(zipSync(files));
  expect(outcomes).toHaveLength(ITEMS.length);
  return Object.fromEntries(ITEMS.map((name, i) => [name, outcomes[i]!])) as Record<
    (typeof ITEMS)[number],
    DraftOutcome
  >;
}

const draftOf = (o: DraftOutcome) => {
  if (o.kind === 'refused') throw new Error(`refused: ${JSON.stringify(o.notes)}`);
  return o.draft;
};

describe('QTI 3.0 reader', () => {
  it('choice: a single-answer question with its figure from the package and the prompt in the stem', async () => {
    const { choice } = await readAll();
    expect(choice.kind).toBe('changed');
    const d = draftOf(choice);
    expect(d).toMatchObject({
      question_type: 'single',
      title: 'Unattended Luggage',
      stem: 'Look at the text in the picture.\n\n![NEVER LEAVE LUGGAGE UNATTENDED](draft:sign.png)\n\nWhat does it say?',
      answer: { option_ids: ['ChoiceA'] },
      marks: 1,
    });
    expect(d.options!.map((o) => o.option_id)).toEqual(['ChoiceA', 'ChoiceB', 'ChoiceC']);
    expect(d.options![0]!.option_text).toBe('You must stay with your luggage at all times.');
    expect(Buffer.from(d.images[0]!.bytes)).toEqual(Buffer.from(PNG));
    // No marks in the item: one mark, and the preview says so.
    expect(choice.kind === 'changed' && choice.notes).toEqual([
      { reason: 'questionExchange.marksAssumed', params: { marks: 1 } },
    ]);
  });

  it('text entry: a fill-in-the-blank whose accepted answers are the correct value and the mapped ones', async () => {
    const d = draftOf((await readAll())['text-entry']);
    expect(d.question_type).toBe('fill_blank');
    expect(d.answer).toEqual({ blanks: [['York', 'york']] });
    expect(d.stem).toContain('Made glorious summer by this sun of ______;');
  });

  it('extended text: a written answer, its marks the score’s normal maximum, its feedback the explanation', async () => {
    const d = draftOf((await readAll())['extended-text']);
    expect(d).toMatchObject({
      question_type: 'subjective',
      marks: 10,
      explanation: 'Mention *where* and *when*.',
    });
    expect(d.stem).toBe(
      'Read this postcard from your English pen-friend, Sam.\n\nWrite Sam a postcard. Answer the questions. Write 25-35 words.',
    );
  });

  it('match: the first set as the left column, the second as the options, the directed pairs as the key', async () => {
    const d = draftOf((await readAll()).match);
    expect(d.question_type).toBe('match');
    expect(d.match_left!.map((o) => o.option_text)).toEqual(['Capulet', 'Demetrius', 'Lysander', 'Prospero']);
    expect(d.options!.map((o) => o.option_id)).toEqual(['M', 'R', 'T']);
    expect(d.answer!.pairs).toEqual([
      { left_id: 'C', option_id: 'R' },
      { left_id: 'D', option_id: 'M' },
      { left_id: 'L', option_id: 'M' },
      { left_id: 'P', option_id: 'T' },
    ]);
    expect(d.marks).toBe(4);
  });

  it('refuses an interaction the product has no question for, naming it', async () => {
    expect((await readAll()).order).toEqual({
      kind: 'refused',
      title: 'Grand Prix of Bahrain',
      notes: [{ reason: 'questionExchange.unsupportedInteraction', params: { interaction: 'qti-order-interaction' } }],
    });
  });

  it('never keeps script, frames, handlers, pictures from elsewhere or an SVG with script', async () => {
    const hostile = (await readAll()).hostile;
    const d = draftOf(hostile);
    expect(d.stem).toBe('Pick **one**.');
    expect(d.images).toEqual([]);
    const reasons =
      hostile.kind === 'changed' ? hostile.notes.map((n) => `${n.reason} ${n.params?.element ?? ''}`) : [];
    expect(reasons).toEqual(
      expect.arrayContaining([
        'questionExchange.removedElement script',
        'questionExchange.removedElement iframe',
        'questionExchange.imageOutside ',
        'questionExchange.svgScript ',
      ]),
    );
  });

  it('refuses a file that is not a package, and a package without a manifest', async () => {
    expect(await readQti3Package(encode('not a zip'))).toEqual([
      { kind: 'refused', title: 'imsmanifest.xml', notes: [{ reason: 'questionExchange.notAPackage' }] },
    ]);
    const noManifest = await readQti3Package(zipSync({ 'items/choice.xml': fixture('choice') }));
    expect(noManifest[0]).toMatchObject({ kind: 'refused', notes: [{ reason: 'questionExchange.noManifest' }] });
  });

  it('reads nothing outside the package: an item named above its root is missing', async () => {
    const outcomes = await readQti3Package(
      zipSync({ 'imsmanifest.xml': manifest(['../choice.xml']), 'choice.xml': fixture('choice') }),
    );
    expect(outcomes[0]).toMatchObject({ kind: 'refused', notes: [{ reason: 'questionExchange.missingFile' }] });
  });

  it('refuses a package declaring a 2 GB file, before inflating it', async () => {
    const zip = zipSync({ 'imsmanifest.xml': manifest([]), 'big.bin': new Uint8Array(16) }, { level: 0 });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    // Each central directory entry (signature 0x02014b50) declares the file's size 24 bytes in.
    for (let at = 0; at + 46 <= zip.length; at += 1) {
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, 2 * 1024 ** 3 - 1, true);
    }
    expect(await readQti3Package(zip)).toEqual([
      { kind: 'refused', title: 'imsmanifest.xml', notes: [{ reason: 'questionExchange.packageTooLarge' }] },
    ]);
  });

  it('refuses a package of more files than it reads, before inflating them', async () => {
    const files: Record<string, Uint8Array> = { 'imsmanifest.xml': manifest([]) };
    for (let i = 0; i < 5_001; i += 1) files[`f${i}.txt`] = new Uint8Array(1);
    expect(await readQti3Package(zipSync(files, { level: 0 }))).toEqual([
      { kind: 'refused', title: 'imsmanifest.xml', notes: [{ reason: 'questionExchange.packageTooLarge' }] },
    ]);
  });
});

describe('QTI 3.0: what the manifest says of an item, and its other languages', () => {
  // A manifest as another system may write it: LOM with the vocabulary's extremes, a Hindi variant
  // named hi-IN, and a French one the product has no language for.
  const lom = `<metadata><lom xmlns="http://ltsc.ieee.org/xsd/LOM"><general><language>en</language>
    <keyword><string language="en">Board Exam: Important</string></keyword><keyword><string>Luggage</string></keyword></general>
    <educational><difficulty><source>LOMv1.0</source><value>very easy</value></difficulty></educational></lom></metadata>`;
  const variant = (lang: string, words: string) =>
    new TextDecoder()
      .decode(fixture('choice'))
      .replace('xml:lang="en"', `xml:lang="${lang}"`)
      .replace('You must stay with your luggage at all times.', words);
  const files = {
    'imsmanifest.xml': encode(
      `<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="M"><resources>
      <resource identifier="R0" type="imsqti_item_xmlv3p0" href="items/choice.xml">${lom}
      <file href="items/choice.xml"/><file href="items/choice-hi.xml"/><file href="items/choice-fr.xml"/><file href="items/images/sign.png"/></resource>
      </resources></manifest>`,
    ),
    'items/choice.xml': fixture('choice'),
    'items/choice-hi.xml': encode(variant('hi-IN', 'आपको हर समय अपने सामान के साथ रहना होगा।')),
    'items/choice-fr.xml': encode(variant('fr', 'Restez avec vos bagages.')),
    'items/images/sign.png': PNG,
  };

  it('reads difficulty and tags from LOM, each product language from its item file, and says which it left out', async () => {
    const [outcome] = await readQti3Package(zipSync(files));
    expect(outcome).toMatchObject({
      kind: 'changed',
      notes: [
        // The item says no MAXSCORE.
        { reason: 'questionExchange.marksAssumed', params: { marks: 1 } },
        { reason: 'questionImport.note.languageLeftOut', params: { language: 'fr' } },
      ],
    });
    const draft = draftOf(outcome!);
    expect(draft).toMatchObject({ difficulty: 1, tags: ['Board Exam: Important', 'Luggage'] });
    expect(draft.language_id ?? 1).toBe(1);
    expect(draft.texts?.map((t) => t.language_id)).toEqual([2]);
    expect(draft.texts?.[0]?.options?.[0]?.option_text).toBe('आपको हर समय अपने सामान के साथ रहना होगा।');
    // The figure both languages show is one figure.
    expect(draft.images).toHaveLength(1);
  });
});

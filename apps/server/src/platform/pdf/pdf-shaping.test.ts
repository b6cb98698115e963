import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFRef } from 'pdf-lib';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, rgb, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfTextWriter } from './pdf-text-writer.js';

// The PDF shaping of complex scripts, against a reference rendering: HarfBuzz's own hb-shape
// (Debian's libharfbuzz-bin) on the same font file, checked in by fixtures/make-shaping-fixtures.sh.
// The PDF must draw exactly the reference's glyph ids, in its order, each at the pen position its
// advances give (and with its mark offsets).

interface Reference {
  font: string;
  language: string;
  direction: 'ltr' | 'rtl';
  text: string;
  glyphs: { g: number; cl: number; dx: number; dy: number; ax: number }[];
}

const reference = (name: string): Reference =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.hb-shape.json`, import.meta.url), 'utf8')) as Reference;

/** The font's units per em, read from its head table (offset 18), to turn font units into points. */
function unitsPerEm(fontPath: string): number {
  const bytes = readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/${fontPath}`));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + i * 16;
    if (bytes.subarray(at, at + 4).toString() === 'head') return view.getUint16(view.getUint32(at + 8) + 18);
  }
  throw new Error('no head table');
}

interface Drawn {
  font: string;
  gid: number;
  x: number;
  y: number;
  actualText: string;
}

/** The glyphs a page draws, read back from its content stream with the BaseFont of each. */
function drawnGlyphs(doc: PDFDocument, page: PDFPage): Drawn[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const text = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
  const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const baseFont = (key: string) =>
    (
      doc.context.lookup(fonts.get(PDFName.of(key)) as PDFRef, PDFDict).get(PDFName.of('BaseFont')) as PDFName
    ).decodeText();
  const out: Drawn[] = [];
  let font = '';
  let actualText = '';
  const tokens = /\/ActualText <FEFF([0-9A-F]*)>|\/(\S+) [\d.]+ Tf|1 0 0 1 ([-\d.]+) ([-\d.]+) Tm\s*<([0-9A-F]+)> Tj/g;
  for (const m of text.matchAll(tokens)) {
    if (m[1] !== undefined) actualText = Buffer.from(m[1], 'hex').swap16().toString('utf16le');
    else if (m[2]) font = baseFont(m[2]);
    else out.push({ font, gid: parseInt(m[5]!, 16), x: Number(m[3]), y: Number(m[4]), actualText });
  }
  return out;
}

const SIZE = 12;
const X = 40;
const Y = 700;

async function drawAndReadBack(ref: Reference) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const writer = new PdfTextWriter(doc, { dir: ref.direction, language: ref.language });
  writer.draw(page, ref.text, { x: X, y: Y, size: SIZE, color: rgb(0, 0, 0) });
  writer.finish();
  const reloaded = await PDFDocument.load(await doc.save());
  return drawnGlyphs(reloaded, reloaded.getPage(0));
}

function expectSameAsReference(drawn: Drawn[], ref: Reference, postscriptName: string) {
  const scale = SIZE / unitsPerEm(ref.font);
  expect(drawn.map((d) => d.gid)).toEqual(ref.glyphs.map((g) => g.g));
  let pen = X;
  ref.glyphs.forEach((g, i) => {
    expect(drawn[i]!.x - g.dx * scale, `pen x of glyph ${i}`).toBeCloseTo(pen, 2);
    expect(drawn[i]!.y - g.dy * scale, `baseline of glyph ${i}`).toBeCloseTo(Y, 2);
    pen += g.ax * scale;
  });
  for (const d of drawn) {
    expect(d.font).toMatch(new RegExp(`^[A-Z]{6}\\+${postscriptName}$`));
    expect(d.actualText).toBe(ref.text);
  }
}

describe('PDF text shaped by HarfBuzz, as the reference rendering', () => {
  it('a conjunct-heavy Devanagari line: क्ष, त्र, ज्ञ, श्र, द्ध, reph and ि before its consonant', async () => {
    const ref = reference('devanagari');
    expect(ref.text).toBe('क्षत्रिय श्रद्धा ज्ञान द्वितीय हृदय कृष्ण');
    const drawn = await drawAndReadBack(ref);
    expectSameAsReference(drawn, ref, 'NotoSansDevanagari-Regular');
    // Fewer glyphs than characters: the conjuncts are single glyphs, not letters with a virama.
    expect(drawn.length).toBeLessThan([...ref.text].length);
    // त्रि: the glyph of ि (cluster 3, typed after त्र) is drawn first, left of त्र.
    const tri = drawn.filter((_, i) => ref.glyphs[i]!.cl === 3);
    expect(tri).toHaveLength(2);
    expect(tri[0]!.x).toBeLessThan(tri[1]!.x);
  });

  it('a Tamil line: vowel signs on both sides of their consonant (கொ)', async () => {
    const ref = reference('tamil');
    expectSameAsReference(await drawAndReadBack(ref), ref, 'NotoSansTamil-Regular');
  });

  it('a Bengali line: conjuncts (ক্ষ, জ্ঞ, শ্র, দ্ধ, ক্ত)', async () => {
    const ref = reference('bengali');
    const drawn = await drawAndReadBack(ref);
    expectSameAsReference(drawn, ref, 'NotoSansBengali-Regular');
    expect(drawn.length).toBeLessThan([...ref.text].length);
  });

  it('an Urdu line in Nastaliq, right to left: the first letter typed is drawn rightmost', async () => {
    const ref = reference('urdu');
    const drawn = await drawAndReadBack(ref);
    expectSameAsReference(drawn, ref, 'NotoNastaliqUrdu-Regular');
    const first = drawn.filter((_, i) => ref.glyphs[i]!.cl === 0);
    const rightmostFirst = Math.max(...first.map((d) => d.x));
    expect(drawn.every((d) => d.x <= rightmostFirst)).toBe(true);
  });
});

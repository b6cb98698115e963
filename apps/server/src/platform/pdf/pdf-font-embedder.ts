import { createHash } from 'node:crypto';
import { PDFHexString, PDFString, type PDFDocument, type PDFRef } from 'pdf-lib';
import { subsetFont } from './font-subsetter.js';
import type { LoadedFont } from './pdf-fonts.js';

// A font drawn by glyph id, embedded as a Type0 font (Identity-H) whose character codes are the
// font file's own glyph ids (the subset keeps them). So the content stream shows exactly the glyph
// ids HarfBuzz chose, which the tests compare with a reference rendering, and only the glyphs a
// document uses are embedded.

export class EmbeddedFont {
  readonly ref: PDFRef;
  /** Glyph id -> the text it stands for, for the ToUnicode map (copying text out of the PDF). */
  private readonly used = new Map<number, string>();

  constructor(
    private readonly pdf: PDFDocument,
    readonly font: LoadedFont,
  ) {
    this.ref = pdf.context.nextRef();
  }

  use(gid: number, text: string): void {
    if (!this.used.get(gid)) this.used.set(gid, text);
  }

  /** Writes the font's objects into the document: called once, after the last line is drawn. */
  embed(): void {
    const { context } = this.pdf;
    const gids = [...new Set([0, ...this.used.keys()])].sort((a, b) => a - b);
    const { metrics, unitsPerEm } = this.font;
    const scale = 1000 / unitsPerEm;
    const bytes = subsetFont(this.font.key, this.font.bytes, gids);
    const baseName = `${subsetTag(this.font.key, gids)}+${metrics.postscriptName}`;
    const widths = gids.flatMap((gid) => [gid, [Math.round(this.font.shaper.glyphHAdvance(gid) * scale)]]);
    const fontFile = context.register(context.flateStream(bytes, { Length1: bytes.length }));
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: baseName,
        Flags: 4,
        FontBBox: metrics.bbox.map((v) => Math.round(v * scale)),
        ItalicAngle: 0,
        Ascent: Math.round(metrics.ascent * scale),
        Descent: Math.round(metrics.descent * scale),
        CapHeight: Math.round(metrics.capHeight * scale),
        StemV: 80,
        FontFile2: fontFile,
      }),
    );
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseName,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        W: widths,
        CIDToGIDMap: 'Identity',
      }),
    );
    const toUnicode = context.register(context.flateStream(this.toUnicodeCMap()));
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseName,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
  }

  private toUnicodeCMap(): string {
    const entries = [...this.used].filter(([, text]) => text !== '');
    const blocks: string[] = [];
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(
        `${block.length} beginbfchar\n${block.map(([gid, text]) => `<${hex4(gid)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
      );
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}

export const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** A glyph id as the two-byte string a Type0 Identity-H font reads. */
export const glyphCode = (gid: number) => PDFHexString.of(hex4(gid));

const utf16Hex = (text: string) => Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');

/** Six capitals naming the subset (PDF 32000, 9.6.4): the same glyphs give the same name. */
function subsetTag(key: string, gids: number[]): string {
  const digest = createHash('sha256')
    .update(`${key}:${gids.join(',')}`)
    .digest();
  return Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');
}

import {
  beginText,
  endMarkedContent,
  endText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFArray,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import { EmbeddedFont, glyphCode } from './pdf-font-embedder.js';
import type { FontWeight, LoadedFont } from './pdf-fonts.js';
import { shapeLine, shapedWidth, type ShapedGlyph } from './text-shaper.js';
import type { Direction } from './text-runs.js';

/** How a document writes: its language's direction and tag (for HarfBuzz's language forms). */
export interface WritingSettings {
  dir: Direction;
  language: string;
}

export interface DrawTextOptions {
  x: number;
  y: number;
  size: number;
  weight?: FontWeight;
  color: Color;
  /** Where x is: the line's left end (the default) or its right end. */
  align?: 'left' | 'right';
}

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const round = (n: number) => Math.round(n * 1000) / 1000;

/** The text of each glyph's cluster, given to the first glyph drawing it (for copying text out). */
function clusterTexts(text: string, glyphs: ShapedGlyph[]): string[] {
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const seen = new Set<number>();
  return glyphs.map((g) => {
    if (seen.has(g.cluster)) return '';
    seen.add(g.cluster);
    const next = starts.find((s) => s > g.cluster) ?? text.length;
    return text.slice(g.cluster, next);
  });
}

/**
 * Shaped text on the pages of one PDF: each line is shaped by HarfBuzz and drawn glyph by glyph at
 * the positions HarfBuzz gave, inside a marked-content span whose ActualText is the line as typed
 * (so search, copy and screen readers get the words, not the glyph order). Call finish() before save.
 */
export class PdfTextWriter {
  private readonly fonts = new Map<string, EmbeddedFont>();
  private readonly names = new WeakMap<PDFPage, Map<string, PDFName>>();

  constructor(
    private readonly pdf: PDFDocument,
    readonly writing: WritingSettings,
  ) {}

  shape(text: string, weight: FontWeight = 'regular'): ShapedGlyph[] {
    // A line with no right-to-left letter (an address, an e-mail, an id) reads left to right even
    // in an Urdu document, as a browser's dir="auto" would; it is still aligned to the page's side.
    const dir = this.writing.dir === 'rtl' && !RTL_LETTER.test(text) ? 'ltr' : this.writing.dir;
    return shapeLine(text, { weight, dir, language: this.writing.language });
  }

  width(text: string, size: number, weight: FontWeight = 'regular'): number {
    return shapedWidth(this.shape(text, weight), size);
  }

  draw(page: PDFPage, text: string, options: DrawTextOptions): void {
    if (text === '') return;
    const glyphs = this.shape(text, options.weight);
    const { size } = options;
    let x = options.align === 'right' ? options.x - shapedWidth(glyphs, size) : options.x;
    const ops: PDFOperator[] = [
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of('Span'),
        // pdf-lib's operator type leaves out dictionaries, which BDC takes and which it writes inline.
        this.pdf.context.obj({ ActualText: PDFHexString.fromText(text) }) as unknown as PDFArray,
      ]),
      beginText(),
      setFillingColor(options.color),
    ];
    const texts = clusterTexts(text, glyphs);
    let current: LoadedFont | null = null;
    glyphs.forEach((g, i) => {
      const scale = size / g.font.unitsPerEm;
      if (g.font !== current) {
        ops.push(setFontAndSize(this.fontName(page, g.font), size));
        current = g.font;
      }
      this.embedded(g.font).use(g.gid, texts[i]!);
      ops.push(
        setTextMatrix(1, 0, 0, 1, round(x + g.xOffset * scale), round(options.y + g.yOffset * scale)),
        showText(glyphCode(g.gid)),
      );
      x += g.xAdvance * scale;
    });
    ops.push(endText(), endMarkedContent());
    page.pushOperators(...ops);
  }

  /** Embeds the glyphs every page used. */
  finish(): void {
    for (const font of this.fonts.values()) font.embed();
  }

  private embedded(font: LoadedFont): EmbeddedFont {
    let embedded = this.fonts.get(font.key);
    if (!embedded) {
      embedded = new EmbeddedFont(this.pdf, font);
      this.fonts.set(font.key, embedded);
    }
    return embedded;
  }

  private fontName(page: PDFPage, font: LoadedFont): PDFName {
    let names = this.names.get(page);
    if (!names) this.names.set(page, (names = new Map()));
    let name = names.get(font.key);
    if (!name) {
      name = page.node.newFontDictionary(`Noto-${font.key}`, this.embedded(font).ref);
      names.set(font.key, name);
    }
    return name;
  }
}

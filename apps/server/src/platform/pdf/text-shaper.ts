import * as hb from 'harfbuzzjs';
import { loadFont, type FontFamily, type FontWeight, type LoadedFont } from './pdf-fonts.js';
import { logicalRuns, visualRuns, type Direction } from './text-runs.js';

// Why HarfBuzz: pdf-lib draws text through its fork of fontkit, whose Indic shaper fails on
// Devanagari (`regeneratorRuntime is not defined` in its syllable state machine with
// @pdf-lib/fontkit 1.1.1) and without it conjuncts, reph and the pre-base ि come out as separate
// letters in the order typed. HarfBuzz is the shaper browsers and LibreOffice use; harfbuzzjs is it
// compiled to WebAssembly, and the tests compare its glyphs with Debian's hb-shape. It shapes Noto
// Nastaliq Urdu too (cursive attachment as y offsets), so Urdu keeps Nastaliq, not Naskh.

/** One glyph as drawn, in font units: the font's own glyph id, its advance and offsets. */
export interface ShapedGlyph {
  font: LoadedFont;
  gid: number;
  /** The UTF-16 index in the line of the first character this glyph draws. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapeOptions {
  weight: FontWeight;
  /** The paragraph's direction: rtl for Urdu. */
  dir: Direction;
  /** A BCP 47 language, so HarfBuzz applies its forms (Marathi's eyelash ra, Urdu's). */
  language?: string;
}

const buffer = new hb.Buffer();

function shapeRun(text: string, start: number, end: number, font: LoadedFont, dir: Direction, language?: string) {
  buffer.clearContents();
  // The whole line goes in as context (a run's first letter may join the one before it); only
  // start..end is shaped.
  buffer.addText(text, start, end - start);
  buffer.guessSegmentProperties();
  buffer.setDirection(dir === 'rtl' ? hb.Direction.RTL : hb.Direction.LTR);
  if (language) buffer.setLanguage(language);
  hb.shape(font.shaper, buffer);
  return buffer.getGlyphInfosAndPositions().map((g): ShapedGlyph => ({
    font,
    gid: g.codepoint,
    cluster: g.cluster,
    xAdvance: g.xAdvance ?? 0,
    xOffset: g.xOffset ?? 0,
    yOffset: g.yOffset ?? 0,
  }));
}

/** A line of text as glyphs in the order they are drawn, left to right. */
export function shapeLine(text: string, options: ShapeOptions): ShapedGlyph[] {
  const fontOf = (family: FontFamily) => loadFont(family, options.weight);
  const runs = logicalRuns(text, options.dir, (family, cp) => fontOf(family).has(cp));
  return visualRuns(runs, options.dir).flatMap((run) =>
    shapeRun(text, run.start, run.end, fontOf(run.family), run.dir, options.language),
  );
}

/** The width of shaped glyphs at a font size, in PDF points. */
export function shapedWidth(glyphs: ShapedGlyph[], size: number): number {
  return glyphs.reduce((sum, g) => sum + (g.xAdvance * size) / g.font.unitsPerEm, 0);
}

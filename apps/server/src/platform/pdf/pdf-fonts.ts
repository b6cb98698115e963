import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';

// The Noto fonts of Google Fonts (SIL Open Font License 1.1, which allows embedding subsets in
// documents), read from the @expo-google-fonts packages: they ship plain .ttf files, where
// @fontsource ships woff2 only. Two weights of each family are read; each PDF embeds a subset of the
// glyphs it draws (a Hindi invoice carries some 30 KB of font, not the 220 KB file).

/** The font families a document line may need; Nastaliq for Urdu, Noto Sans for Latin, digits and ₹. */
export type FontFamily = 'latin' | 'devanagari' | 'bengali' | 'tamil' | 'nastaliq';
export type FontWeight = 'regular' | 'bold';

const PACKAGES: Record<FontFamily, { pkg: string; stem: string }> = {
  latin: { pkg: 'noto-sans', stem: 'NotoSans' },
  devanagari: { pkg: 'noto-sans-devanagari', stem: 'NotoSansDevanagari' },
  bengali: { pkg: 'noto-sans-bengali', stem: 'NotoSansBengali' },
  tamil: { pkg: 'noto-sans-tamil', stem: 'NotoSansTamil' },
  nastaliq: { pkg: 'noto-nastaliq-urdu', stem: 'NotoNastaliqUrdu' },
};

const require = createRequire(import.meta.url);

/** The .ttf file of a family and weight, as installed. */
export function fontFilePath(family: FontFamily, weight: FontWeight): string {
  const { pkg, stem } = PACKAGES[family];
  const style = weight === 'bold' ? '700Bold' : '400Regular';
  return require.resolve(`@expo-google-fonts/${pkg}/${style}/${stem}_${style}.ttf`);
}

/** What a PDF's font descriptor says of a font, in font units. */
export interface FontMetrics {
  postscriptName: string;
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
}

/** One font file, read and parsed by HarfBuzz once per process. */
export interface LoadedFont {
  readonly key: `${FontFamily}-${FontWeight}`;
  readonly family: FontFamily;
  readonly bytes: Uint8Array;
  readonly shaper: hb.Font;
  readonly metrics: FontMetrics;
  readonly unitsPerEm: number;
  /** Whether the font has a glyph of its own for the character (no fallback box). */
  has(codePoint: number): boolean;
}

const loaded = new Map<string, LoadedFont>();

export function loadFont(family: FontFamily, weight: FontWeight): LoadedFont {
  const key = `${family}-${weight}` as const;
  const cached = loaded.get(key);
  if (cached) return cached;
  const bytes = readFileSync(fontFilePath(family, weight));
  const face = new hb.Face(new hb.Blob(bytes));
  const shaper = new hb.Font(face);
  const font: LoadedFont = {
    key,
    family,
    bytes,
    shaper,
    metrics: metricsOf(face, shaper, key),
    unitsPerEm: face.upem,
    has: (codePoint) => (shaper.nominalGlyph(codePoint) ?? 0) !== 0,
  };
  loaded.set(key, font);
  return font;
}

function metricsOf(face: hb.Face, font: hb.Font, key: string): FontMetrics {
  // head: xMin, yMin, xMax, yMax as int16 at byte 36.
  const head = face.referenceTable('head');
  const view = head ? new DataView(head.buffer, head.byteOffset, head.byteLength) : null;
  const bbox = [36, 38, 40, 42].map((at) => view?.getInt16(at) ?? 0) as FontMetrics['bbox'];
  const extents = font.hExtents();
  return {
    postscriptName: face.getName(6, 'en').replace(/[^\w-]/g, '') || key,
    bbox,
    ascent: extents.ascender,
    descent: extents.descender,
    capHeight: font.getMetricPosition(hb.MetricsTag.CAP_HEIGHT) ?? extents.ascender,
  };
}

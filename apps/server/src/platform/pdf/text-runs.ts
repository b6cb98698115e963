import type { FontFamily } from './pdf-fonts.js';

// A line of a document split into runs a font can shape: first by direction (Urdu right to left,
// numbers and Latin left to right inside it), then by script. A reduced form of the Unicode bidi
// algorithm, enough for the one-line labels and values of documents: two levels, numbers with their
// separators and currency sign kept together (rules W4, W5), neutrals taking the direction of the
// strong characters around them or else the paragraph's (N1, N2).

export type Direction = 'ltr' | 'rtl';

/** A stretch of the line in one direction and one font family; start and end index UTF-16 units. */
export interface TextRun {
  start: number;
  end: number;
  dir: Direction;
  family: FontFamily;
}

type BidiClass = 'L' | 'R' | 'EN' | 'ET' | 'CS' | 'N';

const RTL_BLOCKS: [number, number][] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];
const inBlocks = (cp: number, blocks: [number, number][]) => blocks.some(([from, to]) => cp >= from && cp <= to);

/** The family a character's script asks for, or null for characters any script uses (digits, ₹, danda). */
export function scriptFamilyOf(cp: number): FontFamily | null {
  if (cp === 0x0964 || cp === 0x0965) return null;
  if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff)) {
    return 'devanagari';
  }
  if (cp >= 0x0980 && cp <= 0x09ff) return 'bengali';
  if (cp >= 0x0b80 && cp <= 0x0bff) return 'tamil';
  if (inBlocks(cp, RTL_BLOCKS)) return 'nastaliq';
  return /\p{L}|\p{M}/u.test(String.fromCodePoint(cp)) ? 'latin' : null;
}

function bidiClassOf(cp: number): BidiClass {
  if (cp >= 0x30 && cp <= 0x39) return 'EN';
  if (inBlocks(cp, RTL_BLOCKS)) return 'R';
  const ch = String.fromCodePoint(cp);
  if (/[₹$%°#+\-\u2212]/u.test(ch)) return 'ET';
  if (/[,.:/\u00a0]/u.test(ch)) return 'CS';
  return /\p{L}|\p{M}/u.test(ch) ? 'L' : 'N';
}

interface Unit {
  index: number;
  cp: number;
  length: number;
}

/** Each character's direction: numbers are left to right; the rest as the strong letters around them say. */
function directionsOf(units: Unit[], paragraph: Direction): Direction[] {
  const classes = units.map((u) => bidiClassOf(u.cp));
  // W4/W5: a separator between digits, and currency or percent signs touching digits, belong to the number.
  for (let pass = 0; pass < 2; pass++) {
    classes.forEach((c, i) => {
      const before = classes[i - 1];
      const after = classes[i + 1];
      if (c === 'CS' && before === 'EN' && after === 'EN') classes[i] = 'EN';
      if (c === 'ET' && (before === 'EN' || after === 'EN')) classes[i] = 'EN';
    });
  }
  // W7: a number after Latin (or at the start of a left-to-right line) is Latin; any other number
  // counts as right to left for the neutrals around it (N1), so "کل ₹1,180.00 (GST 18%)" keeps the
  // amount and the bracket apart.
  let last: Direction = paragraph;
  const strong = classes.map((c): Direction | null => {
    if (c === 'L' || c === 'R') last = c === 'L' ? 'ltr' : 'rtl';
    if (c === 'EN') return last === 'ltr' ? 'ltr' : 'rtl';
    return c === 'L' ? 'ltr' : c === 'R' ? 'rtl' : null;
  });
  const dirs = strong.map((dir, i) => {
    if (classes[i] === 'EN') return 'ltr';
    if (dir) return dir;
    const before = strong.slice(0, i).findLast((d) => d !== null) ?? paragraph;
    const after = strong.slice(i + 1).find((d) => d !== null) ?? paragraph;
    return before === after ? before : paragraph;
  });
  // N0, reduced: a closing bracket goes the way of its opening one, so "Maharashtra (27)" keeps
  // both brackets with its words inside Urdu.
  const open: number[] = [];
  units.forEach((u, i) => {
    if (u.cp === 0x28 || u.cp === 0x5b) open.push(i);
    else if ((u.cp === 0x29 || u.cp === 0x5d) && open.length) dirs[i] = dirs[open.pop()!]!;
  });
  return dirs;
}

/** The line's runs in logical order (the order of the text). */
export function logicalRuns(text: string, paragraph: Direction, has: (family: FontFamily, cp: number) => boolean) {
  const units: Unit[] = [];
  for (let index = 0; index < text.length;) {
    const cp = text.codePointAt(index)!;
    const length = cp > 0xffff ? 2 : 1;
    units.push({ index, cp, length });
    index += length;
  }
  const dirs = directionsOf(units, paragraph);
  const scripts = units.map((u) => scriptFamilyOf(u.cp));
  const runs: TextRun[] = [];
  units.forEach((unit, i) => {
    const previous = runs.at(-1);
    const dir = dirs[i]!;
    const own = scripts[i];
    // A character of no script stays in the run it follows when that font draws it (a space in a Hindi
    // word, a danda after Bengali); otherwise it takes the next script's font, else Noto Sans.
    const next = scripts.slice(i + 1).find((s) => s !== null) ?? null;
    const family =
      own ??
      (previous && previous.dir === dir && has(previous.family, unit.cp)
        ? previous.family
        : next && has(next, unit.cp)
          ? next
          : 'latin');
    if (previous && previous.dir === dir && previous.family === family) previous.end = unit.index + unit.length;
    else runs.push({ start: unit.index, end: unit.index + unit.length, dir, family });
  });
  return runs;
}

/**
 * The runs in the order they are drawn, left to right (rule L2 with two levels): a stretch against
 * the paragraph's direction is turned around as a whole, and a right-to-left line is turned around
 * entirely, so a number or a Hindi word inside Urdu keeps its own left-to-right order.
 */
export function visualRuns(runs: TextRun[], paragraph: Direction): TextRun[] {
  const against = paragraph === 'rtl' ? 'ltr' : 'rtl';
  const out: TextRun[] = [];
  let stretch: TextRun[] = [];
  for (const run of runs) {
    if (run.dir === against) stretch.push(run);
    else {
      out.push(...stretch.reverse(), run);
      stretch = [];
    }
  }
  out.push(...stretch.reverse());
  return paragraph === 'rtl' ? out.reverse() : out;
}

/**
 * The question bank's text (packages/contracts assessments-questions): Markdown-ish text with TeX
 * between $...$ (inline) or $$...$$ (display). Parsed into blocks and spans here, rendered by
 * rich-text.component.tsx; a pure function so the teacher's editor preview and the learner's
 * screen read text the same way.
 */
export type Span =
  | { kind: 'text'; text: string; bold?: boolean; italic?: boolean; code?: boolean }
  | { kind: 'math'; tex: string; display: boolean }
  /** ![alt](media key): a figure of the question, placed in the text. */
  | { kind: 'image'; key: string; alt: string };

export type Block = { kind: 'paragraph'; spans: Span[] } | { kind: 'list'; ordered: boolean; items: Span[][] };

/** Splits a line's text into math and plain parts; "\$" is a dollar sign, not math. */
export function splitMath(text: string): Span[] {
  const spans: Span[] = [];
  let plain = '';
  let i = 0;
  const pushPlain = () => {
    if (plain) spans.push(...splitImages(plain));
    plain = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    if (ch === '$') {
      const display = text[i + 1] === '$';
      const open = display ? 2 : 1;
      const close = findClosing(text, i + open, display);
      if (close > i + open) {
        pushPlain();
        spans.push({ kind: 'math', tex: text.slice(i + open, close).trim(), display });
        i = close + open;
        continue;
      }
    }
    plain += ch;
    i += 1;
  }
  pushPlain();
  return spans;
}

function findClosing(text: string, from: number, display: boolean): number {
  for (let j = from; j < text.length; j += 1) {
    if (text[j] === '\\') {
      j += 1;
      continue;
    }
    if (text[j] !== '$') continue;
    if (!display) return j;
    if (text[j + 1] === '$') return j;
  }
  return -1;
}

const IMAGE = /!\[([^\]]{0,200})\]\(([^)\s]{1,500})\)/g;

/** Figures written as ![alt](key) between the words. */
export function splitImages(text: string): Span[] {
  const spans: Span[] = [];
  let last = 0;
  for (const match of text.matchAll(IMAGE)) {
    if (match.index > last) spans.push(...splitEmphasis(text.slice(last, match.index)));
    spans.push({ kind: 'image', alt: match[1] ?? '', key: match[2] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push(...splitEmphasis(text.slice(last)));
  return spans;
}

/** Keys of the figures the text places itself (the rest are shown after it). */
export function imageKeysIn(source: string): Set<string> {
  return new Set([...source.matchAll(IMAGE)].map((match) => match[2] ?? ''));
}

/** **bold**, *italic* or _italic_, `code`: one level, no nesting (questions need little more). */
export function splitEmphasis(text: string): Span[] {
  const spans: Span[] = [];
  const pattern = /(\*\*[^*]+\*\*|`[^`]+`|\*[^*\s][^*]*\*|\b_[^_]+_\b)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index;
    if (at > last) spans.push({ kind: 'text', text: text.slice(last, at) });
    const token = match[0];
    if (token.startsWith('**')) spans.push({ kind: 'text', text: token.slice(2, -2), bold: true });
    else if (token.startsWith('`')) spans.push({ kind: 'text', text: token.slice(1, -1), code: true });
    else spans.push({ kind: 'text', text: token.slice(1, -1), italic: true });
    last = at + token.length;
  }
  if (last < text.length) spans.push({ kind: 'text', text: text.slice(last) });
  return spans;
}

const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/**
 * Blocks: paragraphs separated by blank lines (a single newline is a line break inside one), and
 * lists of "- " or "1. " lines. Display math ($$...$$) may span lines inside a paragraph.
 */
export function parseRichText(source: string): Block[] {
  const blocks: Block[] = [];
  const chunks = source.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const bullet = lines.every((line) => BULLET.test(line));
    const numbered = lines.every((line) => NUMBERED.test(line));
    if (bullet || numbered) {
      const marker = bullet ? BULLET : NUMBERED;
      blocks.push({ kind: 'list', ordered: numbered, items: lines.map((line) => splitMath(line.replace(marker, ''))) });
      continue;
    }
    blocks.push({ kind: 'paragraph', spans: splitMath(lines.join('\n')) });
  }
  return blocks;
}

import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import { Marked } from 'marked';
import { escapeHtml } from '../../../platform/documents/html-escape.js';

// The product's text (Markdown with TeX between $...$ or $$...$$, blanks as runs of underscores) as
// the HTML other systems read. TeX and blanks are set aside before Markdown sees them (Markdown would
// eat a TeX backslash or read `x_1_` as emphasis) and put back as each format writes them. Markdown's
// HTML is then copied, element by allowed element, into the document being written: raw HTML in a
// question's text is shown as text, never passed on as markup.

/** A run of underscores marks a blank of a fill-in-the-blank question. */
export const BLANK = /_{3,}/g;
/** How a blank is written back into the product's text. */
export const BLANK_TEXT = '______';

type Piece = { kind: 'math'; tex: string; display: boolean } | { kind: 'blank'; index: number };

const OPEN = '\uE000';
const CLOSE = '\uE001';
const TOKEN = /\uE000(\d+)\uE001/g;

/** What a format does with a figure's name and a blank (QTI: an interaction; Moodle cloze: a sub-question). */
export interface HtmlTarget {
  doc: Document;
  /** The namespace elements are made in (QTI's), or null for plain HTML. */
  ns: string | null;
  /** The src a draft figure is written with; null leaves the figure out. */
  image(name: string): string | null;
  /** The blank number `index` (from 0) as the format writes it. */
  blank?(index: number): Node;
}

const markdown = new Marked({ async: false, gfm: true });
markdown.use({ renderer: { html: ({ text }) => escapeHtml(text) } });

/** Finds the end of TeX opened at `from` ($ or $$); -1 when it is not closed. */
function closing(text: string, from: number, display: boolean): number {
  for (let j = from; j < text.length; j += 1) {
    if (text[j] === '\\') {
      j += 1;
      continue;
    }
    if (text[j] === '$' && (!display || text[j + 1] === '$')) return j;
  }
  return -1;
}

/** The text with TeX and blanks replaced by tokens Markdown leaves alone. */
function setAside(text: string): { text: string; pieces: Piece[] } {
  const pieces: Piece[] = [];
  const token = (piece: Piece) => `${OPEN}${pieces.push(piece) - 1}${CLOSE}`;
  let out = '';
  let blanks = 0;
  let plain = '';
  const flush = () => {
    out += plain.replace(BLANK, () => token({ kind: 'blank', index: blanks++ }));
    plain = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '\\' && text[i + 1] === '$') {
      plain += '\\$';
      i += 1;
      continue;
    }
    if (text[i] === '$') {
      const display = text[i + 1] === '$';
      const open = display ? 2 : 1;
      const end = closing(text, i + open, display);
      if (end > i + open) {
        flush();
        out += token({ kind: 'math', tex: text.slice(i + open, end).trim(), display });
        i = end + open - 1;
        continue;
      }
    }
    plain += text[i];
  }
  flush();
  return { text: out, pieces };
}

const BLOCKS = new Set(['p', 'ul', 'ol', 'li', 'blockquote', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr']);
const INLINE = new Set(['strong', 'em', 'code', 'br', 'del', 'sub', 'sup']);

function copyText(target: HtmlTarget, parent: Element, text: string, pieces: readonly Piece[]): void {
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) parent.appendChild(target.doc.createTextNode(text.slice(last, match.index)));
    last = match.index + match[0].length;
    const piece = pieces[Number(match[1])]!;
    if (piece.kind === 'math') {
      // Moodle's filters and QTI players with MathJax read TeX in these delimiters.
      const tex = piece.display ? `$$${piece.tex}$$` : `\\(${piece.tex}\\)`;
      parent.appendChild(target.doc.createTextNode(tex));
    } else {
      parent.appendChild(target.blank ? target.blank(piece.index) : target.doc.createTextNode(BLANK_TEXT));
    }
  }
  if (last < text.length) parent.appendChild(target.doc.createTextNode(text.slice(last)));
}

function copyChildren(target: HtmlTarget, from: Node, to: Element, pieces: readonly Piece[]): void {
  for (let child = from.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.TEXT_NODE) {
      copyText(target, to, child.nodeValue ?? '', pieces);
      continue;
    }
    if (child.nodeType !== child.ELEMENT_NODE) continue;
    const el = child as Element;
    const tag = el.localName ?? '';
    if (tag === 'img') {
      const src = el.getAttribute('src') ?? '';
      const name = src.startsWith('draft:') ? decodeURIComponent(src.slice('draft:'.length)) : null;
      const written = name === null ? null : target.image(name);
      if (written === null) continue;
      const img = target.doc.createElementNS(target.ns, 'img');
      img.setAttribute('src', written);
      img.setAttribute('alt', el.getAttribute('alt') ?? '');
      to.appendChild(img);
      continue;
    }
    if (BLOCKS.has(tag) || INLINE.has(tag)) {
      const copy = target.doc.createElementNS(target.ns, tag);
      copyChildren(target, el, copy, pieces);
      to.appendChild(copy);
      continue;
    }
    // Links and anything else Markdown made: their words only.
    copyChildren(target, el, to, pieces);
  }
}

/** Appends the product's text to `parent` as HTML elements of the target document. */
export function appendMarkdown(target: HtmlTarget, parent: Element, text: string): void {
  const { text: plain, pieces } = setAside(text);
  const html = markdown.parse(plain) as string;
  const parsed = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = parsed.getElementsByTagName('div')[0];
  if (root) copyChildren(target, root, parent, pieces);
}

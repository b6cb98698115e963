import type { Element, Node } from '@xmldom/xmldom';
import type { FitNote } from './question-draft.js';

// Another system's HTML (a QTI item's XHTML) as the product's text: Markdown with TeX between $...$
// or $$...$$. Only words, emphasis, lists, line breaks, figures and TeX cross; script, style, frames,
// objects and forms are dropped with a note, and every other element gives its words only. Nothing is
// fetched: a figure is kept only when the package itself holds it.
//
// Why not file-text.ts (sanitize-html + turndown), which turns the HTML of Moodle XML and GIFT into
// the same Markdown: a QTI item's text is not a string of HTML but part of the parsed item, with the
// item's own elements inside it. A text-entry interaction stands in the sentence and must become the
// blank at that very place, other interactions give their prompt, MathML gives the TeX of its
// annotation, and a figure is a path inside the package checked against the package's files. Turned
// into a string for sanitize-html, those elements would be dropped before anyone could place them.

export interface MarkdownSource {
  /** The draft name of a figure the package holds at `src`, or null (outside the package: left out). */
  image(src: string): string | null;
  /** An interaction inside the text as the product writes it (a blank), or undefined to read it as text. */
  interaction?(el: Element): string | undefined;
  notes: FitNote[];
}

const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'link', 'meta']);
const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table', 'tr', 'hr']);
const MATHML = 'math';

function note(source: MarkdownSource, reason: string, params?: FitNote['params']): void {
  if (!source.notes.some((n) => n.reason === reason && JSON.stringify(n.params) === JSON.stringify(params)))
    source.notes.push(params ? { reason, params } : { reason });
}

/** TeX written as \( \) or \[ \] becomes the product's $ and $$; whitespace is what HTML shows. */
function textOf(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/\\\((.+?)\\\)/g, (_, tex: string) => `$${tex.trim()}$`)
    .replace(/\\\[(.+?)\\\]/g, (_, tex: string) => `$$${tex.trim()}$$`);
}

/** MathML carries its TeX as an annotation when the author's tool kept one; else its words. */
function mathOf(el: Element, source: MarkdownSource): string {
  const annotations = el.getElementsByTagNameNS('*', 'annotation');
  for (let i = 0; i < annotations.length; i += 1) {
    const a = annotations[i]!;
    if (/tex/i.test(a.getAttribute('encoding') ?? '')) return `$${(a.textContent ?? '').trim()}$`;
  }
  note(source, 'questionExchange.mathAsText');
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function inline(el: Element, source: MarkdownSource): string {
  const tag = el.localName ?? '';
  const inner = () => childrenOf(el, source);
  switch (tag) {
    case 'strong':
    case 'b':
      return wrap('**', inner());
    case 'em':
    case 'i':
      return wrap('*', inner());
    case 'code':
      return wrap('`', el.textContent ?? '');
    case 'br':
      return '\n';
    case 'img': {
      const name = source.image(el.getAttribute('src') ?? '');
      if (name === null) {
        note(source, 'questionExchange.imageOutside');
        return '';
      }
      return `![${(el.getAttribute('alt') ?? '').replace(/[[\]]/g, '')}](draft:${name})`;
    }
    default:
      return inner();
  }
}

/** Emphasis keeps its spaces outside the markers, as Markdown needs. */
function wrap(marker: string, text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  const lead = text.startsWith(' ') ? ' ' : '';
  const tail = text.endsWith(' ') ? ' ' : '';
  return `${lead}${marker}${trimmed}${marker}${tail}`;
}

function list(el: Element, source: MarkdownSource): string {
  const ordered = el.localName === 'ol';
  const items: string[] = [];
  for (let child = el.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== child.ELEMENT_NODE || (child as Element).localName !== 'li') continue;
    const text = childrenOf(child as Element, source)
      .trim()
      .replace(/\n+/g, ' ');
    items.push(`${ordered ? `${items.length + 1}.` : '-'} ${text}`);
  }
  return `\n\n${items.join('\n')}\n\n`;
}

function childrenOf(parent: Node, source: MarkdownSource): string {
  let out = '';
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
      out += textOf(child.nodeValue ?? '');
      continue;
    }
    if (child.nodeType !== child.ELEMENT_NODE) continue;
    const el = child as Element;
    const tag = el.localName ?? '';
    const asked = source.interaction?.(el);
    if (asked !== undefined) out += asked;
    else if (DROPPED.has(tag)) note(source, 'questionExchange.removedElement', { element: tag });
    else if (tag === MATHML) out += mathOf(el, source);
    else if (tag === 'ul' || tag === 'ol') out += list(el, source);
    else if (BLOCKS.has(tag) || tag.startsWith('qti-')) out += `\n\n${childrenOf(el, source)}\n\n`;
    else out += inline(el, source);
  }
  return out;
}

/** The element's content as the product's text: paragraphs apart by one blank line, no stray spaces. */
export function markdownOf(parent: Node, source: MarkdownSource): string {
  return childrenOf(parent, source)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

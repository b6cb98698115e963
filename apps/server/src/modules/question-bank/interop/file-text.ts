import sanitizeHtml from 'sanitize-html';
import TurndownService from 'turndown';
import type { DraftImage, FitNote } from './question-draft.js';

// Other systems write question text as HTML (Moodle, GIFT's [html]) or their own plain text. The
// product keeps Markdown with TeX between $...$ or $$...$$ (assessments-questions.ts), so a file's
// text is sanitised to a short list of tags first (no script, no event attributes, no styles), then
// written as Markdown. Images are kept only when the file carries their bytes; a link to another
// server is dropped, since showing it would fetch from a place nobody checked.
//
// Why not html-markdown.ts, which turns a QTI item's XHTML into the same Markdown: that one walks a
// parsed QTI item, where interactions sit inside the text and become blanks in place, MathML carries
// TeX and a figure is a file of the package. Here the text is a string of some other system's HTML
// (or plain text) with its figures inline as data: or Moodle's @@PLUGINFILE@@, so it is sanitised
// as a string first and nothing in it is placed or resolved.

/** How the file says its text is written. */
export type TextFormat = 'html' | 'plain' | 'markdown';

export interface ConvertedText {
  text: string;
  notes: FitNote[];
  /** Figures the text carried inline as data: URLs, now named for `![](draft:<name>)`. */
  images: DraftImage[];
}

const KEPT_TAGS = ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li', 'code', 'pre', 'img', 'span'];
const IMAGE_TYPES: readonly DraftImage['mime'][] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MATH = /\$\$([\s\S]+?)\$\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;
const TOKEN = /ESCMATHTOKEN(\d+)X/g;

// Emphasis as the bank's editor and the Moodle XML writer write it (*word*), so a round trip keeps the text.
const turndown = new TurndownService({
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
  headingStyle: 'atx',
  emDelimiter: '*',
});
// The product's text reads no Markdown escapes but `\$`, so turndown's backslashes would show as typed.
turndown.escape = (text: string) => text;
// List items as the bank writes them ('- item', '1. item'), not turndown's padded '-   item'.
turndown.addRule('listItem', {
  filter: 'li',
  replacement(content, node) {
    const list = node.parentNode as { nodeName: string; children: ArrayLike<unknown> } | null;
    const prefix = list?.nodeName === 'OL' ? `${Array.prototype.indexOf.call(list.children, node) + 1}. ` : '- ';
    const body = content
      .replace(/^\n+/, '')
      .replace(/\n+$/, '\n')
      .replace(/\n(?!$)/g, `\n${' '.repeat(prefix.length)}`);
    return prefix + body + (node.nextSibling && !body.endsWith('\n') ? '\n' : '');
  },
});

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The characters of HTML entities, for TeX taken out of HTML (`a &lt; b` is `a < b`). */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d{1,7});/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+|#39);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);
}

/** TeX out of the text, each replaced by a token Markdown leaves alone; the product's delimiters kept aside. */
function takeMath(source: string): { rest: string; math: string[] } {
  const math: string[] = [];
  const rest = source.replace(MATH, (_m, display?: string, inline?: string, bracket?: string) => {
    const tex = decodeEntities((display ?? inline ?? bracket ?? '').trim());
    math.push(inline !== undefined ? `$${tex}$` : `$$${tex}$$`);
    return `ESCMATHTOKEN${math.length - 1}X`;
  });
  return { rest, math };
}

function dataImage(src: string, images: DraftImage[], notes: FitNote[]): string | null {
  const match = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(src);
  const mime = match?.[1]?.toLowerCase() as DraftImage['mime'] | undefined;
  if (!match || !mime || !IMAGE_TYPES.includes(mime)) {
    notes.push({ reason: 'questionImport.note.imageUnsupported' });
    return null;
  }
  const name = `inline-${images.length + 1}.${mime.slice('image/'.length)}`;
  images.push({ name, mime, bytes: new Uint8Array(Buffer.from(match[2]!, 'base64')) });
  return `draft:${name}`;
}

/** Where an image of the file points, for the product: a figure the file holds, or nothing. */
function imageSource(src: string, images: DraftImage[], notes: FitNote[]): string | null {
  if (src.startsWith('@@PLUGINFILE@@/')) {
    return `draft:${decodeURIComponent(src.slice('@@PLUGINFILE@@/'.length)).replace(/[^A-Za-z0-9._-]/g, '_')}`;
  }
  if (src.startsWith('data:')) return dataImage(src, images, notes);
  notes.push({ reason: 'questionImport.note.externalImageDropped' });
  return null;
}

function cleanHtml(html: string, images: DraftImage[], notes: FitNote[]): string {
  return sanitizeHtml(html, {
    allowedTags: KEPT_TAGS,
    allowedAttributes: { img: ['src', 'alt'] },
    allowedSchemes: ['draft'],
    allowedSchemesAppliedToAttributes: ['src'],
    transformTags: {
      img: (tagName, attribs): sanitizeHtml.Tag => {
        const src = imageSource(attribs.src ?? '', images, notes);
        return src
          ? { tagName, attribs: { src, alt: attribs.alt ?? '' } }
          : { tagName: 'span', attribs: {} as sanitizeHtml.Attributes };
      },
    },
  });
}

/**
 * Words alone, or one plain paragraph of them (no tag inside, no entity, single spaces, none at the
 * edges), as most answers and many questions are: sanitising them keeps them, and Markdown (which
 * escapes nothing here) writes the words as they are, so they are not parsed as a document at all
 * (a bank of 1,000 questions has thousands of such texts).
 */
const PLAIN_WORDS = /^(?:[^\s<>&]+(?: [^\s<>&]+)*)?$/;
const PARAGRAPH = /^<p>([^\s<>&]+(?: [^\s<>&]+)*)<\/p>$/;

function bareWords(html: string): string | null {
  if (PLAIN_WORDS.test(html)) return html;
  return PARAGRAPH.exec(html)?.[1] ?? null;
}

/** The file's text as the product writes it: Markdown with TeX, nothing that runs. */
export function convertText(source: string, format: TextFormat): ConvertedText {
  const notes: FitNote[] = [];
  const images: DraftImage[] = [];
  const { rest, math } = takeMath(source);
  let markdown: string;
  const bare = format === 'html' ? bareWords(rest) : PLAIN_WORDS.test(rest) ? rest : null;
  if (bare !== null) {
    markdown = bare;
  } else if (format === 'html') {
    markdown = turndown.turndown(cleanHtml(rest, images, notes));
  } else {
    // Plain text and Markdown keep their words; tags written in them are taken out, never run.
    const stripped = sanitizeHtml(rest, { allowedTags: [], allowedAttributes: {} });
    markdown = decodeEntities(stripped);
  }
  const withMath = markdown
    .replace(/\$/g, '\\$')
    .replace(TOKEN, (_m, index: string) => math[Number(index)] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text: withMath, notes, images };
}

/** Several notes as one list, without repeating the same reason. */
export function uniqueNotes(notes: readonly FitNote[]): FitNote[] {
  const seen = new Set<string>();
  return notes.filter((note) => {
    const key = `${note.reason}:${JSON.stringify(note.params ?? {})}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Small helpers the bank's files share, so that a question reads as its content: options lettered
 * a, b, c... in the order written, a match's left column numbered i, ii, iii..., and a figure's SVG
 * frame (namespace, viewBox, role and title) written once.
 */

import { defaultTopics } from '../demo-catalogue-data.js';

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi'];

/** Options with ids 'a', 'b', 'c'... in the order given. */
export function options(...texts: string[]): { id: string; text: string }[] {
  return texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text }));
}

/** The left column of a match question, with ids 'i', 'ii', 'iii'... in the order given. */
export function left(...texts: string[]): { id: string; text: string }[] {
  if (texts.length > ROMAN.length) throw new Error('a match has at most six rows');
  return texts.map((text, i) => ({ id: ROMAN[i]!, text }));
}

/**
 * A self-contained SVG figure: its size as a viewBox, a <title> for screen readers (role="img"),
 * one sans-serif font of 14 units unless an element sets its own, and the drawing itself.
 */
export function figure(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"` +
    ` role="img" font-family="sans-serif" font-size="14">` +
    `<title>${title}</title>${body}</svg>`
  );
}

/**
 * A topic of a chapter the catalogue lists without topics (defaultTopics): 0 the introduction,
 * 1 the key ideas, 2 the applications and review. Named through the catalogue so the two agree.
 */
export function defaultTopic(chapter: string, which: 0 | 1 | 2): string {
  return defaultTopics(chapter)[which]!;
}

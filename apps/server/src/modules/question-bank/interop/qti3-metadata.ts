import type { Element } from '@xmldom/xmldom';
import { LANGUAGE_LIST } from '@esc/contracts/languages';
import type { DraftLanguageText, QuestionDraft } from './question-draft.js';
import { child, descendantsNamed } from './xml-build.js';

// What a QTI 3.0 item cannot say of itself but its package's manifest can: each resource's
// <metadata> may hold IEEE LOM (the QTI 3.0 content packaging binds LOM for this; 1EdTech's own
// examples use it), and the product writes the LOM fields that fit: general/keyword per tag (its
// words), general/language (the item's own language), educational/difficulty in LOM's vocabulary
// (LOMv1.0: easy, medium, difficult; very easy and very difficult read as the nearest). A question's
// text in another language is another item file of the same resource, its root's xml:lang naming it.

export const LOM_NS = 'http://ltsc.ieee.org/xsd/LOM';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';

const LOM_DIFFICULTY: Record<number, string> = { 1: 'easy', 2: 'medium', 3: 'difficult' };
const DIFFICULTY_IN: Record<string, number> = { 'very easy': 1, easy: 1, medium: 2, difficult: 3, 'very difficult': 3 };

/** The language code (xml:lang) of a product language_id. */
export const languageCode = (languageId: number | undefined): string =>
  LANGUAGE_LIST.find((l) => l.id === (languageId ?? 1))?.code ?? 'en';

/** The product's language_id of an xml:lang value (`hi-IN` is Hindi), or null when the product lacks it. */
export const languageIdOf = (code: string): number | null =>
  LANGUAGE_LIST.find((l) => l.code === code.toLowerCase().split(/[_-]/)[0])?.id ?? null;

/** Sets an item's (or stimulus's) language on its root. */
export const setLanguage = (root: Element, languageId: number | undefined) =>
  root.setAttributeNS(XML_NS, 'xml:lang', languageCode(languageId));

/** The language an item's root names, as its xml:lang gives it ('' when it names none). */
export const languageOfRoot = (root: Element): string =>
  root.getAttributeNS(XML_NS, 'lang') ?? root.getAttribute('xml:lang') ?? '';

/** The draft in one of its other languages: the same question, that language's words. */
export const inLanguageOf = (d: QuestionDraft, t: DraftLanguageText): QuestionDraft => {
  const { texts: _others, ...rest } = d;
  return {
    ...rest,
    language_id: t.language_id,
    stem: t.stem,
    options: t.options,
    match_left: t.match_left,
    explanation: t.explanation,
  };
};

/** A resource's LOM: the draft's tags, language and difficulty. */
export function writeLom(resource: Element, d: QuestionDraft): void {
  const doc = resource.ownerDocument!;
  const metadata = child(resource, 'metadata');
  const lom = doc.createElementNS(LOM_NS, 'lom');
  metadata.appendChild(lom);
  const general = child(lom, 'general');
  child(general, 'language', {}, languageCode(d.language_id));
  for (const tag of d.tags ?? []) child(child(general, 'keyword'), 'string', {}, tag);
  const difficulty = d.difficulty === undefined ? undefined : LOM_DIFFICULTY[d.difficulty];
  if (difficulty) {
    const el = child(child(lom, 'educational'), 'difficulty');
    child(el, 'source', {}, 'LOMv1.0');
    child(el, 'value', {}, difficulty);
  }
}

const textOf = (el: Element | undefined) => (el?.textContent ?? '').trim();

/** What a resource's LOM says of its question: difficulty, tags and language, each when given. */
export function readLom(resource: Element): Pick<QuestionDraft, 'difficulty' | 'tags'> & { language?: string } {
  const lom = descendantsNamed(resource, 'lom')[0];
  if (!lom) return {};
  const general = descendantsNamed(lom, 'general')[0];
  const tags = general
    ? [
        ...new Set(
          descendantsNamed(general, 'keyword')
            .map((k) => textOf(descendantsNamed(k, 'string')[0]).slice(0, 200))
            .filter((t) => t !== ''),
        ),
      ].slice(0, 20)
    : [];
  const language = general ? textOf(descendantsNamed(general, 'language')[0]) : '';
  const given = descendantsNamed(lom, 'difficulty')[0];
  const value = given ? textOf(descendantsNamed(given, 'value')[0]).toLowerCase() : '';
  const difficulty =
    DIFFICULTY_IN[value] ?? (value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined);
  return {
    ...(difficulty !== undefined ? { difficulty } : {}),
    ...(tags.length ? { tags } : {}),
    ...(language ? { language } : {}),
  };
}

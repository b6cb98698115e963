import path from 'node:path/posix';
import { unzipSync } from 'fflate';
import type { Document, Element } from '@xmldom/xmldom';
import { markdownOf, type MarkdownSource } from './html-markdown.js';
import {
  draftImageMime,
  type DraftImage,
  type DraftLanguageText,
  type DraftOutcome,
  type FitNote,
  type QuestionDraft,
  type QuestionFileReader,
} from './question-draft.js';
import { readQtiItem } from './qti3-item.reader.js';
import { languageIdOf, languageOfRoot, readLom } from './qti3-metadata.js';
import { ITEM_RESOURCE, STIMULUS_RESOURCE } from './qti3-ids.js';
import { childrenNamed, descendantsNamed, parseXml } from './xml-build.js';

// A QTI 3.0 content package read as drafts: the manifest's item resources in its order, each item's
// figures taken from the package only (a src outside it, or on another server, is left out and
// said), an SVG carrying script refused. Items sharing a stimulus (a passage) become one comprehension.
// The zip is bounded before anything is inflated: entry count, each file's and the total declared size.
// The manifest's LOM gives a question's tags and difficulty; a resource's other item files whose
// roots name another language (xml:lang) are the question in that language (qti3-metadata.ts).

export const QTI_LIMITS = { entries: 5_000, fileBytes: 20 * 1024 * 1024, totalBytes: 200 * 1024 * 1024 } as const;

const refused = (title: string, reason: string, params?: FitNote['params']): DraftOutcome => ({
  kind: 'refused',
  title,
  notes: [params ? { reason: `questionExchange.${reason}`, params } : { reason: `questionExchange.${reason}` }],
});

export function unzip(file: Uint8Array): Record<string, Uint8Array> | string {
  let count = 0;
  let total = 0;
  let tooBig = false;
  try {
    const files = unzipSync(file, {
      filter: (entry) => {
        count += 1;
        total += entry.originalSize;
        if (count > QTI_LIMITS.entries || entry.originalSize > QTI_LIMITS.fileBytes || total > QTI_LIMITS.totalBytes)
          tooBig = true;
        return !tooBig && !entry.name.endsWith('/');
      },
    });
    return tooBig ? 'packageTooLarge' : files;
  } catch {
    return 'notAPackage';
  }
}

/** An SVG is a figure only when it carries no script, event handler or script link. */
function safeSvg(bytes: Uint8Array): boolean {
  try {
    const doc = parseXml(bytes);
    const all = Array.from(doc.getElementsByTagNameNS('*', '*'));
    return all.every(
      (el) =>
        !['script', 'foreignObject'].includes(el.localName ?? '') &&
        Array.from(el.attributes).every(
          (a) => !/^on/i.test(a.localName ?? '') && !/^\s*(javascript|data):/i.test(a.value ?? ''),
        ),
    );
  } catch {
    return false;
  }
}

export interface Ctx {
  files: Record<string, Uint8Array>;
}

/** The figures of one file (an item or a stimulus), resolved inside the package from the file's folder. */
function imageSource(ctx: Ctx, href: string, images: DraftImage[], notes: FitNote[]): MarkdownSource {
  return {
    notes,
    image(src) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('/')) return null;
      const at = path.normalize(path.join(path.dirname(href), decodeURIComponent(src.split(/[?#]/)[0]!)));
      const bytes = at.startsWith('..') ? undefined : ctx.files[at];
      const mime = draftImageMime(at);
      if (!bytes || !mime) return null;
      if (mime === 'image/svg+xml' && !safeSvg(bytes)) {
        notes.push({ reason: 'questionExchange.svgScript' });
        return null;
      }
      const existing = images.find((i) => i.bytes === bytes);
      if (existing) return existing.name;
      const base = path.basename(at).replace(/[^A-Za-z0-9._-]/g, '_');
      let name = base;
      for (let n = 2; images.some((i) => i.name === name); n += 1) name = `${n}-${base}`;
      images.push({ name, mime, bytes });
      return name;
    },
  };
}

interface Resource {
  id: string;
  type: string;
  href: string;
  /** The resource's other XML files: its question in other languages, when their roots say so. */
  others: string[];
  meta: ReturnType<typeof readLom>;
}

function resourcesOf(manifest: Document): Resource[] {
  return descendantsNamed(manifest, 'resource').map((r) => {
    const href = path.normalize(r.getAttribute('href') ?? '');
    const files = childrenNamed(r, 'file').map((f) => path.normalize(f.getAttribute('href') ?? ''));
    return {
      id: r.getAttribute('identifier') ?? '',
      type: r.getAttribute('type') ?? '',
      href,
      others: [...new Set(files.filter((f) => f !== href && f.toLowerCase().endsWith('.xml')))],
      meta: readLom(r),
    };
  });
}

const rootOf = (ctx: Ctx, href: string): Element | null => {
  try {
    return ctx.files[href] ? parseXml(ctx.files[href]).documentElement : null;
  } catch {
    return null;
  }
};

/** The product language of a question file (its root's xml:lang, else the manifest's), 1 when it names none. */
const languageOfFile = (root: Element, meta: Resource['meta']) => {
  const code = languageOfRoot(root) || meta.language || 'en';
  return { code, id: languageIdOf(code) };
};

/**
 * The resource's question in other languages: each other file whose root is of the same kind and names
 * a language of the product other than the question's. A language the product lacks is left out, said.
 */
function otherLanguages(
  ctx: Ctx,
  r: Resource,
  ownId: number,
  read: (href: string) => QuestionDraft | null,
  notes: FitNote[],
): DraftLanguageText[] {
  const texts: DraftLanguageText[] = [];
  for (const href of r.others) {
    const root = rootOf(ctx, href);
    if (!root || root.localName !== rootOf(ctx, r.href)?.localName) continue;
    const { code, id } = languageOfFile(root, {});
    if (id === null) notes.push({ reason: 'questionImport.note.languageLeftOut', params: { language: code } });
    if (id === null || id === ownId || texts.some((t) => t.language_id === id)) continue;
    const draft = read(href);
    if (!draft) continue;
    const { stem, options, match_left, explanation } = draft;
    texts.push({ language_id: id, stem, options, match_left, explanation });
  }
  return texts;
}

/** The manifest's word on the question and its language, and its texts in other languages. */
function withMetadata(
  ctx: Ctx,
  r: Resource,
  draft: QuestionDraft,
  root: Element,
  images: DraftImage[],
  notes: FitNote[],
) {
  const { id } = languageOfFile(root, r.meta);
  const ownId = id ?? 1;
  const read = (href: string): QuestionDraft | null => {
    if (r.type.startsWith(STIMULUS_RESOURCE)) return passageOf(ctx, href, images, []);
    const { outcome } = readItem(ctx, { ...r, href, others: [] }, images);
    return outcome.kind === 'refused' ? null : outcome.draft;
  };
  const texts = otherLanguages(ctx, r, ownId, read, notes);
  return {
    ...draft,
    ...(ownId !== 1 ? { language_id: ownId } : {}),
    ...(r.meta.difficulty !== undefined ? { difficulty: r.meta.difficulty } : {}),
    ...(r.meta.tags ? { tags: r.meta.tags } : {}),
    ...(texts.length ? { texts } : {}),
  };
}

function readItem(ctx: Ctx, r: Resource, images: DraftImage[] = []): { outcome: DraftOutcome; stimulus?: string } {
  const href = r.href;
  const bytes = ctx.files[href];
  if (!bytes) return { outcome: refused(href, 'missingFile', { file: href }) };
  let root: Element;
  try {
    root = parseXml(bytes).documentElement!;
  } catch {
    return { outcome: refused(href, 'notWellFormed', { file: href }) };
  }
  const notes: FitNote[] = [];
  const result = readQtiItem(root, imageSource(ctx, href, images, notes));
  const title = root.getAttribute('title') ?? href;
  if ('refused' in result) return { outcome: { kind: 'refused', title, notes: result.refused } };
  const draft: QuestionDraft = withMetadata(ctx, r, { ...result.draft, images }, root, images, notes);
  const stimulusRef = childrenNamed(root, 'qti-assessment-stimulus-ref')[0];
  const stimulus = stimulusRef
    ? path.normalize(path.join(path.dirname(href), stimulusRef.getAttribute('href') ?? ''))
    : undefined;
  const outcome: DraftOutcome = notes.length > 0 ? { kind: 'changed', draft, notes } : { kind: 'imported', draft };
  return { outcome, ...(stimulus ? { stimulus } : {}) };
}

/** A passage's text (a qti-assessment-stimulus), as a comprehension without its questions; null when unreadable. */
function passageOf(ctx: Ctx, href: string, images: DraftImage[], notes: FitNote[]): QuestionDraft | null {
  const root = rootOf(ctx, href);
  const body = root && childrenNamed(root, 'qti-stimulus-body')[0];
  if (!root || !body) return null;
  const stem = markdownOf(body, imageSource(ctx, href, images, notes));
  return {
    question_type: 'comprehension',
    title: root.getAttribute('title') ?? href,
    stem,
    marks: 0,
    category: [],
    images,
  };
}

/** A passage (qti-assessment-stimulus) and the items that refer to it, as one comprehension. */
function comprehension(ctx: Ctx, r: Resource, children: DraftOutcome[]): DraftOutcome {
  const images: DraftImage[] = [];
  const notes: FitNote[] = [];
  const passage = passageOf(ctx, r.href, images, notes);
  const root = rootOf(ctx, r.href);
  if (!passage || !root) return refused(root?.getAttribute('title') ?? r.href, 'missingFile', { file: r.href });
  const kept: QuestionDraft[] = [];
  for (const c of children) {
    if (c.kind === 'refused')
      notes.push({ reason: 'questionExchange.passageQuestionLeftOut', params: { title: c.title } });
    else {
      kept.push(c.draft);
      if (c.kind === 'changed') notes.push(...c.notes);
    }
  }
  if (kept.length === 0) return { kind: 'refused', title: passage.title, notes };
  const draft: QuestionDraft = withMetadata(
    ctx,
    r,
    { ...passage, marks: kept.reduce((sum, c) => sum + c.marks, 0), children: kept },
    root,
    images,
    notes,
  );
  return notes.length > 0 ? { kind: 'changed', draft, notes } : { kind: 'imported', draft };
}

/** A QTI 3.0 package (zip) as drafts, in the manifest's order. */
const manifestResources = new WeakMap<Ctx['files'], Resource[]>();

/**
 * The manifest's resource of a package file: a test's item-ref names only the file, and the resource
 * gives its other languages and metadata. Read once per package.
 */
function resourceOfFile(ctx: Ctx, href: string): Resource {
  let all = manifestResources.get(ctx.files);
  if (!all) {
    try {
      all = ctx.files['imsmanifest.xml'] ? resourcesOf(parseXml(ctx.files['imsmanifest.xml'])) : [];
    } catch {
      all = [];
    }
    manifestResources.set(ctx.files, all);
  }
  return all.find((r) => r.href === href) ?? { id: href, type: '', href, others: [], meta: {} };
}

/** An item of the package by its file (a test's item-ref), as the package's reading gives it. */
export const readItemFile = (ctx: Ctx, href: string) => readItem(ctx, resourceOfFile(ctx, href));

/** A passage by its file and the items that refer to it, as one comprehension. */
export const comprehensionOfFile = (ctx: Ctx, href: string, children: DraftOutcome[]) =>
  comprehension(ctx, resourceOfFile(ctx, href), children);

export const readQti3Package: QuestionFileReader = (file) => {
  const files = unzip(file);
  if (typeof files === 'string') return [refused('imsmanifest.xml', files)];
  const ctx: Ctx = { files };
  let manifest: Document;
  try {
    if (!files['imsmanifest.xml']) return [refused('imsmanifest.xml', 'noManifest')];
    manifest = parseXml(files['imsmanifest.xml']);
  } catch {
    return [refused('imsmanifest.xml', 'notWellFormed', { file: 'imsmanifest.xml' })];
  }
  const resources = resourcesOf(manifest);
  const stimuli = new Map(resources.filter((r) => r.type.startsWith(STIMULUS_RESOURCE)).map((r) => [r.href, r]));
  const out: (DraftOutcome | { passage: string })[] = [];
  const passages = new Map<string, DraftOutcome[]>();
  for (const r of resources) {
    if (!r.type.startsWith(ITEM_RESOURCE)) continue;
    const { outcome, stimulus } = readItem(ctx, r);
    if (!stimulus || !stimuli.has(stimulus)) {
      out.push(outcome);
      continue;
    }
    // The comprehension stands where its first question stood.
    if (!passages.has(stimulus)) {
      passages.set(stimulus, []);
      out.push({ passage: stimulus });
    }
    passages.get(stimulus)!.push(outcome);
  }
  return out.map((o) => ('passage' in o ? comprehension(ctx, stimuli.get(o.passage)!, passages.get(o.passage)!) : o));
};

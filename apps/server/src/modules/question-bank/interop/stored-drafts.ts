import pLimit from 'p-limit';
import type { AnswerKeyInput, QuestionOption, QuestionTypeValue } from '@esc/contracts';
import { languageOfId } from '@esc/contracts/languages';
import { DEFAULT_LANGUAGE_ID, type AnswerKey } from '@esc/domain';
import type { Storage } from '../../../platform/storage/storage.js';
import { parseJson } from '../assessment-ports.js';
import { fileNameOf } from '../media-keys.js';
import { keyOf, textOf, type LoadedQuestions, type Weight } from '../question-views.js';
import type { QuestionRow, QuestionTextRow } from '../questions.repository.js';
import { draftImageMime, type DraftText, type QuestionDraft } from './question-draft.js';

// Stored questions as drafts, for a format's writer: every field the bank keeps (the key, marks,
// difficulty, tags by their words, and the text in each of its languages). Figures are read back
// through the storage as bytes and named by their file names; each language's text points at them as
// `draft:<name>`, and a figure a text does not place is placed after its stem (where the product's
// screens show it), so every format carries it in the same place.

export interface StoredDraftsDeps {
  storage: Pick<Storage, 'get'>;
  /** The category path a question is filed under in the file (e.g. its subject, chapter and topic). */
  categoryOf?(row: QuestionRow): string[];
  /** The words of the product's tags by id ("Board Exam: Important"): a file carries tags by them. */
  tagLabels?(ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
}

/** The stored key as the domain keeps it, in the wire's shape a draft carries. */
export function keyInputOf(key: AnswerKey): AnswerKeyInput | undefined {
  switch (key.type) {
    case 'single':
      return { option_ids: [key.optionId] };
    case 'multiple':
      return { option_ids: [...key.optionIds] };
    case 'integer':
      return { value: key.value };
    case 'numeric':
      return { value: key.value, tolerance: key.tolerance };
    case 'fill_blank':
      return { blanks: key.blanks.map((b) => [...b]) };
    case 'true_false':
      return { is_true: key.value };
    case 'match':
      return { pairs: Object.entries(key.pairs).map(([left_id, option_id]) => ({ left_id, option_id })) };
    default:
      return undefined;
  }
}

async function bytesOf(storage: StoredDraftsDeps['storage'], key: string): Promise<Uint8Array> {
  const { body } = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/** A question's name in the file (Moodle lists questions by it): the stem's first words. */
function titleOf(stem: string, id: number): string {
  const words = stem
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/[*_`#>$\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words) return `Q${id}`;
  return words.length <= 60 ? words : `${words.slice(0, 59).trimEnd()}…`;
}

/** A name per key, unique within the question (two uploads may share a file name). */
function namesOf(keys: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const key of keys) {
    const base = fileNameOf(key).replace(/[^A-Za-z0-9._-]/g, '_') || 'figure';
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = base.replace(/(\.[^.]*)?$/, (ext) => `-${n}${ext}`);
    taken.add(name);
    names.set(key, name);
  }
  return names;
}

/** One language's text of a row as a draft's words, its figures pointed at by their names. */
function wordsOf(text: QuestionTextRow, names: ReadonlyMap<string, string>): DraftText {
  const point = (value: string) =>
    value.replace(/\]\(([^)\s]{1,500})\)/g, (whole, key: string) =>
      names.has(key) ? `](draft:${names.get(key)})` : whole,
    );
  const list = (json: string) =>
    parseJson<QuestionOption[]>(json, []).map((o) => ({ ...o, option_text: point(o.option_text) }));
  const options = list(text.options);
  const matchLeft = list(text.match_left);
  const explanation = point(text.explanation ?? '');
  let stem = point(text.stem ?? '');
  const placed = [stem, explanation, ...options.map((o) => o.option_text), ...matchLeft.map((o) => o.option_text)].join(
    '\n',
  );
  // A figure the text does not place is shown after the stem (where the product's screens show it).
  for (const key of parseJson<string[]>(text.image_keys, [])) {
    const name = names.get(key);
    if (name && !placed.includes(`(draft:${name})`)) stem += `\n\n![](draft:${name})`;
  }
  return {
    stem,
    ...(options.length ? { options } : {}),
    ...(matchLeft.length ? { match_left: matchLeft } : {}),
    ...(explanation ? { explanation } : {}),
  };
}

export function createStoredDrafts(deps: StoredDraftsDeps) {
  // A few figures read at a time: an export of thousands of questions must not open thousands of files at once.
  const reading = pLimit(8);
  async function draftOf(
    loaded: LoadedQuestions,
    row: QuestionRow,
    languageId: number,
    labels: ReadonlyMap<number, string>,
    weight?: Weight,
  ): Promise<QuestionDraft> {
    const text = textOf(loaded, row.question_id, languageId);
    const others = (loaded.texts.get(row.question_id) ?? [])
      .filter((t) => t !== text && languageOfId(t.language_id))
      .sort((a, b) => a.language_id - b.language_id);
    // Every language's figures, each named once: a figure two languages share is one file.
    const keys = [...new Set([text, ...others].flatMap((t) => parseJson<string[]>(t?.image_keys, [])))].filter((k) =>
      draftImageMime(k),
    );
    const names = namesOf(keys);
    const words = text ? wordsOf(text, names) : { stem: '' };
    const images = await Promise.all(
      keys.map(async (key) => ({
        name: names.get(key)!,
        mime: draftImageMime(key)!,
        bytes: await reading(() => bytesOf(deps.storage, key)),
      })),
    );
    const children: QuestionDraft[] = await Promise.all(
      (loaded.children.get(row.question_id) ?? []).map((child) => draftOf(loaded, child, languageId, labels)),
    );
    const answer = keyInputOf(keyOf(row));
    const negative = weight?.negative_marks ?? row.negative_marks;
    const tags = (loaded.tags.get(row.question_id) ?? []).flatMap((id) => labels.get(id) ?? []);
    return {
      question_type: row.question_type as QuestionTypeValue,
      ...(text && text.language_id !== DEFAULT_LANGUAGE_ID ? { language_id: text.language_id } : {}),
      title: titleOf(text?.stem ?? '', row.question_id),
      ...words,
      ...(others.length ? { texts: others.map((t) => ({ language_id: t.language_id, ...wordsOf(t, names) })) } : {}),
      ...(answer ? { answer } : {}),
      marks: weight?.marks ?? row.marks,
      ...(negative ? { negative_marks: negative } : {}),
      difficulty: row.difficulty,
      ...(tags.length ? { tags } : {}),
      category: deps.categoryOf?.(row) ?? [],
      images,
      ...(children.length ? { children } : {}),
    } satisfies QuestionDraft;
  }

  /**
   * The questions asked, in the order asked, as drafts whose own text is in one language (else
   * English, else any), carrying the question's other languages' texts beside it.
   */
  async function draftsOf(
    loaded: LoadedQuestions,
    ids: readonly number[],
    languageId: number,
    weights?: ReadonlyMap<number, Weight>,
  ): Promise<QuestionDraft[]> {
    const rows = ids.map((id) => loaded.rows.get(id)).filter((r): r is QuestionRow => !!r);
    const labels = deps.tagLabels ? await deps.tagLabels([...loaded.tags.values()].flat()) : new Map<number, string>();
    return Promise.all(rows.map((row) => draftOf(loaded, row, languageId, labels, weights?.get(row.question_id))));
  }

  return { draftsOf };
}

import { describe, expect, it } from 'vitest';
import { readMoodleXml } from './moodle-xml.reader.js';
import { writeMoodleXml } from './moodle-xml.writer.js';
import type { DraftText, QuestionDraft } from './question-draft.js';
import { SAMPLE_DRAFTS } from './test/sample-drafts.js';

// import(export(x)) through Moodle XML keeps every field the product has: type, stem, options, the
// match's left column, the key (tolerance too), marks, negative marks, the explanation, difficulty,
// tags, the texts in other languages (Moodle's multilang spans) and the figures' bytes. Moodle has no option ids (answers are in order) and no passage holding questions
// (a comprehension is a description and its questions), so options are compared by position and
// the comprehension is left to the reader's own tests. A match's right column has no order of its
// own in Moodle (it follows the sub-questions), so a match compares its pairs by their words.

/** A key with option ids replaced by the options' positions, so two files' ids compare. */
function keyByPosition(d: QuestionDraft): unknown {
  const at = (list: QuestionDraft['options'], id: string) => (list ?? []).findIndex((o) => o.option_id === id);
  const a = d.answer;
  if (!a) return undefined;
  return {
    ...a,
    ...(a.option_ids ? { option_ids: a.option_ids.map((id) => at(d.options, id)).sort() } : {}),
    ...(a.pairs
      ? {
          pairs: a.pairs
            .map((p) => [
              d.match_left?.[at(d.match_left, p.left_id)]?.option_text,
              d.options?.[at(d.options, p.option_id)]?.option_text,
            ])
            .sort(),
        }
      : {}),
  };
}

/** One language's words, options by position (a match's right column by its words). */
function words(d: QuestionDraft, t: DraftText): unknown {
  const texts = (list: QuestionDraft['options']) => list?.map((o) => o.option_text);
  return {
    stem: t.stem.replace(/_{3,}/g, '______'),
    options: d.question_type === 'match' ? texts(t.options)?.sort() : texts(t.options),
    match_left: texts(t.match_left),
    explanation: t.explanation ?? '',
  };
}

function kept(d: QuestionDraft): unknown {
  return {
    question_type: d.question_type,
    language_id: d.language_id ?? 1,
    ...(words(d, d) as object),
    texts: (d.texts ?? []).map((t) => ({ language_id: t.language_id, ...(words(d, t) as object) })),
    answer: keyByPosition(d),
    marks: d.marks,
    negative_marks: d.negative_marks ?? 0,
    difficulty: d.difficulty,
    tags: d.tags ?? [],
    images: d.images.map((i) => Buffer.from(i.bytes).toString('hex')).sort(),
  };
}

describe('Moodle XML round trip', () => {
  it('reads back every question type Moodle holds as it was written', async () => {
    const drafts = SAMPLE_DRAFTS.filter((d) => d.question_type !== 'comprehension');
    const outcomes = await readMoodleXml(await writeMoodleXml(drafts));
    const read = outcomes.map((o) => (o.kind === 'refused' ? o : o.draft));
    expect(read).toHaveLength(drafts.length);
    for (const [i, draft] of read.entries()) {
      expect('question_type' in draft ? kept(draft) : draft, drafts[i]!.title).toEqual(kept(drafts[i]!));
    }
  });
});

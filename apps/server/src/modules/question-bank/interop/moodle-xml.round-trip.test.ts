import { describe, expect, it } from 'vitest';
import { readMoodleXml } from './moodle-xml.reader.js';
import { writeMoodleXml } from './moodle-xml.writer.js';
import type { QuestionDraft } from './question-draft.js';
import { SAMPLE_DRAFTS } from './test/sample-drafts.js';

// import(export(x)) through Moodle XML keeps every field the product has: type, stem, options, the
// match's left column, the key (tolerance too), marks, negative marks, the explanation and the
// figures' bytes. Moodle has no option ids (answers are in order) and no passage holding questions
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

function kept(d: QuestionDraft): unknown {
  const texts = (list: QuestionDraft['options']) => list?.map((o) => o.option_text);
  return {
    question_type: d.question_type,
    stem: d.stem.replace(/_{3,}/g, '______'),
    options: d.question_type === 'match' ? texts(d.options)?.sort() : texts(d.options),
    match_left: texts(d.match_left),
    answer: keyByPosition(d),
    marks: d.marks,
    negative_marks: d.negative_marks ?? 0,
    explanation: d.explanation ?? '',
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

import { describe, expect, it } from 'vitest';
import type { QuestionDraft } from './question-draft.js';
import { readQti3Package } from './qti3.reader.js';
import { writeQti3Package } from './qti3.writer.js';
import { SAMPLE_DRAFTS } from './test/sample-drafts.js';

// import(export(x)) keeps every field the product has: type, stem, options, the match's left column,
// the key (tolerance too), marks, negative marks, the explanation, difficulty, tags, the texts in
// other languages (each language its own item file) and the figures' bytes. A QTI item
// has no category; a comprehension's marks are its questions' marks added up.

/** The fields the product keeps, as the round trip must give them back. */
function kept(d: QuestionDraft): unknown {
  return {
    question_type: d.question_type,
    stem: d.stem,
    options: d.options,
    match_left: d.match_left,
    answer: d.answer,
    marks: d.marks,
    negative_marks: d.negative_marks,
    explanation: d.explanation,
    language_id: d.language_id ?? 1,
    texts: d.texts ?? [],
    difficulty: d.difficulty,
    tags: d.tags ?? [],
    images: d.images.map((i) => ({ name: i.name, mime: i.mime, bytes: Buffer.from(i.bytes).toString('hex') })),
    children: d.children?.map(kept),
  };
}

describe('QTI 3.0 round trip', () => {
  it('reads back every question type as it was written', async () => {
    const outcomes = await readQti3Package(await writeQti3Package(SAMPLE_DRAFTS));
    expect(outcomes.map((o) => o.kind)).toEqual(SAMPLE_DRAFTS.map(() => 'imported'));
    const drafts = outcomes.map((o) => (o.kind === 'refused' ? null : o.draft));
    for (const [i, draft] of drafts.entries()) {
      const written = SAMPLE_DRAFTS[i]!;
      expect(kept(draft!), written.title).toEqual(kept(written));
      expect(draft!.title).toBe(written.title);
    }
  });
});

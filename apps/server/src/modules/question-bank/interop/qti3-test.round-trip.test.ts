import { describe, expect, it } from 'vitest';
import type { QuestionDraft } from './question-draft.js';
import { readQti3Tests } from './qti3-test.reader.js';
import { writeQti3Tests } from './qti3-test.writer.js';
import { SAMPLE_PAPERS } from './test/sample-papers.js';

// A paper out as a QTI 3.0 test and read back keeps its shape: the papers' names, their sections in
// order with names and instructions, each question's place in the paper, its marks and negative marks,
// and every field the product keeps of the question.

function kept(d: QuestionDraft): unknown {
  return {
    question_type: d.question_type,
    title: d.title,
    stem: d.stem,
    options: d.options,
    match_left: d.match_left,
    answer: d.answer,
    marks: d.marks,
    negative_marks: d.negative_marks,
    explanation: d.explanation,
    images: d.images.map((i) => ({ name: i.name, mime: i.mime, bytes: Buffer.from(i.bytes).toString('hex') })),
    children: d.children?.map(kept),
  };
}

describe('QTI 3.0 test round trip', () => {
  const read = readQti3Tests(writeQti3Tests(SAMPLE_PAPERS));
  const tests = 'tests' in read ? read.tests : [];

  it('gives back both papers with their sections, in order, named and with their instructions', () => {
    expect(read).not.toHaveProperty('refused');
    expect(tests.map((t) => t.name)).toEqual(['Unit test 1: numbers & reading', 'Quick quiz']);
    expect(tests.map((t) => t.sections.map((s) => [s.name, s.instructions]))).toEqual([
      [
        ['Numbers', 'Answer every question.\nA wrong choice loses marks.'],
        ['Reading', ''],
      ],
      [['All', 'Ten minutes.']],
    ]);
  });

  it('gives back each question in its place with the paper’s marks and negative marks', () => {
    const places = tests[0]!.sections.map((s) =>
      s.questions.map((q) => [
        q.order,
        q.marks,
        q.negative_marks,
        q.outcome.kind === 'refused' ? null : q.outcome.draft.title,
      ]),
    );
    expect(places).toEqual([
      [
        [1, 4, 1, 'Roots'],
        [2, 3, 0.75, 'Primes'],
        [3, 6, 2, 'Pi'],
      ],
      [
        // A passage's marks are its questions' marks; it loses none itself.
        [4, 3, 0, 'Passage'],
        [5, 10, 0, 'Essay'],
      ],
    ]);
    expect(tests[1]!.sections[0]!.questions.map((q) => [q.order, q.marks, q.negative_marks])).toEqual([[1, 2, 0]]);
  });

  it('gives back every field of every question as it was written', () => {
    for (const [p, paper] of SAMPLE_PAPERS.entries()) {
      for (const [s, section] of paper.sections.entries()) {
        const back = tests[p]!.sections[s]!.questions;
        expect(back.map((q) => q.outcome.kind)).toEqual(section.questions.map(() => 'imported'));
        for (const [i, written] of section.questions.entries()) {
          const outcome = back[i]!.outcome;
          expect(outcome.kind === 'refused' ? null : kept(outcome.draft), written.title).toEqual(kept(written));
        }
      }
    }
  });
});

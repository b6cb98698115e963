import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentApi,
  makeAssessmentWorld,
  QUESTION,
  signInAssessment,
  type AssessmentWorld,
  type AssessWho,
} from '../../../test/assessment-factories.js';
import { interopFixturePath, readInteropFixture } from '../../../test/interop-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// The GIFT grammar's authors publish, beside each question file, the parse they expect. Each file is
// imported through the real calls (preview, then apply) and what the bank STORED, read back through
// its own read, is held against their parse: the type, the stem, the options and which are right,
// the accepted answers, the numeric value and range, the pairs of a match, the general feedback (the
// bank's explanation; it keeps no feedback per choice) and the tags. A question the bank cannot hold
// is refused with a reason that names what it is.

interface GiftText {
  format: string;
  text: string;
}
interface Choice {
  isCorrect: boolean;
  weight: number | null;
  text: GiftText | NumericChoice;
}
interface NumericChoice {
  type: string;
  number?: number;
  range?: number;
  numberHigh?: number;
  numberLow?: number;
}
interface Expected {
  type: string;
  title: string | null;
  tags: string[] | null;
  stem: GiftText;
  globalFeedback: GiftText | null;
  isTrue?: boolean;
  choices?: Choice[] | NumericChoice;
  matchPairs?: { subquestion: GiftText; subanswer: string }[];
}
type Stored = Record<string, unknown> & {
  question_type: string;
  stem: string;
  options: { option_id: string; option_text: string }[];
  match_left: { option_id: string; option_text: string }[];
  answer: {
    option_ids: string[];
    value: number | null;
    tolerance: number | null;
    blanks: string[][];
    is_true: boolean | null;
    pairs: { left_id: string; option_id: string }[];
  };
  explanation: string;
  tag_value_ids: number[];
  marks: number;
};

let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
// The tags the grammar's files name, as values of the catalogue's shared vocabulary (made here).
const TAG_IDS: Record<string, number> = { fred: 980_001, 'barney-wilma': 980_002 };

beforeAll(async () => {
  t = await createTestApp();
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
  await t.db
    .insertInto('tags')
    .values(
      Object.entries(TAG_IDS).map(([value, id]) => ({
        tag_value_id: id,
        tag_id: 9801,
        tag_name: 'Name',
        tag_value: value,
      })),
    )
    .execute();
});
afterAll(() => t.close());

const files = readdirSync(interopFixturePath('gift-grammar')).filter((f) => f.endsWith('.gift'));

/**
 * The words of a text, whatever its markup: HTML tags and comments and the Markdown the bank writes
 * taken out, entities decoded, TeX's delimiters dropped, blanks and spaces made one. The two sides
 * write TeX and a dollar differently: in GIFT (as Moodle's TeX filter reads it) TeX is in \(...\) or
 * $$...$$ and a lone $ is a dollar; the bank writes TeX between $...$ and a dollar as \$. Emphasis
 * is left out on both sides (a GIFT file may be Markdown too).
 */
function words(text: string, side: 'file' | 'bank'): string {
  const DOLLAR = '\u0000';
  const tex =
    side === 'file'
      ? text.replace(/\\\(|\\\)|\\\[|\\\]|\$\$/g, '')
      : text.replace(/\\\$/g, DOLLAR).replace(/\$\$?/g, '');
  return tex
    .replaceAll(DOLLAR, '$')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(p|div|br|li|ul|ol|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\*\*|(?<![\\\w])\*(?=\S)|(?<=\S)\*(?!\w)|^#+\s/gm, '')
    .replace(/_{3,}/g, '___')
    .replace(/\s+/g, ' ')
    .trim();
}
const fileWords = (text: string) => words(text, 'file');
const bankWords = (text: string) => words(text, 'bank');

const rightOf = (c: Choice) => c.isCorrect || (c.weight ?? 0) > 0;
const worth = (c: Choice) => c.weight ?? (c.isCorrect ? 100 : 0);
const textOf = (c: Choice) => (c.text as GiftText).text;

function checkChoice(q: Stored, e: Expected) {
  const choices = e.choices as Choice[];
  expect(q.options.map((o) => bankWords(o.option_text))).toEqual(choices.map((c) => fileWords(textOf(c))));
  const ids = q.options.map((o) => o.option_id);
  const right = choices.flatMap((c, i) => (rightOf(c) ? [ids[i]] : []));
  if (q.question_type === 'multiple') {
    expect(q.answer.option_ids).toEqual(right);
    return;
  }
  // One answer: the choice the authors give the most marks.
  expect(q.question_type).toBe('single');
  const best = Math.max(...choices.map(worth));
  expect(choices[ids.indexOf(q.answer.option_ids[0]!)]!).toSatisfy((c: Choice) => worth(c) === best);
  if (choices.filter(rightOf).length === 1 && choices.every((c) => c.weight === null)) expect(right).toHaveLength(1);
}

function checkNumeric(q: Stored, e: Expected) {
  expect(q.question_type).toBe('numeric');
  const c = e.choices!;
  const { value, tolerance } = q.answer;
  if (Array.isArray(c)) {
    const full = c.find((x) => x.isCorrect && (x.weight === null || x.weight === 100))!;
    const n = full.text as NumericChoice;
    expect(value).toBe(n.number);
    expect(tolerance).toBe(n.range ?? 0);
    return;
  }
  if (c.type === 'simple') expect([value, tolerance]).toEqual([c.number, 0]);
  if (c.type === 'range') expect([value, tolerance]).toEqual([c.number, c.range]);
  if (c.type === 'high-low') {
    expect(value! - tolerance!).toBeCloseTo(c.numberLow!);
    expect(value! + tolerance!).toBeCloseTo(c.numberHigh!);
  }
}

function checkMatch(q: Stored, e: Expected) {
  expect(q.question_type).toBe('match');
  const pairs = e.matchPairs!.filter((p) => p.subquestion.text.trim() !== '');
  const text = (list: Stored['options'], id: string) => list.find((o) => o.option_id === id)?.option_text ?? '';
  const stored = q.answer.pairs.map((p) => [
    bankWords(text(q.match_left, p.left_id)),
    bankWords(text(q.options, p.option_id)),
  ]);
  expect(stored).toEqual(pairs.map((p) => [fileWords(p.subquestion.text), fileWords(p.subanswer)]));
  // Every answer of the authors is a choice on the right, a distractor too.
  expect(q.options.map((o) => bankWords(o.option_text)).sort()).toEqual(
    [...new Set(e.matchPairs!.map((p) => fileWords(p.subanswer)))].sort(),
  );
}

/** What the bank stored against what the grammar's authors expect of the question. */
function checkStored(q: Stored, e: Expected) {
  expect(bankWords(q.stem)).toBe(fileWords(e.stem.text));
  expect(bankWords(q.explanation)).toBe(fileWords(e.globalFeedback?.text ?? ''));
  expect(q.marks).toBe(1);
  expect(q.tag_value_ids.sort()).toEqual((e.tags ?? []).map((tag) => TAG_IDS[tag]).sort());
  switch (e.type) {
    case 'TF':
      expect([q.question_type, q.answer.is_true]).toEqual(['true_false', e.isTrue]);
      return;
    case 'Essay':
      expect(q.question_type).toBe('subjective');
      return;
    case 'MC':
      checkChoice(q, e);
      return;
    case 'Short': {
      expect(q.question_type).toBe('fill_blank');
      const full = (e.choices as Choice[]).filter((c) => c.isCorrect && (c.weight === null || c.weight === 100));
      const accepted = full.map((c) => fileWords(textOf(c))).filter((a) => a !== '*');
      expect(q.answer.blanks).toHaveLength(1);
      expect(q.answer.blanks[0]!.map(bankWords).sort()).toEqual([...new Set(accepted)].sort());
      return;
    }
    case 'Numerical':
      checkNumeric(q, e);
      return;
    case 'Matching':
      checkMatch(q, e);
      return;
    default:
      throw new Error(`the fixture has a type this test does not know: ${e.type}`);
  }
}

async function importFile(file: string) {
  const preview = await api.post(`${QUESTION}/question/import/preview`, token.teacher, {
    format: 'gift',
    file_name: file,
    file_base64: Buffer.from(readInteropFixture('gift-grammar', file)).toString('base64'),
  });
  expect(preview.status, file).toBe(200);
  const rows = preview.body.data.questions as { outcome: string; notes: string[] }[];
  if (rows.every((r) => r.outcome === 'refused')) return { rows, stored: [] as Stored[] };
  const applied = await api.post(`${QUESTION}/question/import/apply`, token.teacher, {
    preview_id: preview.body.data.preview_id,
    syllabus_id: world.place.chapterId,
    difficulty: 2,
  });
  expect(applied.status, file).toBe(200);
  const read = await api.post(`${QUESTION}/question/manualQuestionDetailsByIdsUniversity`, token.teacher, {
    question_data: (applied.body.data.question_ids as number[]).map((question_id) => ({ question_id })),
  });
  return { rows, stored: read.body.data.ques_data as Stored[] };
}

describe("GIFT: the grammar authors' expected parses against what the bank stored", () => {
  it('finds the fixtures (40-odd files)', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });

  it.each(files)('%s', async (file) => {
    const expected = (
      JSON.parse(
        readFileSync(interopFixturePath('gift-grammar', file.replace(/\.gift$/, '.json')), 'utf8'),
      ) as Expected[]
    ).filter((q) => q.type !== 'Category');
    const { rows, stored } = await importFile(file);
    expect(rows).toHaveLength(expected.length);
    let next = 0;
    for (const [i, e] of expected.entries()) {
      const row = rows[i]!;
      if (e.type === 'Description') {
        expect(row.outcome, `${file} #${i + 1}`).toBe('refused');
        expect(row.notes).toEqual(['It is text to read, not a question (a Moodle description).']);
        continue;
      }
      expect(row.outcome, `${file} #${i + 1}: ${row.notes.join(' ')}`).not.toBe('refused');
      const q = stored[next++]!;
      try {
        checkStored(q, e);
      } catch (error) {
        throw new Error(`${file} #${i + 1} (${e.type}): ${(error as Error).message}`, { cause: error });
      }
    }
    expect(next).toBe(stored.length);
  });
});

import type { Question, QuestionFace, QuestionOption } from '@esc/contracts';
import type { AnswerKey } from '@esc/domain';
import { blankCount, keyView } from './answer-codec.js';
import { parseJson, type AssessmentPorts } from './assessment-ports.js';
import type { QuestionRow, QuestionsRepository, QuestionTextRow } from './questions.repository.js';

// A question as each reader sees it: its face (what a learner answers: stem, options, figures; never
// the key or the explanation), and the whole question for staff who may use it. Built from one read
// of the rows, their children, texts and tags, whatever the number of questions.

/** Questions read in one go: the rows asked, their comprehensions' children, texts and tags. */
export interface LoadedQuestions {
  rows: Map<number, QuestionRow>;
  children: Map<number, QuestionRow[]>;
  texts: Map<number, QuestionTextRow[]>;
  tags: Map<number, number[]>;
}

export async function loadQuestions(
  repo: Pick<QuestionsRepository, 'byIds' | 'childrenOf' | 'textsOf' | 'tagsOf'>,
  ids: readonly number[],
): Promise<LoadedQuestions> {
  const unique = [...new Set(ids)];
  const rows = await repo.byIds(unique);
  const parentIds = rows.filter((r) => r.question_type === 'comprehension').map((r) => r.question_id);
  const children = await repo.childrenOf(parentIds);
  const all = [...rows, ...children].map((r) => r.question_id);
  const [texts, tags] = await Promise.all([repo.textsOf(all), repo.tagsOf(all)]);
  const group = <T, K>(items: readonly T[], key: (t: T) => K) => {
    const out = new Map<K, T[]>();
    for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
    return out;
  };
  return {
    rows: new Map([...rows, ...children].map((r) => [r.question_id, r])),
    children: group(children, (c) => c.parent_question_id!),
    texts: group(texts, (t) => t.question_id),
    tags: new Map([...group(tags, (t) => t.question_id)].map(([id, list]) => [id, list.map((t) => t.tag_value_id)])),
  };
}

/** The text in the language asked, else language 1, else any. */
export function textOf(loaded: LoadedQuestions, id: number, languageId: number): QuestionTextRow | undefined {
  const texts = loaded.texts.get(id) ?? [];
  return texts.find((t) => t.language_id === languageId) ?? texts.find((t) => t.language_id === 1) ?? texts[0];
}

export const keyOf = (row: QuestionRow): AnswerKey => parseJson<AnswerKey>(row.answer_key, { type: 'subjective' });

/** Marks as the paper weighs the question (default: the bank's). */
export interface Weight {
  marks: number;
  negative_marks: number;
}

export function createQuestionViews(signer: AssessmentPorts['signer']) {
  const images = (text: QuestionTextRow | undefined) =>
    parseJson<string[]>(text?.image_keys, []).map((key) => ({ key, url: signer.signKeyShared(key).url }));

  /** The face: what a learner answers from. No key, no explanation, ever. */
  function face(loaded: LoadedQuestions, row: QuestionRow, languageId: number, weight?: Weight): QuestionFace {
    const text = textOf(loaded, row.question_id, languageId);
    return {
      question_id: row.question_id,
      parent_question_id: row.parent_question_id ?? 0,
      question_type: row.question_type,
      language_id: text?.language_id ?? languageId,
      stem: text?.stem ?? '',
      options: parseJson<QuestionOption[]>(text?.options, []),
      match_left: parseJson<QuestionOption[]>(text?.match_left, []),
      images: images(text),
      blank_count: blankCount(keyOf(row)),
      marks: weight?.marks ?? row.marks,
      negative_marks: weight?.negative_marks ?? row.negative_marks,
      difficulty: row.difficulty,
    };
  }

  /** The key and the explanation, for a reader who may have them. */
  function solution(loaded: LoadedQuestions, row: QuestionRow, languageId: number) {
    return {
      answer: keyView(keyOf(row)),
      explanation: textOf(loaded, row.question_id, languageId)?.explanation ?? '',
    };
  }

  /** The whole question: with its solution only when `withSolution` (staff who may use it). */
  function full(
    loaded: LoadedQuestions,
    row: QuestionRow,
    opts: { languageId: number; withSolution: boolean; canEdit: boolean; groupName?: string | null },
  ): Question {
    const { languageId, withSolution } = opts;
    const children = (loaded.children.get(row.question_id) ?? []).map((child) => ({
      ...face(loaded, child, languageId),
      ...(withSolution ? solution(loaded, child, languageId) : {}),
    }));
    return {
      ...face(loaded, row, languageId),
      school_id: row.school_id,
      syllabus_id: row.syllabus_id,
      board_id: row.board_id,
      class_id: row.class_id,
      subject_id: row.subject_id,
      chapter_id: row.chapter_id,
      topic_id: row.topic_id,
      group_id: row.group_id,
      group_name: opts.groupName ?? null,
      group_mode: null,
      tag_value_ids: loaded.tags.get(row.question_id) ?? [],
      stage: row.stage,
      languages: (loaded.texts.get(row.question_id) ?? []).map((t) => t.language_id).sort((a, b) => a - b),
      ...(withSolution ? solution(loaded, row, languageId) : {}),
      children,
      can_edit: opts.canEdit,
    };
  }

  return { face, full, solution, images };
}

export type QuestionViews = ReturnType<typeof createQuestionViews>;

import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { QuestionTextsTable, QuestionsTable } from '../../db/schema-assessments.js';

export type QuestionRow = Selectable<QuestionsTable>;
export type QuestionTextRow = Selectable<QuestionTextsTable>;
export type NewQuestion = Omit<Insertable<QuestionsTable>, 'question_id'>;
export type QuestionText = Omit<Insertable<QuestionTextsTable>, 'question_id'>;

/** Which questions a search reads: the platform bank and these schools' banks. */
export interface BankFilter {
  schoolIds: readonly number[];
  /** Nodes at any level: a question matches when one of its places is one of them. */
  syllabusIds: readonly number[];
  difficulty?: readonly number[];
  questionTypes?: readonly string[];
  stages?: readonly number[];
  tagValueIds?: readonly number[];
  excludeIds?: readonly number[];
}

/** The columns that place a question; a node matches a question through any of them. */
export const PLACE_COLUMNS = ['syllabus_id', 'class_id', 'subject_id', 'chapter_id', 'topic_id'] as const;

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;

/** Texts or tags written by one statement: an import's thousands in a few, each within SQLite's parameter limit. */
const ROWS_A_STATEMENT = 200;
/** Questions written by one statement (some 20 columns each). */
const QUESTIONS_A_STATEMENT = 100;

/** Kysely queries of the question bank: questions, their text per language and their tags. */
export function createQuestionsRepository(db: Db) {
  /**
   * Runs the writes of one save together (all of them or none), on a repository of the transaction;
   * `within` is the transaction itself, for the writes of papers that must commit with them.
   */
  async function transaction<T>(work: (repo: QuestionsRepository, within: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => work(createQuestionsRepository(trx), trx));
  }

  async function insert(row: NewQuestion, text: QuestionText, tags: readonly number[]): Promise<number> {
    const { question_id } = await db
      .insertInto('questions')
      .values(row)
      .returning('question_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('question_texts')
      .values({ ...text, question_id })
      .execute();
    if (tags.length > 0) {
      await db
        .insertInto('question_tags')
        .values(tags.map((tag_value_id) => ({ question_id, tag_value_id })))
        .execute();
    }
    return question_id;
  }

  /**
   * New questions together (an import): their rows, texts and tags in statements of a few hundred
   * rather than three a question. Answers the ids in the entries' order: the database numbers the rows
   * of one statement upwards in the order they are given, so the returned ids sorted are theirs in turn.
   */
  async function insertMany(
    entries: readonly { row: NewQuestion; text: QuestionText; tags: readonly number[] }[],
  ): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < entries.length; i += QUESTIONS_A_STATEMENT) {
      const rows = entries.slice(i, i + QUESTIONS_A_STATEMENT).map((e) => e.row);
      const inserted = await db.insertInto('questions').values(rows).returning('question_id').execute();
      ids.push(...inserted.map((r) => r.question_id).sort((a, b) => a - b));
    }
    const texts = entries.map(({ text }, i) => ({ ...text, question_id: ids[i]! }));
    const tags = entries.flatMap(({ tags: t }, i) => t.map((tag_value_id) => ({ question_id: ids[i]!, tag_value_id })));
    for (let i = 0; i < texts.length; i += ROWS_A_STATEMENT)
      await db
        .insertInto('question_texts')
        .values(texts.slice(i, i + ROWS_A_STATEMENT))
        .execute();
    for (let i = 0; i < tags.length; i += ROWS_A_STATEMENT)
      await db
        .insertInto('question_tags')
        .values(tags.slice(i, i + ROWS_A_STATEMENT))
        .execute();
    return ids;
  }

  async function update(id: number, row: Partial<NewQuestion>): Promise<void> {
    await db.updateTable('questions').set(row).where('question_id', '=', id).execute();
  }

  /** The text of one language: written over when the language has one already. */
  async function putText(id: number, text: QuestionText): Promise<void> {
    await db
      .insertInto('question_texts')
      .values({ ...text, question_id: id })
      .onConflict((oc) =>
        oc.columns(['question_id', 'language_id']).doUpdateSet({
          stem: text.stem,
          options: text.options,
          match_left: text.match_left,
          explanation: text.explanation,
          image_keys: text.image_keys,
        }),
      )
      .execute();
  }

  async function replaceTags(id: number, tags: readonly number[]): Promise<void> {
    await db.deleteFrom('question_tags').where('question_id', '=', id).execute();
    if (tags.length > 0) {
      await db
        .insertInto('question_tags')
        .values(tags.map((tag_value_id) => ({ question_id: id, tag_value_id })))
        .execute();
    }
  }

  async function byIds(ids: readonly number[]): Promise<QuestionRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('questions').selectAll().where('question_id', 'in', ids).execute();
  }

  /** A school's own questions (not a comprehension's children) after an id, in id order: a page of a school's export. */
  async function schoolQuestionIds(schoolId: number, after: number | null, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('questions')
      .select('question_id')
      .where('school_id', '=', schoolId)
      .where('parent_question_id', 'is', null)
      .$if(after !== null, (q) => q.where('question_id', '>', after!))
      .orderBy('question_id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.question_id);
  }

  /** Children of comprehensions, in their order. */
  async function childrenOf(parentIds: readonly number[]): Promise<QuestionRow[]> {
    if (parentIds.length === 0) return [];
    return db
      .selectFrom('questions')
      .selectAll()
      .where('parent_question_id', 'in', parentIds)
      .orderBy('child_order')
      .orderBy('question_id')
      .execute();
  }

  /** Every language's text of the questions (the caller picks one, falling back to language 1). */
  async function textsOf(ids: readonly number[]): Promise<QuestionTextRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('question_texts').selectAll().where('question_id', 'in', ids).execute();
  }

  async function tagsOf(ids: readonly number[]): Promise<{ question_id: number; tag_value_id: number }[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('question_tags')
      .select(['question_id', 'tag_value_id'])
      .where('question_id', 'in', ids)
      .execute();
  }

  /** Top-level questions matching the filter (children come with their comprehension), with their places. */
  function matching(filter: BankFilter) {
    const { schoolIds, syllabusIds } = filter;
    let query = db
      .selectFrom('questions as q')
      .where('q.parent_question_id', 'is', null)
      .where((eb) =>
        schoolIds.length > 0
          ? eb.or([eb('q.school_id', 'is', null), eb('q.school_id', 'in', schoolIds)])
          : eb('q.school_id', 'is', null),
      )
      .where((eb) => eb.or(PLACE_COLUMNS.map((c) => eb(`q.${c}`, 'in', syllabusIds))));
    if (filter.difficulty?.length) query = query.where('q.difficulty', 'in', filter.difficulty);
    if (filter.questionTypes?.length) query = query.where('q.question_type', 'in', filter.questionTypes);
    if (filter.stages?.length) query = query.where('q.stage', 'in', filter.stages);
    if (filter.excludeIds?.length) query = query.where('q.question_id', 'not in', filter.excludeIds);
    const tags = filter.tagValueIds ?? [];
    if (tags.length > 0) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('question_tags as t')
            .select('t.question_id')
            .whereRef('t.question_id', '=', 'q.question_id')
            .where('t.tag_value_id', 'in', tags),
        ),
      );
    }
    return query;
  }

  /** Ids and places of every matching question (a draw picks among them; counts group them). */
  async function search(filter: BankFilter) {
    if (filter.syllabusIds.length === 0) return [];
    return matching(filter)
      .select([
        'q.question_id',
        'q.question_type',
        'q.syllabus_id',
        'q.class_id',
        'q.subject_id',
        'q.chapter_id',
        'q.topic_id',
      ])
      .orderBy('q.question_id')
      .execute();
  }

  return {
    transaction,
    insert,
    insertMany,
    update,
    putText,
    replaceTags,
    byIds,
    childrenOf,
    textsOf,
    tagsOf,
    search,
    schoolQuestionIds,
  };
}

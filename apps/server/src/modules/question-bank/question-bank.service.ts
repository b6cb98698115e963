import { DEFAULT_QUESTION_STAGE } from '@esc/domain';
import { languageOfId } from '@esc/contracts/languages';
import type { ChildQuestionInput, Question, SaveQuestionBody } from '@esc/contracts';
import type { QuestionType } from '@esc/domain';
import type { Static } from 'typebox';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { keyFromInput } from './answer-codec.js';
import type { Db } from '../../db/database.js';
import type { AssessmentAccess } from './assessment-access.js';
import {
  idOf,
  invalid,
  iso,
  notFound,
  optionalIdOf,
  ownerAsked,
  type AssessmentPorts,
  type WithCatalogue,
} from './assessment-ports.js';
import { assertUsableKeys } from './media-keys.js';
import type { QuestionPolicy } from './question-policy.js';
import { loadQuestions, type QuestionViews } from './question-views.js';
import type { NewQuestion, QuestionRow, QuestionsRepository, QuestionText } from './questions.repository.js';

type ChildInput = Static<typeof ChildQuestionInput>;
type TextInput = Pick<SaveQuestionBody, 'stem' | 'options' | 'match_left' | 'explanation' | 'image_keys'>;

export interface QuestionBankDeps {
  repo: QuestionsRepository;
  access: Pick<AssessmentAccess, 'callerOf' | 'ownerForNew'>;
  policy: QuestionPolicy;
  views: QuestionViews;
  ports: Pick<AssessmentPorts, 'clock' | 'storage'> & WithCatalogue<'lookup'>;
  /** The questions changed inside `within`: the papers holding them are another revision. */
  touchPapersHolding(within: Db, questionIds: readonly number[], at: string): Promise<void>;
  /** Keys changed: every attempt that answered one of these questions is evaluated again. */
  keysChanged(questionIds: readonly number[]): Promise<void>;
}

export type QuestionBankService = ReturnType<typeof createQuestionBankService>;

/** A new question's text in another language, with its passage's questions' texts in their order. */
export interface OtherLanguageText extends TextInput {
  language_id: number;
  children?: TextInput[];
}

/** A new question of many saved together (an import), with its texts in other languages. */
export interface NewQuestionInput {
  body: SaveQuestionBody;
  otherTexts?: readonly OtherLanguageText[];
}

const textOf = (input: TextInput, languageId: number): QuestionText => ({
  language_id: languageId,
  stem: input.stem,
  options: JSON.stringify(input.options ?? []),
  match_left: JSON.stringify(input.match_left ?? []),
  explanation: input.explanation ?? '',
  image_keys: JSON.stringify(input.image_keys ?? []),
});

/** Authoring the bank (calls-chosen saveQuestion): a school's staff their school's, platform editors the platform's. */
export function createQuestionBankService(deps: QuestionBankDeps) {
  const { repo, access, policy, views, ports } = deps;

  /** Where the node sits, as the owner's school sees the catalogue (its custom racks too). */
  async function placeOf(auth: AuthContext, syllabusId: number, schoolId: number | null) {
    const viewer = {
      auth,
      userTypeId: auth.userTypeId,
      schoolIds: schoolId === null ? [] : [schoolId],
      isTeacher: true,
      mediumId: 1,
    };
    const place = await ports.catalogue.lookup.mappingDetail({ syllabusId }, viewer);
    if (!place) throw notFound('questionBank.noSyllabusNode');
    return {
      syllabus_id: syllabusId,
      board_id: place.board_id,
      class_id: place.class_id,
      subject_id: place.subject_id,
      chapter_id: place.chapter_id,
      topic_id: place.topic_id,
    };
  }

  function keyJson(type: QuestionType, input: TextInput & Pick<SaveQuestionBody, 'answer'>): string {
    const choices = { options: input.options ?? [], matchLeft: input.match_left ?? [] };
    return JSON.stringify(keyFromInput(type, input.answer, choices));
  }

  async function checkMedia(schoolId: number | null, body: SaveQuestionBody): Promise<void> {
    await assertUsableKeys(ports.storage, schoolId, body.image_keys ?? [], 'image_keys');
    for (const [i, child] of (body.children ?? []).entries()) {
      await assertUsableKeys(ports.storage, schoolId, child.image_keys ?? [], `children.${i}.image_keys`);
    }
  }

  function checkShape(body: SaveQuestionBody, isNew: boolean): void {
    const children = body.children ?? [];
    if (body.question_type === 'comprehension') {
      if (isNew && children.length === 0) throw invalid('children', { reason: 'questionBank.passageQuestions' });
    } else if (children.length > 0) {
      throw invalid('children', { reason: 'questionBank.childrenOfPassage' });
    }
    children.forEach((c, i) => {
      if (c.question_type === 'comprehension')
        throw invalid(`children.${i}.question_type`, { reason: 'questionBank.notAPassage' });
    });
  }

  /**
   * The children of a comprehension: given ids are changed (when they are its children), others added.
   * A parent written just now has none yet, so they are not read back.
   */
  async function saveChildren(
    tx: QuestionsRepository,
    parent: NewQuestion & { question_id: number },
    children: readonly ChildInput[],
    languageId: number,
    parentIsNew = false,
  ): Promise<number[]> {
    const { question_id: parentId, ...base } = parent;
    if (children.length === 0) return [];
    const existing = new Map(
      parentIsNew ? [] : (await tx.childrenOf([parentId])).map((c) => [c.question_id, c] as const),
    );
    const changed: number[] = [];
    for (const [order, child] of children.entries()) {
      const row: NewQuestion = {
        ...base,
        parent_question_id: parentId,
        child_order: order,
        question_type: child.question_type,
        difficulty: child.difficulty ?? parent.difficulty,
        marks: child.marks,
        negative_marks: child.negative_marks ?? 0,
        answer_key: keyJson(child.question_type, child),
      };
      const id = optionalIdOf(child.question_id, 'question');
      if (id === null) {
        await tx.insert(row, textOf(child, languageId), []);
        continue;
      }
      const before = existing.get(id);
      if (!before) throw invalid(`children.${order}.question_id`, { reason: 'questionBank.notAChild' });
      const { created_at: _created, ...patch } = row;
      await tx.update(id, patch);
      await tx.putText(id, textOf(child, languageId));
      if (before.answer_key !== row.answer_key) changed.push(id);
    }
    return changed;
  }

  type Place = Awaited<ReturnType<typeof placeOf>>;
  interface Prepared {
    row: NewQuestion;
    body: SaveQuestionBody;
    languageId: number;
    otherTexts: readonly OtherLanguageText[];
  }

  /**
   * Other languages' texts checked as saving that language's text by hand checks it: a language of
   * the product other than the question's, once each; the key must hold over its options; figures usable.
   */
  async function checkOtherTexts(schoolId: number | null, body: SaveQuestionBody, texts: readonly OtherLanguageText[]) {
    const seen = new Set([body.language_id ?? 1]);
    for (const [i, text] of texts.entries()) {
      if (!languageOfId(text.language_id) || seen.has(text.language_id))
        throw invalid(`texts.${i}.language_id`, { reason: 'questionBank.textLanguage' });
      seen.add(text.language_id);
      keyJson(body.question_type, { ...text, answer: body.answer });
      await assertUsableKeys(ports.storage, schoolId, text.image_keys ?? [], `texts.${i}.image_keys`);
      for (const [j, child] of (text.children ?? []).entries()) {
        const of = body.children?.[j];
        if (!of) throw invalid(`texts.${i}.children.${j}`, { reason: 'questionBank.notAChild' });
        keyJson(of.question_type, { ...child, answer: of.answer });
        await assertUsableKeys(ports.storage, schoolId, child.image_keys ?? [], `texts.${i}.children.${j}.image_keys`);
      }
    }
  }

  /** A new question checked as saving it checks it: its owner, shape, figures, key and place. */
  async function prepareNew(
    auth: AuthContext,
    caller: Awaited<ReturnType<typeof access.callerOf>>,
    body: SaveQuestionBody,
    places: Map<string, Promise<Place>>,
    otherTexts: readonly OtherLanguageText[] = [],
  ): Promise<Prepared> {
    const schoolId = access.ownerForNew(caller, ownerAsked(body.school_id));
    checkShape(body, true);
    await checkMedia(schoolId, body);
    await checkOtherTexts(schoolId, body, otherTexts);
    const syllabusId = idOf(body.syllabus_id, 'syllabus node');
    const placeKey = `${schoolId}:${syllabusId}`;
    if (!places.has(placeKey)) places.set(placeKey, placeOf(auth, syllabusId, schoolId));
    const at = iso(ports.clock());
    const row: NewQuestion = {
      parent_question_id: null,
      school_id: schoolId,
      author_uuid: auth.uuid,
      question_type: body.question_type,
      ...(await places.get(placeKey)!),
      group_id: body.group_id ?? null,
      difficulty: body.difficulty,
      marks: body.marks,
      negative_marks: body.negative_marks ?? 0,
      stage: body.stage ?? DEFAULT_QUESTION_STAGE,
      answer_key: keyJson(body.question_type, body),
      created_at: at,
      updated_at: at,
    };
    return { row, body, languageId: body.language_id ?? 1, otherTexts };
  }

  /** A new question's texts in its other languages, its passage's questions' too (in their order). */
  async function putOtherTexts(tx: QuestionsRepository, id: number, otherTexts: Prepared['otherTexts']): Promise<void> {
    const children = otherTexts.some((t) => t.children?.length) ? await tx.childrenOf([id]) : [];
    for (const text of otherTexts) {
      await tx.putText(id, textOf(text, text.language_id));
      for (const [i, child] of (text.children ?? []).entries())
        await tx.putText(children[i]!.question_id, textOf(child, text.language_id));
    }
  }

  async function insertNew(tx: QuestionsRepository, { row, body, languageId, otherTexts }: Prepared): Promise<number> {
    const id = await tx.insert(row, textOf(body, languageId), [...new Set(body.tag_value_ids ?? [])]);
    await saveChildren(tx, { ...row, question_id: id }, body.children ?? [], languageId, true);
    await putOtherTexts(tx, id, otherTexts);
    return id;
  }

  async function create(auth: AuthContext, body: SaveQuestionBody, languageId: number): Promise<number> {
    const prepared = await prepareNew(
      auth,
      await access.callerOf(auth),
      { ...body, language_id: languageId },
      new Map(),
    );
    return repo.transaction((tx) => insertNew(tx, prepared));
  }

  /**
   * New questions together (an import), each checked exactly as saving it by hand checks it (each of
   * its other languages' texts as saving that language's text checks it), then written in one
   * transaction with `alsoWithin`'s writes: all of them or none.
   */
  async function createMany(
    auth: AuthContext,
    inputs: readonly NewQuestionInput[],
    alsoWithin?: (within: Db) => Promise<void>,
  ): Promise<number[]> {
    const caller = await access.callerOf(auth);
    const places = new Map<string, Promise<Place>>();
    const prepared: Prepared[] = [];
    for (const { body, otherTexts } of inputs) prepared.push(await prepareNew(auth, caller, body, places, otherTexts));
    return repo.transaction(async (tx, within) => {
      const ids = await tx.insertMany(
        prepared.map(({ row, body, languageId }) => ({
          row,
          text: textOf(body, languageId),
          tags: [...new Set(body.tag_value_ids ?? [])],
        })),
      );
      for (const [i, { row, body, languageId, otherTexts }] of prepared.entries()) {
        await saveChildren(tx, { ...row, question_id: ids[i]! }, body.children ?? [], languageId, true);
        await putOtherTexts(tx, ids[i]!, otherTexts);
      }
      await alsoWithin?.(within);
      return ids;
    });
  }

  async function change(auth: AuthContext, id: number, body: SaveQuestionBody, languageId: number): Promise<number> {
    const before = await policy.authorizeOne(await access.callerOf(auth), 'edit', id);
    if (body.question_type !== before.question_type)
      throw invalid('question_type', { reason: 'questionBank.typeFixed' });
    checkShape(body, false);
    await checkMedia(before.school_id, body);
    const patch: Partial<NewQuestion> = {
      ...(await placeOf(auth, idOf(body.syllabus_id, 'syllabus node'), before.school_id)),
      group_id: body.group_id ?? null,
      difficulty: body.difficulty,
      marks: body.marks,
      negative_marks: body.negative_marks ?? 0,
      stage: body.stage ?? before.stage,
      answer_key: keyJson(body.question_type, body),
      updated_at: iso(ports.clock()),
    };
    const changedKeys = await repo.transaction(async (tx, within) => {
      await tx.update(id, patch);
      await tx.putText(id, textOf(body, languageId));
      if (body.tag_value_ids) await tx.replaceTags(id, [...new Set(body.tag_value_ids)]);
      const parent = { ...before, ...patch, question_id: id } as NewQuestion & { question_id: number };
      const children = await saveChildren(tx, parent, body.children ?? [], languageId);
      await deps.touchPapersHolding(within, [id], patch.updated_at!);
      return [...(patch.answer_key !== before.answer_key ? [id] : []), ...children];
    });
    if (changedKeys.length > 0) await deps.keysChanged(changedKeys);
    return id;
  }

  /** POST saveQuestion: a new question, a change, or the text of another language of one. */
  async function save(auth: AuthContext, body: SaveQuestionBody): Promise<Question> {
    const languageId = body.language_id ?? 1;
    const given = optionalIdOf(body.question_id, 'question');
    const id = given === null ? await create(auth, body, languageId) : await change(auth, given, body, languageId);
    const loaded = await loadQuestions(repo, [id]);
    const row = loaded.rows.get(id) as QuestionRow;
    return views.full(loaded, row, { languageId, withSolution: true, canEdit: true });
  }

  return { save, createMany, placeOf };
}

import { randomUUID } from 'node:crypto';
import {
  QUESTION_IMPORT_MAX_BYTES,
  QUESTION_IMPORT_MAX_QUESTIONS,
  QUESTION_IMPORT_PREVIEW_HOURS,
  type QuestionImportApplyBody,
  type QuestionImportApplyData,
  type QuestionImportFormat,
  type QuestionImportPreviewBody,
  type QuestionImportPreviewData,
  type QuestionImportRow,
} from '@esc/contracts';
import type { Db } from '../../../db/database.js';
import { AppError, fieldInvalid, messageOfReason, type ReasonRef } from '../../../platform/errors/app-error.js';
import type { AuthContext } from '../../../platform/auth/tokens.js';
import type { Storage } from '../../../platform/storage/storage.js';
import { PLATFORM_UPLOADS_PREFIX, schoolUploadsPrefix } from '../../media/media.module.js';
import type { AssessmentAccess } from '../assessment-access.js';
import { idOf, iso, ownerAsked } from '../assessment-ports.js';
import type { QuestionBankService } from '../question-bank.service.js';
import { createImportPreviewsRepository, type ImportPreviewRow } from './import-previews.repository.js';
import type { DraftTags } from './draft-tags.js';
import {
  categoryLabel,
  checkedOutcome,
  fromStored,
  inputOf,
  toStored,
  type FigureKeys,
  type StoredEntry,
} from './import-drafts.js';
import type { DraftOutcome, QuestionDraft } from './question-draft.js';
import { detectFormat, QUESTION_READERS } from './question-readers.js';

export interface QuestionImportDeps {
  db: Db;
  access: Pick<AssessmentAccess, 'callerOf' | 'ownerForNew'>;
  bank: Pick<QuestionBankService, 'createMany' | 'placeOf'>;
  storage: Pick<Storage, 'put'>;
  /** The product's tags by the words a file names them with. */
  tags: Pick<DraftTags, 'idsOf'>;
  clock: () => number;
}

export type QuestionImportService = ReturnType<typeof createQuestionImportService>;

const noPreview = () => new AppError('NOT_FOUND', { reason: 'questionImport.noPreview' });

function decodeFile(body: QuestionImportPreviewBody): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(body.file_base64, 'base64'));
  if (bytes.length > QUESTION_IMPORT_MAX_BYTES)
    throw fieldInvalid('file_base64', { reason: 'questionImport.tooLarge', params: { max: '10 MB' } });
  if (bytes.length === 0) throw fieldInvalid('file_base64', { reason: 'questionImport.emptyFile' });
  return bytes;
}

function rowOf(number: number, outcome: DraftOutcome, language: string): QuestionImportRow {
  const notes = outcome.kind === 'imported' ? [] : outcome.notes.map((n) => messageOfReason(language, n as ReasonRef));
  if (outcome.kind === 'refused') {
    const title = outcome.title.slice(0, 200);
    return {
      number,
      title,
      outcome: 'refused',
      question_type: null,
      stem: '',
      category: '',
      marks: null,
      notes,
      figures: 0,
    };
  }
  const d = outcome.draft;
  return {
    number,
    title: d.title,
    outcome: outcome.kind,
    question_type: d.question_type,
    stem: d.stem,
    category: categoryLabel(d.category),
    marks: d.marks,
    notes,
    figures: d.images.length,
  };
}

/** Every tag word of the drafts (their passages' questions carry none). */
const tagWords = (drafts: readonly QuestionDraft[]) => [...new Set(drafts.flatMap((d) => d.tags ?? []))];

/** Question files in: previewed question by question, then imported all together or not at all. */
export function createQuestionImportService(deps: QuestionImportDeps) {
  const previews = createImportPreviewsRepository(deps.db);

  /** Tags the product does not have are left out of the drafts, said. */
  async function knownTags(outcomes: readonly DraftOutcome[]): Promise<DraftOutcome[]> {
    const drafts = outcomes.flatMap((o) => (o.kind === 'refused' ? [] : [o.draft]));
    const found = await deps.tags.idsOf(tagWords(drafts));
    return outcomes.map((o) => {
      if (o.kind === 'refused' || !o.draft.tags?.length) return o;
      const unknown = o.draft.tags.filter((t) => !found.has(t));
      if (unknown.length === 0) return o;
      const draft = { ...o.draft, tags: o.draft.tags.filter((t) => found.has(t)) };
      const notes = [
        ...(o.kind === 'changed' ? o.notes : []),
        ...unknown.map((tag) => ({ reason: 'questionImport.note.tagUnknown', params: { tag: tag.slice(0, 100) } })),
      ];
      return { kind: 'changed', draft, notes };
    });
  }

  async function preview(
    auth: AuthContext,
    body: QuestionImportPreviewBody,
    language: string,
  ): Promise<QuestionImportPreviewData> {
    const caller = await deps.access.callerOf(auth);
    const schoolId = deps.access.ownerForNew(caller, ownerAsked(body.school_id));
    const file = decodeFile(body);
    const format: QuestionImportFormat | null = body.format ?? detectFormat(body.file_name, file);
    if (!format) throw fieldInvalid('format', { reason: 'questionImport.unknownFormat' });
    const read = await QUESTION_READERS[format](file);
    if (read.length > QUESTION_IMPORT_MAX_QUESTIONS) {
      throw fieldInvalid('file_base64', {
        reason: 'questionImport.tooManyQuestions',
        params: { count: read.length, max: QUESTION_IMPORT_MAX_QUESTIONS },
      });
    }
    const outcomes = await knownTags(read.map(checkedOutcome));
    const now = deps.clock();
    const expires = now + QUESTION_IMPORT_PREVIEW_HOURS * 3600_000;
    const kept: StoredEntry[] = outcomes.flatMap((o, i) => (o.kind === 'refused' ? [] : [toStored(i + 1, o.draft)]));
    const previewId = randomUUID();
    await previews.deleteExpired(iso(now));
    await previews.insert({
      preview_id: previewId,
      school_id: schoolId,
      uploader_uuid: auth.uuid,
      format,
      file_name: body.file_name,
      outcomes: JSON.stringify(kept),
      created_at: iso(now),
      expires_at: iso(expires),
      applied_at: null,
    });
    const count = (kind: DraftOutcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
    const categories = new Set(kept.map((e) => categoryLabel(e.draft.category)).filter((c) => c !== ''));
    return {
      preview_id: previewId,
      format,
      file_name: body.file_name,
      expires_at: iso(expires),
      counts: { imported: count('imported'), changed: count('changed'), refused: count('refused') },
      categories: [...categories],
      questions: outcomes.map((o, i) => rowOf(i + 1, o, language)),
    };
  }

  /** The preview the caller made, still within its day; anyone else's, or an expired one, is not found. */
  async function ownPreview(auth: AuthContext, previewId: string): Promise<ImportPreviewRow> {
    const row = await previews.byId(previewId);
    if (!row || row.uploader_uuid !== auth.uuid || row.expires_at < iso(deps.clock())) throw noPreview();
    if (row.applied_at !== null) throw new AppError('CONFLICT', { reason: 'questionImport.spent' });
    return row;
  }

  /** The chapter of each category: the teacher's mapping, else the chosen chapter; each must exist. */
  async function chaptersOf(auth: AuthContext, body: QuestionImportApplyBody, schoolId: number | null) {
    const fallback = idOf(body.syllabus_id, 'syllabus node');
    const check = async (id: number, field: string) => {
      try {
        await deps.bank.placeOf(auth, id, schoolId);
      } catch {
        throw fieldInvalid(field, { reason: 'questionImport.noChapter' });
      }
      return id;
    };
    await check(fallback, 'syllabus_id');
    const mapped = new Map<string, number>();
    for (const [i, m] of (body.categories ?? []).entries()) {
      mapped.set(m.category, await check(idOf(m.syllabus_id, 'syllabus node'), `categories.${i}.syllabus_id`));
    }
    return (draft: QuestionDraft) => mapped.get(categoryLabel(draft.category)) ?? fallback;
  }

  /** Figures of a draft (and of its passage's questions) into storage, where saveQuestion's image_keys may name them. */
  async function storeFigures(draft: QuestionDraft, schoolId: number | null): Promise<FigureKeys> {
    const prefix = schoolId === null ? PLATFORM_UPLOADS_PREFIX : schoolUploadsPrefix(schoolId);
    const keys = new Map<string, string>();
    for (const image of draft.images) {
      const key = `${prefix}${randomUUID()}-${image.name}`;
      await deps.storage.put(key, Buffer.from(image.bytes), image.mime);
      keys.set(image.name, key);
    }
    const children = await Promise.all((draft.children ?? []).map((c) => storeFigures(c, schoolId)));
    return { keys, children };
  }

  async function apply(auth: AuthContext, body: QuestionImportApplyBody): Promise<QuestionImportApplyData> {
    const row = await ownPreview(auth, body.preview_id);
    deps.access.ownerForNew(await deps.access.callerOf(auth), row.school_id);
    const drafts = (JSON.parse(row.outcomes) as StoredEntry[]).map(fromStored);
    if (drafts.length === 0) throw new AppError('VALIDATION_FAILED', { reason: 'questionImport.nothingToImport' });
    const chapterOf = await chaptersOf(auth, body, row.school_id);
    const figures = await Promise.all(drafts.map((draft) => storeFigures(draft, row.school_id)));
    const tagIds = await deps.tags.idsOf(tagWords(drafts));
    const inputs = drafts.map((draft, i) =>
      inputOf(draft, {
        schoolId: row.school_id,
        syllabusId: chapterOf(draft),
        difficulty: body.difficulty as 1 | 2 | 3,
        figures: figures[i]!,
        tagIds,
      }),
    );
    const ids = await deps.bank.createMany(auth, inputs, async (within) => {
      // Spent inside the questions' own transaction: an import that fails leaves the preview usable.
      const spent = await createImportPreviewsRepository(within).markApplied(row.preview_id, iso(deps.clock()));
      if (!spent) throw new AppError('CONFLICT', { reason: 'questionImport.spent' });
    });
    return { count: ids.length, question_ids: ids };
  }

  return { preview, apply };
}

import type { DeletePaperBody, PaperDetail, SavePaperBody } from '@esc/contracts';
import type { Static } from 'typebox';
import { AppError } from '../../platform/errors/app-error.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import {
  assertUsableKeys,
  drawIds,
  idOf,
  invalid,
  iso,
  notFound,
  optionalIdOf,
  ownerAsked,
  randomSeed,
  round2,
  stagesOf,
  type AssessmentAccess,
  type AssessmentPorts,
  type Caller,
  type QuestionRecords,
  type QuestionRow,
  type WithCatalogue,
} from '../question-bank/question-bank.module.js';
import type { AttemptFacts } from './attempt-facts.js';
import type { PaperPolicy } from './paper-policy.js';
import type { NewPaper, PapersRepository, SectionParts } from './papers.repository.js';

// Making papers (calls-chosen savePaper, 000 §7 deletePaper): a school's staff make its papers from
// the platform's and the school's bank, picked or drawn at random by a blueprint; platform editors
// make the platform's papers from the platform bank; a learner makes their own practice test from
// the platform bank. A paper somebody has attempted keeps its questions.

export interface PapersDeps {
  papers: PapersRepository;
  questions: QuestionRecords;
  access: Pick<AssessmentAccess, 'callerOf' | 'ownerForNew'>;
  policy: PaperPolicy;
  ports: Pick<AssessmentPorts, 'clock' | 'storage'> & WithCatalogue<'lookup'>;
  /** Whether somebody has started a paper (the attempts module's). */
  attempts: Pick<AttemptFacts, 'attemptedPaperIds'>;
  /** Questions of live tests (a learner's practice test never holds one). */
  liveQuestions(): Promise<Set<number>>;
  /** The paper as answered after a save. */
  detailOf(caller: Caller, paperId: number): Promise<PaperDetail>;
}

/** A learner's own practice test shows explanations once evaluated (002 §5.2 10/11). */
const PRACTICE_SETTINGS = [{ setting_id: 10, child_setting_list: [{ child_setting_id: 11 }] }];

interface Owner {
  school_id: number | null;
  owner_uuid: string | null;
  is_practice: number;
}

export type PapersService = ReturnType<typeof createPapersService>;

export function createPapersService(deps: PapersDeps) {
  const { papers, questions, access, policy, ports } = deps;

  /** Who the paper belongs to: a learner's practice test, the platform, or a school of the caller. */
  function ownerOf(caller: Caller, body: SavePaperBody): Owner {
    if (body.is_practice) {
      if (caller.staff) throw invalid('is_practice', { reason: 'papers.practiceIsLearners' });
      if (!caller.learner) throw new AppError('FORBIDDEN', { reason: 'papers.learnersPractice' });
      return { school_id: null, owner_uuid: caller.auth.uuid, is_practice: 1 };
    }
    if (!caller.staff) throw new AppError('FORBIDDEN', { reason: 'papers.whoMakesPapers' });
    const school = access.ownerForNew(caller, ownerAsked(body.school_id));
    return { school_id: school, owner_uuid: caller.auth.uuid, is_practice: 0 };
  }

  /** The banks a paper of this owner draws from: the platform's, and its school's. */
  const banksFor = (schoolId: number | null) => (schoolId === null ? [] : [schoolId]);

  /** Each section's questions: the picks (checked), then each blueprint row's draw among the rest. */
  async function partsOf(body: SavePaperBody, schoolId: number | null, practice: boolean): Promise<SectionParts[]> {
    const picks = body.sections.flatMap((s) => (s.questions ?? []).map((q) => Number(q.question_id)));
    const rows = new Map((await questions.byIds(picks.filter((n) => n >= 1))).map((r) => [r.question_id, r]));
    // A learner's own test never holds a question of a test still running or to come (they would see its key).
    const live = practice ? await deps.liveQuestions() : new Set<number>();
    for (const id of live) rows.delete(id);
    const taken = new Set<number>();
    const seed = body.seed ?? randomSeed();
    const out: SectionParts[] = [];
    for (const [i, section] of body.sections.entries()) {
      const chosen: SectionParts['questions'] = [];
      for (const [j, pick] of (section.questions ?? []).entries()) {
        const field = `sections.${i}.questions.${j}.question_id`;
        const row = rows.get(Number(pick.question_id));
        if (!row || row.parent_question_id !== null || !(row.school_id === null || row.school_id === schoolId)) {
          throw invalid(field, { reason: 'papers.notBankQuestion' });
        }
        if (taken.has(row.question_id)) throw invalid(field, { reason: 'papers.inPaperAlready' });
        taken.add(row.question_id);
        chosen.push(weigh(row, pick.marks, pick.negative_marks));
      }
      for (const [j, rowSpec] of (section.blueprint ?? []).entries()) {
        const found = await questions.search({
          schoolIds: banksFor(schoolId),
          syllabusIds: rowSpec.syllabus_ids,
          difficulty: rowSpec.difficulty,
          questionTypes: rowSpec.question_types,
          tagValueIds: rowSpec.tag_value_ids,
          stages: stagesOf(rowSpec.stage),
          excludeIds: [...taken, ...live],
        });
        if (found.length < rowSpec.count) {
          throw invalid(`sections.${i}.blueprint.${j}.count`, {
            reason: 'papers.bankTooSmall',
            params: { asked: rowSpec.count, count: found.length },
          });
        }
        const drawn = drawIds(
          found.map((f) => f.question_id),
          rowSpec.count,
          seed + i * 100 + j,
        );
        const drawnRows = await questions.byIds(drawn);
        for (const id of drawn) {
          taken.add(id);
          chosen.push(
            weigh(
              drawnRows.find((r) => r.question_id === id)!,
              rowSpec.marks,
              rowSpec.negative_marks,
            ),
          );
        }
      }
      out.push({
        section_name: section.section_name,
        subject_id: section.subject_id ?? null,
        instructions: section.instructions ?? '',
        questions: chosen,
      });
    }
    if (taken.size === 0) throw invalid('sections', { reason: 'papers.atLeastOneQuestion' });
    return out;
  }

  const weigh = (row: QuestionRow, marks?: number, negative?: number) => ({
    question_id: row.question_id,
    marks: marks ?? row.marks,
    negative_marks: negative ?? row.negative_marks,
  });

  async function placeOf(auth: AuthContext, syllabusId: number, schoolId: number | null) {
    const viewer = {
      auth,
      userTypeId: auth.userTypeId,
      schoolIds: schoolId === null ? [] : [schoolId],
      isTeacher: true,
      mediumId: 1,
    };
    const place = await ports.catalogue.lookup.mappingDetail({ syllabusId }, viewer);
    if (!place) throw invalid('syllabus_id', { reason: 'papers.noSyllabusNode' });
    return {
      syllabus_id: syllabusId,
      board_id: place.board_id,
      class_id: place.class_id,
      subject_id: place.subject_id,
    };
  }

  async function rowOf(auth: AuthContext, body: SavePaperBody, owner: Owner, parts: SectionParts[]) {
    const all = parts.flatMap((p) => p.questions);
    const total = round2(all.reduce((sum, q) => sum + q.marks, 0));
    if (body.total_marks !== undefined && round2(body.total_marks) !== total) {
      throw invalid('total_marks', { reason: 'papers.totalMarks', params: { total } });
    }
    const rows = await questions.byIds(all.map((q) => q.question_id));
    const children = await questions.childrenOf(
      rows.filter((r) => r.question_type === 'comprehension').map((r) => r.question_id),
    );
    const subjective = [...rows, ...children].some((r) => r.question_type === 'subjective');
    const at = iso(ports.clock());
    const settings = body.paper_settings ?? (owner.is_practice ? PRACTICE_SETTINGS : []);
    return {
      ...owner,
      paper_name: body.paper_name,
      ...(await placeOf(auth, idOf(body.syllabus_id, 'syllabus node'), owner.school_id)),
      group_id: body.group_id ?? null,
      language_id: body.language_id ?? 1,
      paper_type: body.paper_type ?? 1,
      paper_mode: body.paper_mode ?? 1,
      paper_time: body.paper_time,
      total_marks: total,
      total_questions: all.length,
      negative_marking: body.negative_marking === false ? 0 : 1,
      paper_settings: JSON.stringify(settings),
      is_subjective: subjective ? 1 : 0,
      is_omr: body.is_omr === true || body.is_omr === 1 ? 1 : 0,
      paper_nature: body.paper_nature ?? null,
      paper_qualified_mode: body.paper_qualified_mode ?? null,
      instructions: body.instructions ?? '',
      file_keys: JSON.stringify(body.file_keys ?? []),
      online_only: body.online_only === true ? 1 : 0,
      created_at: at,
      updated_at: at,
    } satisfies NewPaper;
  }

  /** POST v2/savePaper: a new paper, or a change to one nobody has attempted. */
  async function save(auth: AuthContext, body: SavePaperBody): Promise<PaperDetail> {
    const caller = await access.callerOf(auth);
    const given = optionalIdOf(body.paper_id, 'paper');
    let owner: Owner;
    if (given === null) {
      owner = ownerOf(caller, body);
    } else {
      const record = await policy.authorizeOne(caller, 'edit', given);
      if (record.kind !== 'paper') throw notFound('papers.noPaper');
      const before = record.paper;
      if ((await deps.attempts.attemptedPaperIds([given])).size > 0) {
        throw new AppError('CONFLICT', { reason: 'attempts.paperAttempted' });
      }
      owner = { school_id: before.school_id, owner_uuid: before.owner_uuid, is_practice: before.is_practice };
    }
    await assertUsableKeys(ports.storage, owner.school_id, body.file_keys ?? [], 'file_keys');
    const parts = await partsOf(body, owner.school_id, owner.is_practice === 1);
    const row = await rowOf(auth, body, owner, parts);
    const id = await papers.transaction(async (tx) => {
      if (given === null) {
        const paperId = await tx.insertPaper(row);
        await tx.replaceParts(paperId, parts);
        return paperId;
      }
      const { created_at: _created, owner_uuid: _owner, ...patch } = row;
      const [before] = await tx.papersByIds([given]);
      await tx.updatePaper(given, { ...patch, revision: (before?.revision ?? 1) + 1 });
      await tx.replaceParts(given, parts);
      return given;
    });
    return deps.detailOf(caller, id);
  }

  /** PUT deletePaper: a paper nobody was assigned (an assigned one stays: 409). */
  async function remove(auth: AuthContext, body: Static<typeof DeletePaperBody>) {
    const caller = await access.callerOf(auth);
    const id = idOf(body.paper_id, 'paper');
    await policy.authorizeOne(caller, 'edit', id);
    if (await papers.isAssigned(id)) {
      throw new AppError('CONFLICT', { reason: 'attempts.paperAssigned' });
    }
    const at = iso(ports.clock());
    await papers.updatePaper(id, { deleted_at: at, updated_at: at });
    return { paper_id: id, deleted: true };
  }

  return { save, remove };
}

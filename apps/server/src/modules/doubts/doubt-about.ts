import { type AskDoubtBody, type DoubtAbout } from '@esc/contracts';
import { questionDoubtRefusal, subjectOfChain, DOUBT_NODE_DEPTH_MAX, type DoubtNode } from '@esc/domain';
import { AppError } from '../../platform/errors/app-error.js';
import { invalid, type DoubtsPorts } from './doubts-ports.js';

/** What a doubt is about, as the server found it: the item, its title and its subject. */
export interface DoubtTarget {
  about: DoubtAbout;
  content_id: number | null;
  syllabus_id: number | null;
  attempt_id: number | null;
  question_id: number | null;
  about_title: string;
  subject_id: number;
}

type Deps = Pick<DoubtsPorts, 'nodes' | 'contentStore' | 'briefs' | 'attempts' | 'sheets' | 'liveQuestions'>;

const NOT_IN_SUBJECT = { reason: 'doubts.notInSubject' } as const;

const required = <T>(value: T | undefined, field: string): T => {
  if (value === undefined) throw invalid(field, { reason: 'doubts.requiredForKind' });
  return value;
};

/**
 * Finds what a doubt is about and its subject, never taking the subject from the client: a chapter's
 * is the subject above it, a content item's that of the first place it sits in the learner's
 * catalogue, a question's its own (else its paper's place). Another school's content or racks, and
 * another learner's attempt, are not found.
 */
export function createDoubtAbout(deps: Deps) {
  /** The node and its parents, upward (one read per level, a handful at most). */
  async function chainOf(syllabusId: number, schoolIds: readonly number[]): Promise<DoubtNode[]> {
    const chain: DoubtNode[] = [];
    let next: number | null = syllabusId;
    while (next !== null && chain.length <= DOUBT_NODE_DEPTH_MAX) {
      const node = (await deps.nodes.byIds([next], schoolIds)).get(next);
      if (!node) break;
      chain.push(node);
      next = node.parent_id;
    }
    return chain;
  }

  async function subjectAbove(syllabusId: number, schoolIds: readonly number[], field: string): Promise<number> {
    const subject = subjectOfChain(await chainOf(syllabusId, schoolIds));
    if (subject === null) throw invalid(field, NOT_IN_SUBJECT);
    return subject;
  }

  async function ofChapter(body: AskDoubtBody, schoolIds: readonly number[]): Promise<DoubtTarget> {
    const syllabusId = required(body.syllabus_id, 'syllabus_id');
    const node = (await deps.nodes.byIds([syllabusId], schoolIds)).get(syllabusId);
    if (!node) throw new AppError('NOT_FOUND', { reason: 'doubts.chapterNotFound' });
    const subjectId = await subjectAbove(syllabusId, schoolIds, 'syllabus_id');
    return { ...none('chapter'), syllabus_id: syllabusId, about_title: node.syllabus_name, subject_id: subjectId };
  }

  async function ofContent(body: AskDoubtBody, schoolIds: readonly number[]): Promise<DoubtTarget> {
    const contentId = required(body.content_id, 'content_id');
    const [brief, placements] = await Promise.all([
      deps.briefs.contents([contentId], schoolIds),
      deps.contentStore.placements([contentId], schoolIds),
    ]);
    const content = brief.get(contentId);
    if (!content) throw new AppError('NOT_FOUND', { reason: 'catalogue.contentNotFound' });
    const place = placements[0];
    if (!place) throw invalid('content_id', NOT_IN_SUBJECT);
    const subjectId = await subjectAbove(place.syllabus_id, schoolIds, 'content_id');
    return { ...none('content'), content_id: contentId, about_title: content.content_title, subject_id: subjectId };
  }

  async function ofQuestion(body: AskDoubtBody, learnerUuid: string, schoolIds: readonly number[]) {
    const attemptId = required(body.attempt_id, 'attempt_id');
    const questionId = required(body.question_id, 'question_id');
    const attempt = await deps.attempts.byId(attemptId);
    if (!attempt || attempt.uuid !== learnerUuid) throw new AppError('NOT_FOUND', { reason: 'doubts.attemptNotFound' });
    const sheet = await deps.sheets.sheetOf(attempt.paper_id);
    const item = sheet?.byId.get(questionId);
    if (!sheet || !item) throw new AppError('NOT_FOUND', { reason: 'doubts.questionNotFound' });
    const held = await deps.liveQuestions([questionId, ...(item.parentId === null ? [] : [item.parentId])]);
    const refusal = questionDoubtRefusal({
      resultPublished: attempt.results_published_at !== null,
      heldByOpenTest: held.size > 0,
    });
    if (refusal === 'result-not-out') {
      const notOut = { reason: 'doubts.resultNotOut' } as const;
      throw new AppError('CONFLICT', notOut, { errors: [{ field: 'attempt_id', ...notOut }] });
    }
    if (refusal === 'test-open') {
      const open = { reason: 'doubts.testOpen' } as const;
      throw new AppError('CONFLICT', open, { errors: [{ field: 'question_id', ...open }] });
    }
    const place = item.row.subject_id ?? item.row.syllabus_id;
    const subjectId = await subjectAbove(place, schoolIds, 'question_id');
    const position = sheet.items.findIndex((i) => i.questionId === questionId) + 1;
    return {
      ...none('question'),
      attempt_id: attemptId,
      question_id: questionId,
      about_title: `Question ${position} of ${sheet.paper.paper_name}`,
      subject_id: subjectId,
    };
  }

  /** What the body names, checked; the schools are the learner's (their catalogue, their racks). */
  async function find(body: AskDoubtBody, learnerUuid: string, schoolIds: readonly number[]): Promise<DoubtTarget> {
    if (body.about === 'chapter') return ofChapter(body, schoolIds);
    if (body.about === 'content') return ofContent(body, schoolIds);
    return ofQuestion(body, learnerUuid, schoolIds);
  }

  return { find };
}

const none = (about: DoubtAbout): Omit<DoubtTarget, 'about_title' | 'subject_id'> => ({
  about,
  content_id: null,
  syllabus_id: null,
  attempt_id: null,
  question_id: null,
});

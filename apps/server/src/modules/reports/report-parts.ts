import type { PaperReportData, QuestionOption, ReportAnswer } from '@esc/contracts';
import type { Response } from '@esc/domain';
import type { AnswerRow, AttemptRecords, AttemptRow } from '../attempts/attempts.module.js';
import type { PaperSheet } from '../papers/papers.module.js';
import {
  keyView,
  parseJson,
  responseView,
  round2,
  textOf,
  type QuestionViews,
  type WithCatalogue,
} from '../question-bank/question-bank.module.js';
import { accuracyBy, syllabusIdsOf, weakTopics, type MarkedEntry } from './report-accuracy.js';

// How a report is put together from an attempt, its answers and the paper's sheet: each answer with
// its marks (the key and explanation only when shown), accuracy by chapter and topic with the
// catalogue's names, and weak topics with lessons recommended from the catalogue.

export type ReportParts = ReturnType<typeof createReportParts>;

export function createReportParts({
  views,
  ports,
}: {
  views: QuestionViews;
  ports: WithCatalogue<'nodes' | 'content'>;
}) {
  function reportAnswers(
    sheet: PaperSheet,
    rows: readonly AnswerRow[],
    showKeys: boolean,
    languageId: number,
  ): ReportAnswer[] {
    const byQuestion = new Map(rows.map((r) => [r.question_id, r]));
    const sectionName = new Map(sheet.sections.map((s) => [s.paper_section_id, s.section_name]));
    return sheet.items.map((item) => {
      const row = byQuestion.get(item.questionId);
      const text = textOf(sheet.loaded, item.questionId, languageId);
      const response = row?.response ? parseJson<Response | null>(row.response, null) : null;
      return {
        question_id: item.questionId,
        parent_question_id: item.parentId ?? 0,
        question_order: item.order,
        section_name: item.paperSectionId === null ? null : (sectionName.get(item.paperSectionId) ?? null),
        question_type: item.row.question_type,
        stem: text?.stem ?? '',
        options: parseJson<QuestionOption[]>(text?.options, []),
        match_left: parseJson<QuestionOption[]>(text?.match_left, []),
        images: views.images(text),
        chapter_id: item.row.chapter_id,
        topic_id: item.row.topic_id,
        response: responseView(response),
        outcome: item.dropped ? 'dropped' : (row?.outcome ?? 'unanswered'),
        marks_awarded: item.dropped ? item.marks : (row?.marks_awarded ?? (row ? null : 0)),
        marks: item.marks,
        negative_marks: item.negativeMarks,
        time_spent_ms: row?.time_spent_ms ?? 0,
        is_dropped: item.dropped ? 1 : 0,
        teacher_comment: row?.teacher_comment ?? null,
        ...(showKeys ? { correct_answer: keyView(item.key), explanation: text?.explanation ?? '' } : {}),
      };
    });
  }

  async function namesOf(entries: readonly MarkedEntry[], schoolId: number | null): Promise<Map<number, string>> {
    const nodes = await ports.catalogue.nodes.byIds(syllabusIdsOf(entries), schoolId === null ? [] : [schoolId]);
    return new Map([...nodes].map(([id, n]) => [id, n.syllabus_name]));
  }

  /** Learn content of each weak topic from the catalogue (as the learner's school sees it), three a topic. */
  async function withContent(topics: ReturnType<typeof weakTopics>, schoolId: number | null) {
    const viewer = {
      auth: null,
      userTypeId: 1,
      schoolIds: schoolId === null ? [] : [schoolId],
      isTeacher: false,
      mediumId: 1,
    };
    return Promise.all(
      topics.map(async (topic) => {
        try {
          const read = await ports.catalogue.content.bySyllabusIds(
            { syllabusIds: String(topic.syllabus_id), groupCategoryId: 1, startIndex: 1, endIndex: 3 },
            viewer,
          );
          const list = (await read.load()).content_list;
          const recommended_content = list.map((c) => ({
            content_id: c.content_id,
            content_title: c.content_title,
            content_kind: c.content_kind,
          }));
          return { ...topic, recommended_content };
        } catch {
          // A recommendation is a help, never a reason to withhold the report.
          return topic;
        }
      }),
    );
  }

  const entriesOf = (sheet: PaperSheet, answers: readonly ReportAnswer[]): MarkedEntry[] =>
    answers.map((a) => ({ item: sheet.byId.get(a.question_id)!, outcome: a.outcome, marks: a.marks_awarded }));

  async function buildReport(
    attempt: AttemptRow,
    sheet: PaperSheet,
    staff: boolean,
    records: Pick<AttemptRecords, 'answersOf'>,
  ): Promise<PaperReportData> {
    const published = attempt.results_published_at !== null;
    const out = published || staff;
    const answers = out
      ? reportAnswers(
          sheet,
          await records.answersOf(attempt.attempt_id),
          staff || sheet.explanationsAllowed,
          sheet.paper.language_id,
        )
      : [];
    const entries = entriesOf(sheet, answers);
    const names = out ? await namesOf(entries, attempt.school_id) : new Map<number, string>();
    const shown = <T>(v: T) => (published ? v : null);
    return {
      attempt_id: attempt.attempt_id,
      attempt_no: attempt.attempt_no,
      paper_id: attempt.paper_id,
      assign_id: attempt.assign_id,
      paper_name: sheet.paper.paper_name,
      uuid: attempt.uuid,
      attempt_status_id: attempt.status,
      results_published: published,
      submitted_at: attempt.submitted_at,
      submitted_by: attempt.submitted_by,
      score: out ? attempt.score : null,
      max_marks: sheet.maxMarks,
      percentage:
        out && attempt.score !== null && sheet.maxMarks > 0 ? round2((100 * attempt.score) / sheet.maxMarks) : null,
      correct_count: out ? attempt.correct_count : 0,
      partial_count: out ? attempt.partial_count : 0,
      wrong_count: out ? attempt.wrong_count : 0,
      unanswered_count: out ? attempt.unanswered_count : 0,
      pending_count: attempt.pending_count,
      rank: shown(attempt.rank),
      percentile: shown(attempt.percentile),
      candidates: shown(attempt.candidates),
      platform_rank: shown(attempt.platform_rank),
      platform_percentile: shown(attempt.platform_percentile),
      platform_candidates: shown(attempt.platform_candidates),
      time_spent_ms: attempt.time_spent_ms,
      explanations_allowed: sheet.explanationsAllowed,
      partial_marking: sheet.partialMarking,
      rank_generation: sheet.rankGeneration,
      by_chapter: accuracyBy(entries, 'chapter_id', names),
      by_topic: accuracyBy(entries, 'topic_id', names),
      answers,
      weak_topics: await withContent(weakTopics(entries, names), attempt.school_id),
    };
  }

  return { reportAnswers, namesOf, withContent, entriesOf, buildReport };
}

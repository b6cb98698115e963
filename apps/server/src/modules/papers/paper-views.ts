import { PaperStatus } from '@esc/domain';
import type { PaperDetail, PaperSetting } from '@esc/contracts';
import { parseJson, type AssessmentPorts } from '../question-bank/question-bank.module.js';
import { fileNameOf } from '../question-bank/question-bank.module.js';
import type { PaperQuestionRow, PaperRow, PaperSectionRow } from './papers.repository.js';

/** A printed paper's files, signed for an hour. */
export function paperFiles(signer: AssessmentPorts['signer'], fileKeys: string) {
  return parseJson<string[]>(fileKeys, []).map((key) => ({
    file_key: key,
    file_name: fileNameOf(key),
    download_url: signer.signKeyShared(key).url,
  }));
}

export const settingsOf = (paper: Pick<PaperRow, 'paper_settings'>) =>
  parseJson<PaperSetting[]>(paper.paper_settings, []);

/** A paper as answered (002 §3 paper, and the attempt paper response's first element). */
export function paperView(
  signer: AssessmentPorts['signer'],
  paper: PaperRow,
  parts: { sections: readonly PaperSectionRow[]; questions: readonly PaperQuestionRow[] },
  opts: { canEdit: boolean; hasAttempts: boolean; groupName?: string | null },
): PaperDetail {
  const sections = parts.sections.filter((s) => s.paper_id === paper.paper_id);
  const questions = parts.questions.filter((q) => q.paper_id === paper.paper_id);
  const subjects = [...new Set(sections.flatMap((s) => (s.subject_id === null ? [] : [s.subject_id])))];
  return {
    paper_id: paper.paper_id,
    paper_name: paper.paper_name,
    school_id: paper.school_id,
    is_practice: paper.is_practice,
    group_id: paper.group_id,
    group_name: opts.groupName ?? null,
    syllabus_id: paper.syllabus_id,
    syllabus_mapping_id: paper.syllabus_mapping_id,
    board_id: paper.board_id,
    class_id: paper.class_id,
    language_id: paper.language_id,
    paper_type: paper.paper_type,
    paper_mode: paper.paper_mode,
    paper_time: paper.paper_time,
    total_marks: paper.total_marks,
    total_questions: paper.total_questions,
    negative_marking: paper.negative_marking,
    paper_settings: settingsOf(paper),
    is_subjective: paper.is_subjective,
    is_omr: paper.is_omr,
    paper_nature: paper.paper_nature,
    paper_qualified_mode: paper.paper_qualified_mode,
    paper_status: paper.deleted_at === null ? PaperStatus.Active : PaperStatus.Removed,
    question_subject_ids: subjects.length > 0 ? subjects : paper.subject_id === null ? [] : [paper.subject_id],
    instructions: paper.instructions,
    sections: sections.map((s) => {
      const mine = questions.filter((q) => q.paper_section_id === s.paper_section_id);
      return {
        paper_section_id: s.paper_section_id,
        section_name: s.section_name,
        subject_id: s.subject_id,
        instructions: s.instructions,
        question_count: mine.length,
        marks: mine.reduce((sum, q) => sum + q.marks, 0),
      };
    }),
    file_path: paperFiles(signer, paper.file_keys),
    created_at: paper.created_at,
    updated_at: paper.updated_at ?? paper.created_at,
    can_edit: opts.canEdit && !opts.hasAttempts,
    has_attempts: opts.hasAttempts,
    online_only: paper.online_only === 1,
  };
}

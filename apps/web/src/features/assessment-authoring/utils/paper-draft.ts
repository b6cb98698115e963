import type { SavePaperBody } from '@esc/contracts';
import { PAPER_SETTINGS, type PaperSettingName } from '@esc/domain';
import type { DraftProblem } from './question-draft';
import { NO_CHOICE, type SyllabusChoice } from './syllabus-choice';

export interface PickedQuestion {
  question_id: number;
  stem: string;
  marks: number;
  negative_marks: number;
}

/** A random draw: `count` questions from a chapter or topic, `marks` each (default the question's). */
export interface DrawDraft {
  key: number;
  syllabusId: string | null;
  count: number | string;
  marks: number | string;
}

export interface SectionDraft {
  key: number;
  name: string;
  picked: PickedQuestion[];
  draws: DrawDraft[];
}

export interface PaperDraft {
  name: string;
  choice: SyllabusChoice;
  duration: number | string;
  negativeMarking: boolean;
  omr: boolean;
  /** Online only: answers count only if they reach the server before time is up (no offline sync). */
  onlineOnly: boolean;
  instructions: string;
  settings: Record<PaperSettingName, boolean>;
  sections: SectionDraft[];
}

export const SETTING_NAMES = Object.keys(PAPER_SETTINGS) as PaperSettingName[];

let nextKey = 1;
export const newKey = () => nextKey++;

export function newSection(n: number): SectionDraft {
  return { key: newKey(), name: `Section ${String.fromCharCode(64 + n)}`, picked: [], draws: [] };
}

export function newDraw(): DrawDraft {
  return { key: newKey(), syllabusId: null, count: 5, marks: '' };
}

export function blankPaper(): PaperDraft {
  return {
    name: '',
    choice: NO_CHOICE,
    duration: 60,
    negativeMarking: true,
    omr: false,
    onlineOnly: false,
    instructions: '',
    // Explanations and the instruction screen are on unless the teacher turns them off.
    settings: {
      testEngineRedirect: false,
      explanationAllowed: true,
      partialMarking: false,
      openSyllabus: false,
      instructionScreen: true,
      rankGeneration: false,
    },
    sections: [newSection(1)],
  };
}

const whole = (v: number | string, min: number, max: number) => {
  const n = Number(v);
  return v !== '' && Number.isInteger(n) && n >= min && n <= max;
};

export function paperProblems(d: PaperDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  if (d.name.trim() === '') out.push({ field: 'name', key: 'authoring.paper.nameMissing' });
  if (d.choice.subjectId === null) out.push({ field: 'where', key: 'authoring.paper.whereMissing' });
  if (!whole(d.duration, 1, 600)) out.push({ field: 'duration', key: 'authoring.paper.durationError' });
  d.sections.forEach((s, i) => {
    const n = i + 1;
    if (s.name.trim() === '')
      out.push({ field: `section-${s.key}-name`, key: 'authoring.paper.sectionNameMissing', values: { n } });
    if (s.picked.length === 0 && s.draws.length === 0) {
      out.push({ field: `section-${s.key}`, key: 'authoring.paper.sectionEmpty', values: { n } });
    }
    for (const draw of s.draws) {
      if (draw.syllabusId === null)
        out.push({ field: `draw-${draw.key}-from`, key: 'authoring.paper.drawFromMissing' });
      if (!whole(draw.count, 1, 200))
        out.push({ field: `draw-${draw.key}-count`, key: 'authoring.paper.drawCountError' });
      if (draw.marks !== '' && !(Number(draw.marks) >= 0 && Number(draw.marks) <= 1000)) {
        out.push({ field: `draw-${draw.key}-marks`, key: 'authoring.question.marksError' });
      }
    }
  });
  return out;
}

/** Questions and marks as far as the client knows them: a draw without marks counts its questions only. */
export function paperTotals(d: PaperDraft): { questions: number; marks: number } {
  let questions = 0;
  let marks = 0;
  for (const s of d.sections) {
    questions += s.picked.length;
    marks += s.picked.reduce((sum, q) => sum + q.marks, 0);
    for (const draw of s.draws) {
      const count = Number(draw.count) || 0;
      questions += count;
      if (draw.marks !== '') marks += count * Number(draw.marks);
    }
  }
  return { questions, marks: Math.round(marks * 100) / 100 };
}

export function paperBody(d: PaperDraft, schoolId: number | null): SavePaperBody {
  const settings = SETTING_NAMES.filter((name) => d.settings[name]).map((name) => {
    const [setting_id, child_setting_id] = PAPER_SETTINGS[name];
    return { setting_id, child_setting_list: [{ child_setting_id }] };
  });
  return {
    ...(schoolId !== null ? { school_id: schoolId } : {}),
    paper_name: d.name.trim(),
    syllabus_id: d.choice.subjectId ?? 0,
    paper_time: Number(d.duration),
    negative_marking: d.negativeMarking,
    is_omr: d.omr,
    online_only: d.onlineOnly,
    paper_settings: settings,
    ...(d.instructions.trim() ? { instructions: d.instructions.trim() } : {}),
    sections: d.sections.map((s) => ({
      section_name: s.name.trim(),
      ...(s.picked.length > 0
        ? { questions: s.picked.map((q) => ({ question_id: q.question_id, marks: q.marks })) }
        : {}),
      ...(s.draws.length > 0
        ? {
            blueprint: s.draws.map((draw) => ({
              syllabus_ids: [Number(draw.syllabusId)],
              count: Number(draw.count),
              ...(draw.marks !== '' ? { marks: Number(draw.marks) } : {}),
            })),
          }
        : {}),
    })),
  };
}

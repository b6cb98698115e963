import type { AssignPaperBody } from '@esc/contracts';
import { zonedToInstant } from './window-time';

export interface AssignForm {
  title: string;
  sectionIds: string[];
  /** Wall-clock times of the school's zone, as datetime-local inputs hold them. */
  start: string;
  end: string;
  duration: number | string;
  allowReattempt: boolean;
  extend: boolean;
  /** Extra minutes by student uuid. */
  extensions: Record<string, number | string>;
}

export interface AssignProblems {
  sections?: 'none';
  start?: 'missing';
  end?: 'missing' | 'before-start';
  duration?: 'range';
  extensions: string[];
}

const wholeIn = (value: number | string, min: number, max: number) => {
  const n = typeof value === 'number' ? value : Number(value);
  return value !== '' && Number.isInteger(n) && n >= min && n <= max;
};

/** What keeps the form from being sent, field by field. */
export function assignProblems(form: AssignForm, timeZone: string): AssignProblems {
  const problems: AssignProblems = { extensions: [] };
  if (form.sectionIds.length === 0) problems.sections = 'none';
  const start = zonedToInstant(form.start, timeZone);
  const end = zonedToInstant(form.end, timeZone);
  if (start === null) problems.start = 'missing';
  if (end === null) problems.end = 'missing';
  else if (start !== null && end <= start) problems.end = 'before-start';
  if (!wholeIn(form.duration, 1, 600)) problems.duration = 'range';
  if (form.extend) {
    for (const [uuid, minutes] of Object.entries(form.extensions)) {
      if (minutes !== '' && !wholeIn(minutes, 0, 600)) problems.extensions.push(uuid);
    }
  }
  return problems;
}

export function hasProblems(problems: AssignProblems): boolean {
  return (
    Boolean(problems.sections ?? problems.start ?? problems.end ?? problems.duration) || problems.extensions.length > 0
  );
}

/** The call's body from a form without problems. */
export function assignBody(paperId: number, form: AssignForm, timeZone: string): AssignPaperBody {
  const iso = (local: string) => new Date(zonedToInstant(local, timeZone) ?? 0).toISOString();
  const extensions = form.extend
    ? Object.entries(form.extensions)
        .filter(([, minutes]) => minutes !== '' && Number(minutes) > 0)
        .map(([uuid, minutes]) => ({ uuid, extra_minutes: Number(minutes) }))
    : [];
  return {
    paper_id: paperId,
    sections: form.sectionIds.map(Number),
    ...(form.title.trim() ? { title: form.title.trim() } : {}),
    paper_start_time: iso(form.start),
    paper_end_time: iso(form.end),
    paper_duration: Number(form.duration),
    allow_reattempt: form.allowReattempt,
    ...(extensions.length > 0 ? { extensions } : {}),
  };
}

import type { AskDoubtTarget } from '../../../components/ask-doubt/ask-doubt.context';
import { ASK_A_DOUBT_PATH } from '../doubts-path';

// Kept apart from the path itself, which the app's navigation loads with the shell: these load with
// the screens that use them.

/** The screen with the form to ask about the target. */
export function askDoubtHref(target: AskDoubtTarget): string {
  const params = new URLSearchParams({ about: target.about, title: target.title.slice(0, 200) });
  if (target.about === 'content') params.set('contentId', String(target.contentId));
  if (target.about === 'chapter') params.set('syllabusId', String(target.syllabusId));
  if (target.about === 'question') {
    params.set('attemptId', String(target.attemptId));
    params.set('questionId', String(target.questionId));
  }
  return `${ASK_A_DOUBT_PATH}?${params.toString()}`;
}

const id = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The target a link named, or null when it names none (or a broken one). */
export function targetFromSearch(search: URLSearchParams): AskDoubtTarget | null {
  const title = search.get('title') ?? '';
  const about = search.get('about');
  if (about === 'content' && id(search.get('contentId')))
    return { about, contentId: id(search.get('contentId'))!, title };
  if (about === 'chapter' && id(search.get('syllabusId')))
    return { about, syllabusId: id(search.get('syllabusId'))!, title };
  const attemptId = id(search.get('attemptId'));
  const questionId = id(search.get('questionId'));
  if (about === 'question' && attemptId && questionId) return { about, attemptId, questionId, title };
  return null;
}

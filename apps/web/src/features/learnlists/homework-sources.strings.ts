import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/**
 * The teaching screen's words for questions, papers and recorded lectures (English), kept apart from
 * learnlists.strings so the student dashboard, which reads those, does not load these.
 */
export const homeworkSourcesStrings = {
  teachSources: {
    questionsOf: 'Questions of {{name}}',
    questionsError: 'We could not load the questions.',
    noQuestions: 'No questions for this topic yet.',
    questionNumbered: 'Question {{id}}',
    questionKind: 'Question',
    papers: 'Test papers',
    papersError: 'We could not load your papers.',
    noPapers: 'No papers yet.',
    paperDetail: 'Test paper · {{count}} questions · {{minutes}} min',
    recordings: 'Recorded lectures',
    recordingsError: 'We could not load the recorded lectures.',
    noRecordings: 'No recorded lectures yet.',
    recordingDetail: 'Recorded lecture · {{day}} · {{title}}',
  },
};
export type HomeworkSourcesStrings = typeof homeworkSourcesStrings;

registerStrings(homeworkSourcesStrings, import.meta.glob<CatalogueModule>('./homework-sources.*.strings.ts'));

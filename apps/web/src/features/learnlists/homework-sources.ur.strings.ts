import type { Catalogue } from '../../lib/catalogue';
import type { HomeworkSourcesStrings } from './homework-sources.strings';

const ur: Catalogue<HomeworkSourcesStrings> = {
  teachSources: {
    questionsOf: '{{name}} کے سوالات',
    questionsError: 'ہم سوالات لوڈ نہیں کر سکے۔',
    noQuestions: 'اس موضوع کے لیے ابھی کوئی سوال نہیں۔',
    questionNumbered: 'سوال {{id}}',
    questionKind: 'سوال',
    papers: 'ٹیسٹ کے پرچے',
    papersError: 'ہم آپ کے پرچے لوڈ نہیں کر سکے۔',
    noPapers: 'ابھی کوئی پرچہ نہیں۔',
    paperDetail: 'ٹیسٹ کا پرچہ · {{count}} سوالات · {{minutes}} منٹ',
    recordings: 'ریکارڈ شدہ لیکچر',
    recordingsError: 'ہم ریکارڈ شدہ لیکچر لوڈ نہیں کر سکے۔',
    noRecordings: 'ابھی کوئی ریکارڈ شدہ لیکچر نہیں۔',
    recordingDetail: 'ریکارڈ شدہ لیکچر · {{day}} · {{title}}',
  },
};
export default ur;

import type { Catalogue } from '../../lib/catalogue';
import type { HomeworkSourcesStrings } from './homework-sources.strings';

const bn: Catalogue<HomeworkSourcesStrings> = {
  teachSources: {
    questionsOf: '{{name}}-এর প্রশ্ন',
    questionsError: 'প্রশ্নগুলো লোড করা গেল না।',
    noQuestions: 'এই টপিকে এখনও কোনো প্রশ্ন নেই।',
    questionNumbered: 'প্রশ্ন {{id}}',
    questionKind: 'প্রশ্ন',
    papers: 'টেস্টের প্রশ্নপত্র',
    papersError: 'আপনার প্রশ্নপত্রগুলো লোড করা গেল না।',
    noPapers: 'এখনও কোনো প্রশ্নপত্র নেই।',
    paperDetail: 'টেস্টের প্রশ্নপত্র · {{count}}টি প্রশ্ন · {{minutes}} মিনিট',
    recordings: 'রেকর্ড করা ক্লাস',
    recordingsError: 'রেকর্ড করা ক্লাসগুলো লোড করা গেল না।',
    noRecordings: 'এখনও কোনো রেকর্ড করা ক্লাস নেই।',
    recordingDetail: 'রেকর্ড করা ক্লাস · {{day}} · {{title}}',
  },
};
export default bn;

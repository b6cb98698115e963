import type { Catalogue } from '../../lib/catalogue';
import type { HomeworkSourcesStrings } from './homework-sources.strings';

const mr: Catalogue<HomeworkSourcesStrings> = {
  teachSources: {
    questionsOf: '{{name}} चे प्रश्न',
    questionsError: 'प्रश्न लोड करता आले नाहीत.',
    noQuestions: 'या घटकासाठी अजून प्रश्न नाहीत.',
    questionNumbered: 'प्रश्न {{id}}',
    questionKind: 'प्रश्न',
    papers: 'चाचणी प्रश्नपत्रिका',
    papersError: 'तुमच्या प्रश्नपत्रिका लोड करता आल्या नाहीत.',
    noPapers: 'अजून प्रश्नपत्रिका नाहीत.',
    paperDetail: 'चाचणी प्रश्नपत्रिका · {{count}} प्रश्न · {{minutes}} मि.',
    recordings: 'रेकॉर्ड केलेली व्याख्याने',
    recordingsError: 'रेकॉर्ड केलेली व्याख्याने लोड करता आली नाहीत.',
    noRecordings: 'अजून रेकॉर्ड केलेली व्याख्याने नाहीत.',
    recordingDetail: 'रेकॉर्ड केलेले व्याख्यान · {{day}} · {{title}}',
  },
};
export default mr;

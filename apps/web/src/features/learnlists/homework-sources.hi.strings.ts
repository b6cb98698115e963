import type { Catalogue } from '../../lib/catalogue';
import type { HomeworkSourcesStrings } from './homework-sources.strings';

const hi: Catalogue<HomeworkSourcesStrings> = {
  teachSources: {
    questionsOf: '{{name}} के प्रश्न',
    questionsError: 'हम प्रश्न लोड नहीं कर सके।',
    noQuestions: 'इस टॉपिक के अभी कोई प्रश्न नहीं हैं।',
    questionNumbered: 'प्रश्न {{id}}',
    questionKind: 'प्रश्न',
    papers: 'टेस्ट के प्रश्नपत्र',
    papersError: 'हम आपके प्रश्नपत्र लोड नहीं कर सके।',
    noPapers: 'अभी कोई प्रश्नपत्र नहीं।',
    paperDetail: 'टेस्ट का प्रश्नपत्र · {{count}} प्रश्न · {{minutes}} मिनट',
    recordings: 'रिकॉर्ड किए गए लेक्चर',
    recordingsError: 'हम रिकॉर्ड किए गए लेक्चर लोड नहीं कर सके।',
    noRecordings: 'अभी कोई रिकॉर्ड किया गया लेक्चर नहीं।',
    recordingDetail: 'रिकॉर्ड किया गया लेक्चर · {{day}} · {{title}}',
  },
};
export default hi;

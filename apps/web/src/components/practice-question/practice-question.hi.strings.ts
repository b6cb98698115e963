import type { Catalogue } from '../../lib/catalogue';
import type { PracticeQuestionStrings } from './practice-question.strings';

const hi: Catalogue<PracticeQuestionStrings> = {
  practiceQuestion: {
    check: 'मेरा उत्तर जाँचें',
    checking: 'जाँच हो रही है…',
    answerFirst: 'पहले प्रश्न का उत्तर दें, फिर जाँचें।',
    checkError: 'हम उत्तर नहीं जाँच सके।',
    loadError: 'हम प्रश्न लोड नहीं कर सके।',
    result: {
      correct: 'सही।',
      incorrect: 'सही नहीं।',
      partial: 'आंशिक रूप से सही।',
    },
    resultOf: 'प्रश्न {{n}}: {{result}}',
    marks: '{{max}} में से {{marks}} अंक',
    key: 'सही उत्तर',
    explanation: 'व्याख्या',
    noExplanation: 'इस प्रश्न की अभी कोई व्याख्या नहीं है।',
    tolerance: '{{value}} (± {{tolerance}})',
    blank: 'रिक्त स्थान {{n}}: {{answers}}',
    true: 'सत्य',
    false: 'असत्य',
    passage: 'गद्यांश',
    openPractice: 'प्रश्नों का अभ्यास करें',
    openPracticeText: 'पाठ्यक्रम के इस हिस्से के प्रश्नों के उत्तर एक-एक करके दें और हर उत्तर जाँचें।',
  },
};
export default hi;

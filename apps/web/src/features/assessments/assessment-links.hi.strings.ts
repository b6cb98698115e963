import type { Catalogue } from '../../lib/catalogue';
import type { AssessmentLinksStrings } from './assessment-links.strings';

const hi: Catalogue<AssessmentLinksStrings> = {
  assessments: {
    viewQuestions: {
      title: 'प्रश्न: {{paper}}',
      titlePlain: 'प्रश्नपत्र के प्रश्न',
      loading: 'प्रश्न लोड हो रहे हैं…',
      error: 'हम इस प्रश्नपत्र के प्रश्न लोड नहीं कर सके।',
      badLink: 'इस लिंक में किसी प्रश्नपत्र का नाम नहीं है।',
      notOpen: 'ये प्रश्न आपके लिए खुले नहीं हैं।',
      facts: '{{count}} प्रश्न · {{marks}} अंक · {{minutes}} मिनट',
      teacher: '{{name}} ने दिया',
      syllabus: 'पाठ्यक्रम: {{name}}',
      subject: 'विषय: {{name}}',
      section: 'खंड: {{name}}',
      answer: 'उत्तर',
      explanation: 'व्याख्या',
      dropped: 'हटाया गया (सभी को अंक दिए गए)',
      noKeys: 'इस प्रश्नपत्र के उत्तर और व्याख्याएँ नहीं दिखाई जातीं।',
      empty: 'इस प्रश्नपत्र में अभी कोई प्रश्न नहीं है।',
      print: 'प्रिंट करें',
      back: 'वापस',
    },
    weeklyReport: {
      loading: 'आपकी रिपोर्ट ढूँढी जा रही है…',
      error: 'हमें आपकी रिपोर्ट नहीं मिली।',
      badLink: 'इस लिंक में किसी टेस्ट का नाम नहीं है।',
      notTaken: 'इस टेस्ट का अभी कोई प्रयास नहीं हुआ है, इसलिए दिखाने को कोई रिपोर्ट नहीं है।',
      notMarked: 'आपके उत्तर जमा हो गए हैं। उनकी जाँच होने पर रिपोर्ट यहाँ खुलेगी।',
      toTests: 'अपने टेस्ट देखें',
    },
    byName: {
      opening: '“{{name}}” खुल रहा है…',
      error: 'हम आपके टेस्ट लोड नहीं कर सके।',
      notFound: 'आपको दिए गए टेस्ट में से किसी का नाम “{{name}}” नहीं है।',
      notOpen: '“{{name}}” अभी नहीं खुल सकता।',
      toTests: 'अपने टेस्ट देखें',
    },
  },
};
export default hi;

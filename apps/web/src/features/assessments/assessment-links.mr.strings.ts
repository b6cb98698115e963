import type { Catalogue } from '../../lib/catalogue';
import type { AssessmentLinksStrings } from './assessment-links.strings';

const mr: Catalogue<AssessmentLinksStrings> = {
  assessments: {
    viewQuestions: {
      title: 'प्रश्न: {{paper}}',
      titlePlain: 'प्रश्नपत्रिकेचे प्रश्न',
      loading: 'प्रश्न लोड होत आहेत…',
      error: 'या प्रश्नपत्रिकेचे प्रश्न लोड करता आले नाहीत.',
      badLink: 'या लिंकमध्ये प्रश्नपत्रिकेचे नाव नाही.',
      notOpen: 'हे प्रश्न तुमच्यासाठी खुले नाहीत.',
      facts: '{{count}} प्रश्न · {{marks}} गुण · {{minutes}} मिनिटे',
      teacher: '{{name}} यांनी दिलेली',
      syllabus: 'अभ्यासक्रम: {{name}}',
      subject: 'विषय: {{name}}',
      section: 'तुकडी: {{name}}',
      answer: 'उत्तर',
      explanation: 'स्पष्टीकरण',
      dropped: 'रद्द केला (सर्वांना गुण दिले)',
      noKeys: 'या प्रश्नपत्रिकेची उत्तरे आणि स्पष्टीकरणे दाखवली जात नाहीत.',
      empty: 'या प्रश्नपत्रिकेत अजून प्रश्न नाहीत.',
      print: 'छापा',
      back: 'मागे',
    },
    weeklyReport: {
      loading: 'तुमचा अहवाल शोधत आहोत…',
      error: 'तुमचा अहवाल सापडला नाही.',
      badLink: 'या लिंकमध्ये चाचणीचे नाव नाही.',
      notTaken: 'ही चाचणी अजून दिलेली नाही, त्यामुळे दाखवण्यासाठी अहवाल नाही.',
      notMarked: 'तुमची उत्तरे जमा झाली आहेत. ती तपासली गेली की अहवाल इथे उघडेल.',
      toTests: 'तुमच्या चाचण्या पाहा',
    },
    byName: {
      opening: '“{{name}}” उघडत आहोत…',
      error: 'तुमच्या चाचण्या लोड करता आल्या नाहीत.',
      notFound: 'तुम्हाला दिलेल्या चाचण्यांपैकी कोणत्याही चाचणीचे नाव “{{name}}” नाही.',
      notOpen: '“{{name}}” आता उघडता येत नाही.',
      toTests: 'तुमच्या चाचण्या पाहा',
    },
  },
};
export default mr;

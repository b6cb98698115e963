import type { Catalogue } from '../../lib/catalogue';
import type { PracticeQuestionStrings } from './practice-question.strings';

const mr: Catalogue<PracticeQuestionStrings> = {
  practiceQuestion: {
    check: 'माझे उत्तर तपासा',
    checking: 'तपासत आहोत…',
    answerFirst: 'आधी प्रश्नाचे उत्तर द्या, मग ते तपासा.',
    checkError: 'उत्तर तपासता आले नाही.',
    loadError: 'प्रश्न लोड करता आला नाही.',
    result: {
      correct: 'बरोबर.',
      incorrect: 'बरोबर नाही.',
      partial: 'अंशतः बरोबर.',
    },
    resultOf: 'प्रश्न {{n}}: {{result}}',
    marks: '{{max}} पैकी {{marks}} गुण',
    key: 'बरोबर उत्तर',
    explanation: 'स्पष्टीकरण',
    noExplanation: 'या प्रश्नाचे स्पष्टीकरण अजून नाही.',
    tolerance: '{{value}} (± {{tolerance}})',
    blank: 'रिकामी जागा {{n}}: {{answers}}',
    true: 'बरोबर',
    false: 'चूक',
    passage: 'उतारा',
    openPractice: 'प्रश्नांचा सराव करा',
    openPracticeText: 'अभ्यासक्रमाच्या या भागातील प्रश्न एकेक करून सोडवा आणि प्रत्येक उत्तर तपासा.',
  },
};
export default mr;

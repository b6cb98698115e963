import type { Catalogue } from '../../lib/catalogue';
import type { QuestionStrings } from './question.strings';

const mr: Catalogue<QuestionStrings> = {
  question: {
    number: 'प्रश्न {{n}}',
    marks: '{{marks}} गुण, चुकीच्या उत्तरासाठी {{negative}}',
    marksNoNegative: '{{marks}} गुण',
    passage: 'उतारा वाचा, मग त्याखालील प्रश्नांची उत्तरे द्या.',
    figure: 'प्रश्नातील आकृती {{n}}',
    chooseOne: 'एक उत्तर निवडा',
    chooseMany: 'सर्व बरोबर उत्तरे निवडा',
    integerLabel: 'तुमचे उत्तर (पूर्णांक)',
    numericLabel: 'तुमचे उत्तर (संख्या)',
    notANumber: 'संख्या लिहा, उदा. 12 किंवा -3.5',
    notAWholeNumber: 'पूर्णांक लिहा, उदा. 12 किंवा -3',
    blank: 'रिकामी जागा {{n}}',
    trueFalse: 'चूक की बरोबर',
    true: 'बरोबर',
    false: 'चूक',
    matchHint: 'डावीकडील प्रत्येक घटकाची उजवीकडील एका घटकाशी जोडी लावा',
    matchPick: 'जोडी निवडा',
    matchColumn: 'जोड्या लावण्यासाठी पर्याय',
    typedAnswer: 'तुमचे उत्तर',
    photos: 'तुम्ही लिहिलेल्या उत्तराचे फोटो',
    addPhoto: 'तुमच्या उत्तराचा फोटो जोडा',
    uploading: 'फोटो अपलोड होत आहे…',
    uploadFailed: 'फोटो अपलोड करता आला नाही. कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
    photoTooMany: 'जास्तीत जास्त {{max}} फोटो',
    removePhoto: 'फोटो {{n}} काढा',
    photoAlt: 'तुम्ही लिहिलेल्या उत्तराचा फोटो {{n}}',
    clear: 'उत्तर पुसा',
  },
};
export default mr;

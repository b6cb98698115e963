import type { Catalogue } from '../../lib/catalogue';
import type { QuestionStrings } from './question.strings';

const hi: Catalogue<QuestionStrings> = {
  question: {
    number: 'प्रश्न {{n}}',
    marks: '{{marks}} अंक, गलत उत्तर पर {{negative}}',
    marksNoNegative: '{{marks}} अंक',
    passage: 'गद्यांश पढ़ें, फिर उसके नीचे दिए प्रश्नों के उत्तर दें।',
    figure: 'प्रश्न का चित्र {{n}}',
    chooseOne: 'एक उत्तर चुनें',
    chooseMany: 'सभी सही उत्तर चुनें',
    integerLabel: 'आपका उत्तर (पूर्ण संख्या)',
    numericLabel: 'आपका उत्तर (संख्या)',
    notANumber: 'कोई संख्या लिखें, जैसे 12 या -3.5',
    notAWholeNumber: 'कोई पूर्ण संख्या लिखें, जैसे 12 या -3',
    blank: 'रिक्त स्थान {{n}}',
    trueFalse: 'सत्य या असत्य',
    true: 'सत्य',
    false: 'असत्य',
    matchHint: 'बाईं ओर की हर चीज़ का दाईं ओर की किसी एक से मिलान करें',
    matchPick: 'मिलान चुनें',
    matchColumn: 'मिलान के विकल्प',
    typedAnswer: 'आपका उत्तर',
    photos: 'आपके लिखे काम की फ़ोटो',
    addPhoto: 'अपने काम की फ़ोटो जोड़ें',
    uploading: 'फ़ोटो अपलोड हो रही है…',
    uploadFailed: 'फ़ोटो अपलोड नहीं हो सकी। कनेक्शन देखें और फिर से कोशिश करें।',
    photoTooMany: 'ज़्यादा से ज़्यादा {{max}} फ़ोटो',
    removePhoto: 'फ़ोटो {{n}} हटाएँ',
    photoAlt: 'आपके लिखे काम की फ़ोटो {{n}}',
    clear: 'उत्तर मिटाएँ',
  },
};
export default hi;

import type { Catalogue } from '../../lib/catalogue';
import type { AccessLogStrings } from './access-log.strings';

const hi: Catalogue<AccessLogStrings> = {
  accessLog: {
    title: 'आपके रिकॉर्ड किसने देखे',
    childTitle: '{{name}} के रिकॉर्ड किसने देखे',
    schoolTitle: 'आपके स्कूल में बच्चों के रिकॉर्ड किसने देखे',
    intro:
      'हर बार जब किसी शिक्षक या स्कूल के अन्य स्टाफ़ ने उत्तर, रिपोर्ट, उपस्थिति या संपर्क विवरण खोले। बच्चे और उसके माता-पिता के देखे गए रिकॉर्ड यहाँ नहीं हैं। प्रविष्टियाँ {{days}} दिन तक रखी जाती हैं।',
    empty: 'स्कूल में से किसी ने ये रिकॉर्ड नहीं देखे हैं।',
    loadError: 'हम यह लोड नहीं कर सके कि किसने देखा।',
    entry: '{{viewer}} ({{role}}) ने {{action}}',
    formerPerson: 'स्टाफ़ का एक पूर्व सदस्य',
    role: { teacher: 'शिक्षक', admin: 'स्कूल प्रशासक', staff: 'स्टाफ़' },
    kind: {
      'attempt-answers': '{{learner}} के उत्तर खोले',
      'paper-report': '{{learner}} की टेस्ट रिपोर्ट खोली',
      'assessment-activity': '{{learner}} के टेस्ट की स्थिति और अंक देखे',
      'learnlist-report': '{{learner}} की होमवर्क रिपोर्ट खोली',
      attendance: '{{learner}} की उपस्थिति खोली',
      'attendance-register': '{{learner}} वाला उपस्थिति रजिस्टर डाउनलोड किया',
      'contact-details': '{{learner}} का ईमेल और मोबाइल देखा',
      handin: '{{learner}} का जमा किया गया काम खोला',
      doubt: '{{learner}} का डाउट पढ़ा',
      'report-download': '{{learner}} वाली रिपोर्ट डाउनलोड की',
    },
    on: '“{{label}}” पर',
    from: '{{device}} से',
    newer: 'नए',
    older: 'पुराने',
    onlyLearner: 'केवल {{name}}',
    onlyViewer: 'केवल वह जो {{name}} ने देखा',
    showAll: 'सभी दिखाएँ',
  },
};
export default hi;

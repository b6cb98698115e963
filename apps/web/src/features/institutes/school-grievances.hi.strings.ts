import type { Catalogue } from '../../lib/catalogue';
import type { SchoolGrievancesStrings } from './school-grievances.strings';

const hi: Catalogue<SchoolGrievancesStrings> = {
  schoolGrievances: {
    title: 'शिकायतें',
    intro:
      'आपके स्कूल के लोग अपने डेटा के उपयोग के बारे में शिकायत दर्ज करते हैं। हर शिकायत का उत्तर उसकी देय तिथि तक दें; व्यक्ति को उनकी भाषा में बताया जाता है।',
    officerName: 'शिकायत अधिकारी का नाम',
    officerContact: 'शिकायत अधिकारी का ई-मेल या फ़ोन',
    officerHint:
      'हर शिकायत के साथ आपके स्कूल के लोगों को दिखाया जाता है। जब तक आप किसी को नियुक्त नहीं करते, स्कूल के एडमिन उत्तर देते हैं।',
    saveOfficer: 'शिकायत अधिकारी सहेजें',
    officerSaved: 'शिकायत अधिकारी सहेज लिया गया।',
    officerFailed: 'हम शिकायत अधिकारी नहीं सहेज सके। कृपया फिर से कोशिश करें।',
    required: 'कृपया इसे भरें।',
    loadError: 'हम शिकायतें लोड नहीं कर सके।',
    none: 'कोई शिकायत दर्ज नहीं हुई है।',
    heading: '{{reference}}: {{subject}}',
    raisedBy: '{{name}} के डेटा के बारे में, {{date}} को दर्ज',
    dueBy: 'उत्तर {{date}} तक देय',
    overdue: 'देर: उत्तर {{date}} तक देय था।',
    answerLabel: '{{reference}} का आपका उत्तर',
    sendAnswer: 'उत्तर भेजें',
    answered: 'उत्तर भेज दिया गया।',
    close: 'शिकायत बंद करें',
    closed: 'शिकायत बंद कर दी गई।',
    actionFailed: 'हम यह नहीं कर सके। कृपया फिर से कोशिश करें।',
    state: {
      open: 'खुली',
      answered: 'उत्तर दिया गया',
      closed: 'बंद',
    },
  },
};
export default hi;

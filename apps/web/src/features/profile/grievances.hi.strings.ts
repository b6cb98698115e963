import type { Catalogue } from '../../lib/catalogue';
import type { GrievancesStrings } from './grievances.strings';

const hi: Catalogue<GrievancesStrings> = {
  grievances: {
    title: 'शिकायत दर्ज करें',
    intro:
      'अगर आप इस बात से संतुष्ट नहीं हैं कि ESC+ या आपका स्कूल आपके (या आपके बच्चे के) डेटा को कैसे संभालता है, तो शिकायत अधिकारी को बताएँ। आपको एक संदर्भ संख्या मिलेगी, और {{days}} दिनों में उत्तर।',
    about: 'किसके डेटा के बारे में',
    aboutMe: 'मेरा अपना',
    subject: 'विषय',
    details: 'क्या हुआ, और आप क्या करवाना चाहते हैं',
    send: 'शिकायत भेजें',
    sent: 'आपकी शिकायत {{reference}} भेज दी गई है। उत्तर {{date}} तक देय है।',
    failed: 'हम शिकायत नहीं भेज सके। कृपया फिर से कोशिश करें।',
    required: 'कृपया इसे भरें।',
    reachesSchool: 'यह आपके स्कूल के शिकायत अधिकारी {{name}} ({{contact}}) तक पहुँचती है।',
    reachesSchoolAdmins: 'यह आपके स्कूल के एडमिन तक पहुँचती है, जो स्कूल की ओर से शिकायतों का उत्तर देते हैं।',
    reachesPlatform: 'यह ESC+ के शिकायत अधिकारी {{name}} तक पहुँचती है।',
    reachesPlatformContact: 'यह ESC+ के शिकायत अधिकारी {{name}} ({{contact}}) तक पहुँचती है।',
    listTitle: 'आपकी शिकायतें',
    none: 'आपने कोई शिकायत दर्ज नहीं की है।',
    loadError: 'हम आपकी शिकायतें लोड नहीं कर सके।',
    reference: 'संदर्भ {{reference}}',
    raisedOn: '{{date}} को {{name}} के डेटा के बारे में दर्ज',
    dueBy: 'उत्तर {{date}} तक देय',
    overdue: 'उत्तर में देर हो गई है: यह {{date}} तक देय था।',
    answer: 'उत्तर',
    state: {
      open: 'खुली',
      answered: 'उत्तर दिया गया',
      closed: 'बंद',
    },
  },
};
export default hi;

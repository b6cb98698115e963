import type { Catalogue } from '../../lib/catalogue';
import type { CustomerCareStrings } from './customer-care.strings';

const hi: Catalogue<CustomerCareStrings> = {
  customerCare: {
    title: 'ग्राहक सेवा',
    intro: 'अपने खाते, अपने पैकेज या ESC+ के बारे में कोई सवाल? हमारी टीम मदद के लिए है।',
    introSchool: '{{school}} में अपने खाते या ESC+ के बारे में कोई सवाल? हमारी टीम मदद के लिए है।',
    introNoSchool: 'आपका खाता अभी किसी स्कूल से नहीं जुड़ा है। हमारी टीम शुरुआत में आपकी मदद कर सकती है।',
    emailLabel: 'ईमेल',
    phoneLabel: 'फ़ोन',
    hours: 'हम सोमवार से शनिवार, सुबह 9 बजे से शाम 6 बजे (IST) तक जवाब देते हैं।',
    grievanceLink: 'अपने या अपने बच्चे के डेटा के उपयोग से असंतुष्ट हैं? शिकायत दर्ज करें',
  },
};
export default hi;

import type { Catalogue } from '../../lib/catalogue';
import type { SchoolNoticeStrings } from './school-notice.strings';

const hi: Catalogue<SchoolNoticeStrings> = {
  schoolNotice: {
    title: 'अभिभावकों को क्या बताया गया',
    intro:
      'आपके विद्यार्थी यहाँ स्कूल के आधार पर पढ़ते हैं: उनकी शिक्षा। पूरे स्कूल के लिए एक बार दर्ज करें कि अभिभावकों को किस दिन बताया गया और स्कूल ने उन्हें कौन-सी सूचना दी।',
    recorded: 'अभिभावकों को {{date}} को यह सूचना दी गई: {{notice}}',
    notRecorded: 'अभी दर्ज नहीं है। तब तक कुछ भी रोका नहीं जाता: आपके विद्यार्थी पढ़ते रहेंगे।',
    toldOn: 'अभिभावकों को बताने का दिन',
    notice: 'सूचना, या उसका लिंक',
    save: 'सूचना दर्ज करें',
    saved: 'अभिभावकों को दी गई सूचना दर्ज हो गई।',
    failed: 'हम सूचना दर्ज नहीं कर सके। दिन और शब्द जाँचें, फिर कोशिश करें।',
    loadError: 'हम अभिभावकों को दी गई सूचना लोड नहीं कर सके।',
  },
};
export default hi;

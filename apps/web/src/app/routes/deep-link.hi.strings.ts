import type { Catalogue } from '../../lib/catalogue';
import type { DeepLinkStrings } from './deep-link.strings';

const hi: Catalogue<DeepLinkStrings> = {
  deepLink: {
    opened: 'आपके लिंक से खोला गया।',
    title: 'यह लिंक यहाँ नहीं खुल सकता',
    reason: {
      'sign-in': 'यह लिंक आपकी अपनी पढ़ाई खोलता है। पहले साइन इन करें, फिर लिंक दोबारा खोलें।',
      'learners-only':
        'यह लिंक विद्यार्थी की पढ़ाई, अभ्यास या टेस्ट खोलता है। स्टाफ़ के खातों में ये नहीं होते; आपकी कक्षाएँ आपके डैशबोर्ड पर हैं।',
      'for-the-learner':
        'यह लिंक आपके बच्चे के लिए है, जिसे वह अपने खाते में खोले। आप उसका होमवर्क, टेस्ट और अभ्यास अपने डैशबोर्ड से देख सकते हैं।',
      'unknown-link': 'हम यह लिंक नहीं पहचानते। शायद यह पुराना या अधूरा है।',
    },
    way: { 'sign-in': 'साइन इन करें', dashboard: 'मेरे डैशबोर्ड पर जाएँ', home: 'शुरुआत पर जाएँ' },
  },
};
export default hi;

import type { Catalogue } from '../../lib/catalogue';
import type { AccessStrings } from './access.strings';

const hi: Catalogue<AccessStrings> = {
  access: {
    title: {
      signIn: 'इसे खोलने के लिए साइन इन करें',
      package: 'यह पैकेज लेने पर खुलेगा',
      premium: 'यह प्रीमियम सामग्री है',
      contentLimit: 'आपकी मुफ़्त सामग्री पूरी हो गई है',
      institute: 'आपको इसकी अनुमति नहीं है, संस्थान के प्रशासक से संपर्क करें',
      freeTrialEnded: 'आपका मुफ़्त ट्रायल समाप्त हो गया है',
      liveClassesOnly: 'इसे खोलने के लिए लाइव क्लास की सदस्यता लें',
      eliteClass: 'इसे खोलने के लिए एलीट क्लास की सदस्यता लें',
      escOnlineOnly: 'यह कक्षा के टैबलेट पर उपलब्ध नहीं है',
      locked: 'यह बंद है',
    },
    contentLimitCount: 'इस कक्षा की {{limit}} मुफ़्त चीज़ों में से {{opened}} खोली जा चुकी हैं।',
    askInstitute: 'आपके संस्थान के प्रशासक इसे आपके लिए बदल सकते हैं।',
    action: {
      package: 'पैकेज देखें',
      subscription: 'सदस्यता देखें',
      signIn: 'साइन इन करें',
    },
    checking: 'आपकी अनुमति जाँची जा रही है…',
    checkError: 'हम इस सामग्री के लिए आपकी अनुमति नहीं जाँच सके।',
  },
};
export default hi;

import type { Catalogue } from '../../lib/catalogue';
import type { AccessStrings } from './access.strings';

const mr: Catalogue<AccessStrings> = {
  access: {
    title: {
      signIn: 'हे उघडण्यासाठी साइन इन करा',
      package: 'हे पॅकेज घेतल्यावर उघडते',
      premium: 'हा प्रीमियम मजकूर आहे',
      contentLimit: 'तुमचे मोफत पाठ वापरून झाले आहेत',
      institute: 'तुम्हाला याची परवानगी नाही, संस्थेच्या प्रशासकांशी संपर्क साधा',
      freeTrialEnded: 'तुमची मोफत वापराची मुदत संपली आहे',
      liveClassesOnly: 'हे उघडण्यासाठी लाइव्ह वर्गांची सदस्यता घ्या',
      eliteClass: 'हे उघडण्यासाठी एलिट क्लासची सदस्यता घ्या',
      escOnlineOnly: 'वर्गातील टॅबलेटवर उपलब्ध नाही',
      locked: 'हे बंद (लॉक) आहे',
    },
    contentLimitCount: 'या इयत्तेचे {{limit}} पैकी {{opened}} मोफत पाठ तुम्ही उघडले आहेत.',
    askInstitute: 'तुमच्या संस्थेचे प्रशासक हे तुमच्यासाठी बदलू शकतात.',
    action: {
      package: 'पॅकेजेस पाहा',
      subscription: 'सदस्यता पाहा',
      signIn: 'साइन इन करा',
    },
    checking: 'तुमची परवानगी तपासत आहोत…',
    checkError: 'हा मजकूर पाहण्याची तुमची परवानगी आम्ही तपासू शकलो नाही.',
  },
};
export default mr;

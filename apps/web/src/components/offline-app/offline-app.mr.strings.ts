import type { Catalogue } from '../../lib/catalogue';
import type { OfflineAppStrings } from './offline-app.strings';

const mr: Catalogue<OfflineAppStrings> = {
  offlineApp: {
    offlineSavedAt: 'ऑफलाइन: {{time}} ला जतन केलेले दाखवत आहोत',
    offline: 'ऑफलाइन: तुम्ही इंटरनेटशी जोडलेले नाही',
    waitingActions:
      'तुमची उत्तरे, प्रगती, बुकमार्क आणि हजेरीच्या नोंदी या डिव्हाइसवर ठेवल्या जातात आणि तुम्ही ऑनलाइन आलात की पाठवल्या जातात. इतर बदलांसाठी इंटरनेट लागते.',
    updateReady: 'नवीन आवृत्ती तयार आहे',
    updateText: 'ती वापरण्यासाठी रीलोड करा. तुम्ही जतन केलेले तसेच राहील.',
    reload: 'रीलोड करा',
    installTitle: 'या डिव्हाइसवर ESC+ इन्स्टॉल करा',
    installText: 'इंटरनेट नसतानाही ते होम स्क्रीनवरून उघडा.',
    install: 'इन्स्टॉल करा',
    notNow: 'आता नको',
  },
};
export default mr;

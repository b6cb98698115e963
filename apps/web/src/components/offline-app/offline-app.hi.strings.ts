import type { Catalogue } from '../../lib/catalogue';
import type { OfflineAppStrings } from './offline-app.strings';

const hi: Catalogue<OfflineAppStrings> = {
  offlineApp: {
    offlineSavedAt: 'ऑफ़लाइन: {{time}} पर सहेजी गई जानकारी दिख रही है',
    offline: 'ऑफ़लाइन: आप इंटरनेट से जुड़े नहीं हैं',
    waitingActions:
      'आपके उत्तर, प्रगति, बुकमार्क और रजिस्टर में लगी उपस्थिति इस डिवाइस पर रखी जाती है और ऑनलाइन होते ही भेज दी जाती है। बाकी बदलावों के लिए इंटरनेट चाहिए।',
    updateReady: 'नया संस्करण तैयार है',
    updateText: 'इसे इस्तेमाल करने के लिए दोबारा लोड करें। आपका सहेजा हुआ सब बना रहेगा।',
    reload: 'दोबारा लोड करें',
    installTitle: 'इस डिवाइस पर ESC+ इंस्टॉल करें',
    installText: 'इसे होम स्क्रीन से खोलें, बिना इंटरनेट के भी।',
    install: 'इंस्टॉल करें',
    notNow: 'अभी नहीं',
  },
};
export default hi;

import type { Catalogue } from '../../lib/catalogue';
import type { OfflineStorageStrings } from './offline-storage.strings';

const hi: Catalogue<OfflineStorageStrings> = {
  kept: {
    title: 'ऑफ़लाइन रखी चीज़ें',
    intro: 'आपकी रखी चीज़ें यहाँ बिना कनेक्शन के खुलती हैं। जगह खाली करने के लिए जिनकी अब ज़रूरत नहीं, उन्हें हटाएँ।',
    listLabel: 'रखी गई चीज़ें',
    total: 'कुल रखा गया: {{size}}',
    count_one: '{{count}} चीज़',
    count_other: '{{count}} चीज़ें',
    size: 'आकार: {{size}}',
    fromChapter: 'अध्याय {{name}} से',
    fromLearnList: 'होमवर्क {{name}} से',
    fromItem: 'अपने पेज से रखा गया',
    ready: 'ऑफ़लाइन खुलता है',
    unfinished: 'डाउनलोड पूरा नहीं हुआ: आगे बढ़ाने के लिए इसे खोलें और “ऑफ़लाइन के लिए रखें” चुनें',
    open: 'खोलें',
    remove: 'हटाएँ',
    removeItem: '{{title}} को इस डिवाइस से हटाएँ',
    removed: '{{title}} को इस डिवाइस से हटा दिया गया।',
    removeFailed: 'हम इसे नहीं हटा सके। कृपया फिर से कोशिश करें।',
    emptyTitle: 'अभी कुछ नहीं रखा गया',
    emptyText: 'किसी अध्याय, होमवर्क सूची या चीज़ को बिना कनेक्शन के खोलने के लिए उस पर “ऑफ़लाइन के लिए रखें” दबाएँ।',
    loadError: 'हम यह नहीं पढ़ सके कि इस डिवाइस पर क्या रखा है।',
    spaceHeading: 'इस डिवाइस पर जगह',
    spaceFree: 'ESC+ के लिए लगभग {{free}} खाली ({{used}} इस्तेमाल हुआ)।',
    spaceUnknown: 'यह ब्राउज़र नहीं बताता कि कितनी जगह खाली है।',
    persistGranted: 'फ़ोन में जगह कम होने पर भी यह ब्राउज़र इन कॉपियों को रखता है।',
    persistRefused: 'फ़ोन में जगह कम होने पर यह ब्राउज़र इन कॉपियों को मिटा सकता है। ऐप इंस्टॉल करने पर आमतौर पर ये बनी रहती हैं।',
    persistUnsupported: 'जगह कम होने पर यह ब्राउज़र इन कॉपियों को रखने का वादा नहीं कर सकता।',
    removedByCheck: 'हटा दी गईं, क्योंकि अब आप इन्हें नहीं खोल सकते: {{titles}}',
  },
};
export default hi;

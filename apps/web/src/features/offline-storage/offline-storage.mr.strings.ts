import type { Catalogue } from '../../lib/catalogue';
import type { OfflineStorageStrings } from './offline-storage.strings';

const mr: Catalogue<OfflineStorageStrings> = {
  kept: {
    title: 'ऑफलाइनसाठी ठेवलेले',
    intro: 'तुम्ही ठेवलेले इथे कनेक्शनशिवाय उघडते. जागा मोकळी करण्यासाठी जे आता नको ते काढा.',
    listLabel: 'ठेवलेल्या गोष्टी',
    total: 'एकूण ठेवलेले: {{size}}',
    count_one: '{{count}} गोष्ट',
    count_other: '{{count}} गोष्टी',
    size: 'आकार: {{size}}',
    fromChapter: '{{name}} या प्रकरणातून',
    fromLearnList: '{{name}} या गृहपाठातून',
    fromItem: 'त्याच्या पानावरून ठेवले',
    ready: 'ऑफलाइन उघडते',
    unfinished: 'डाउनलोड पूर्ण झाले नाही: पुढे सुरू करण्यासाठी ते उघडा आणि ऑफलाइनसाठी ठेवा निवडा',
    open: 'उघडा',
    remove: 'काढा',
    removeItem: '{{title}} या डिव्हाइसवरून काढा',
    removed: '{{title}} या डिव्हाइसवरून काढले.',
    removeFailed: 'ते काढता आले नाही. कृपया पुन्हा प्रयत्न करा.',
    emptyTitle: 'अजून काहीही ठेवलेले नाही',
    emptyText: 'कनेक्शनशिवाय उघडण्यासाठी प्रकरण, गृहपाठ यादी किंवा एखाद्या गोष्टीवर “ऑफलाइनसाठी ठेवा” वापरा.',
    loadError: 'या डिव्हाइसवर काय ठेवले आहे ते वाचता आले नाही.',
    spaceHeading: 'या डिव्हाइसवरील जागा',
    spaceFree: 'ESC+ साठी सुमारे {{free}} जागा मोकळी आहे ({{used}} वापरली).',
    spaceUnknown: 'किती जागा मोकळी आहे ते हा ब्राउझर सांगत नाही.',
    persistGranted: 'फोनमधील जागा कमी झाली तरी हा ब्राउझर या प्रती ठेवतो.',
    persistRefused: 'फोनमधील जागा कमी झाल्यास हा ब्राउझर या प्रती पुसू शकतो. ॲप इन्स्टॉल केल्यास सहसा त्या ठेवल्या जातात.',
    persistUnsupported: 'जागा कमी झाल्यावर या प्रती ठेवण्याची खात्री हा ब्राउझर देऊ शकत नाही.',
    removedByCheck: 'तुम्ही आता उघडू शकत नसल्यामुळे काढले: {{titles}}',
  },
};
export default mr;

import type { Catalogue } from '../../lib/catalogue';
import type { KeepOfflineStrings } from './keep-offline.strings';

const hi: Catalogue<KeepOfflineStrings> = {
  keep: {
    button: 'ऑफ़लाइन के लिए रखें',
    buttonFor: 'ऑफ़लाइन के लिए रखें: {{name}}',
    dialogTitle: 'ऑफ़लाइन इस्तेमाल के लिए रखें',
    sizing: 'पता लगाया जा रहा है कि कितना डाउनलोड करना है…',
    sizeLine: 'ऑफ़लाइन के लिए रखें: {{size}}',
    itemsLine_one: '{{count}} चीज़ बिना कनेक्शन के खुलेगी।',
    itemsLine_other: '{{count}} चीज़ें बिना कनेक्शन के खुलेंगी।',
    refusedLine_one: '{{count}} चीज़ नहीं रखी जा सकती: {{titles}}',
    refusedLine_other: '{{count}} चीज़ें नहीं रखी जा सकतीं: {{titles}}',
    nothing: 'यहाँ कुछ भी ऑफ़लाइन इस्तेमाल के लिए नहीं रखा जा सकता।',
    nothingText: 'केवल वे वीडियो, PDF, गतिविधियाँ और पाठ रखे जा सकते हैं जिन्हें आप खोल सकते हैं।',
    confirm: 'रखें',
    cancel: 'रद्द करें',
    close: 'बंद करें',
    progressLabel: 'ऑफ़लाइन इस्तेमाल के लिए डाउनलोड हो रहा है',
    progressText: '{{total}} में से {{done}}',
    stopped: 'डाउनलोड रुक गया',
    stoppedText: 'कनेक्शन टूट गया। जो आ चुका है वह सहेज लिया गया है: दोबारा ऑनलाइन होने पर आगे बढ़ें।',
    failedText: 'डाउनलोड पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',
    resume: 'डाउनलोड जारी रखें',
    done: 'ऑफ़लाइन के लिए रख लिया',
    doneCount_one: '{{count}} चीज़ इस डिवाइस पर है।',
    doneCount_other: '{{count}} चीज़ें इस डिवाइस पर हैं।',
    doneText: 'ये बिना कनेक्शन के यहीं खुलेंगी। रखी गई चीज़ों के पेज से आप इन्हें हटा सकते हैं।',
    failedItems_one: '{{count}} चीज़ नहीं रखी जा सकी (यह अब आपके लिए उपलब्ध नहीं है): {{titles}}',
    failedItems_other: '{{count}} चीज़ें नहीं रखी जा सकीं (ये अब आपके लिए उपलब्ध नहीं हैं): {{titles}}',
    seeKept: 'रखी गई चीज़ें देखें',
    sizeError: 'हम पता नहीं लगा सके कि क्या डाउनलोड करना है।',
    retry: 'फिर से कोशिश करें',
  },
};
export default hi;

import type { Catalogue } from '../../lib/catalogue';
import type { ClassRecapStrings } from './class-recap.strings';

const hi: Catalogue<ClassRecapStrings> = {
  classRecap: {
    heading: 'अभी पढ़ा रहे हैं',
    choose: 'जो क्लास आप पढ़ा रहे हैं',
    classLine: '{{title}} · {{sections}} · {{time}}',
    until: '{{time}} तक “खोलें” से खोली गई हर चीज़ इस क्लास के सारांश में जुड़ती है।',
    none: 'इस क्लास का सारांश शुरू करने के लिए कोई चीज़ खोलें।',
    count_one: 'कक्षा सारांश: {{count}} चीज़',
    count_other: 'कक्षा सारांश: {{count}} चीज़ें',
    published: 'क्लास के लिए जारी',
    draft: 'अभी जारी नहीं हुआ',
    added: '“{{title}}” कक्षा सारांश में जोड़ दिया गया।',
    already: '“{{title}}” पहले से कक्षा सारांश में है।',
    failed: '“{{title}}” कक्षा सारांश में नहीं जोड़ा जा सका।',
    waiting: '“{{title}}” इस डिवाइस पर सहेजा गया है; ऑनलाइन होने पर कक्षा सारांश में जुड़ जाएगा।',
    publish: 'क्लास के लिए सारांश जारी करें',
    unpublish: 'सारांश वापस लें',
    review: 'सारांश देखें',
    publishError: 'हम सारांश नहीं बदल सके।',
    loadError: 'हम यह नहीं जाँच सके कि आप कौन-सी क्लास पढ़ा रहे हैं।',
    open: 'खोलें',
    openItem: '{{title}} खोलें',
    noteTitle: 'कक्षा सारांश',
    note: 'यह सूची एक लाइव क्लास का सारांश है: क्लास के लिए जारी होने पर उसके विद्यार्थी इसे देखते हैं।',
    screenTitle: 'कक्षा सारांश',
    screenIntro:
      'जब आप किसी विषय की पढ़ाने वाली स्क्रीन से लाइव क्लास पढ़ाते हैं, तो आपकी खोली हर चीज़ उस क्लास के सारांश में जुड़ती है। इसे जारी करें, ताकि क्लास के विद्यार्थी इसे उस क्लास के नीचे पाएँ।',
    learnerIntro: 'आपके शिक्षकों ने क्लास में क्या खोला, हर क्लास के नीचे।',
    range: '{{from}} से {{to}} तक',
    previous: 'पिछला हफ़्ता',
    next: 'अगला हफ़्ता',
    thisWeek: 'यह हफ़्ता',
    empty: 'इन दिनों का कोई कक्षा सारांश नहीं है।',
    listError: 'हम कक्षा सारांश लोड नहीं कर सके।',
    itemsOf: '{{name}} की चीज़ें',
    openRecap: '{{title}} का सारांश खोलें',
    openRecapShort: 'सारांश खोलें',
    classOn: '{{date}}, {{time}}',
  },
};
export default hi;

import type { Catalogue } from '../catalogue-types.js';
import type { handins as english } from './handins.errors.js';

export const handins: Catalogue<typeof english> = {
  learnerOnly: 'विद्यार्थी अपना काम खुद जमा करते हैं।',
  alreadyHandedIn: 'यह काम पहले ही जमा हो चुका है: शिक्षक के कहने पर इसे फिर से जमा किया जा सकता है।',
  alreadyMarked: 'इस काम की जाँच हो चुकी है (लौटाया गया या फिर से माँगा गया): इसे वापस नहीं लिया जा सकता।',
  noHandin: 'इस काम में कुछ जमा नहीं करना है।',
  takenBack: 'विद्यार्थी ने यह काम वापस ले लिया है: अब इस पर अंक नहीं दिए जा सकते।',
  askedAgain: 'यह काम फिर से माँगा गया था: विद्यार्थी का नया जमा किया गया काम जाँचें।',
  changed: 'इस बीच यह काम बदल गया है: इसे फिर से खोलें।',
  noTask: 'होमवर्क का यह काम नहीं मिला।',
  noHandinFound: 'यह जमा किया गया काम नहीं मिला।',
  notTaught: 'आप उन सेक्शनों में से किसी को नहीं पढ़ाते जिन्हें यह होमवर्क दिया गया था।',
  maxMarksRequired: '{{field}}: जब काम जमा करना हो, तो पूरे अंक लिखें।',
  marksRequired: '{{field}}: काम लौटाने के लिए अंक लिखें।',
  wholeNumber: '{{field}}: पूर्ण संख्या लिखें।',
  maxMarksRange: '{{field}}: 1 से {{max, number}} तक की संख्या लिखें।',
  notNumber: '{{field}}: संख्या लिखें।',
  marksRange: '{{field}}: 0 से {{max, number}} तक के अंक लिखें।',
  wholeOrHalf: '{{field}}: पूरे या आधे अंक ही दें।',
  markedFileImage: '{{field}}: स्कूल के लिए अपलोड की गई कोई तस्वीर चुनें।',
  fileYours: '{{field}}: इस काम के लिए आपके द्वारा अपलोड की गई फ़ाइल चुनें।',
  idUsed: '{{field}}: यह पहले ही इस्तेमाल हो चुका है।',
  handInSomething: 'तस्वीरें, पीडीएफ़ या टाइप किया हुआ जवाब जमा करें।',
  onlySectionTeachersMark: 'इस काम को केवल विद्यार्थी के सेक्शन के शिक्षक ही जाँच सकते हैं।',
};

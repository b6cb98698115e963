import type { Catalogue } from '../catalogue-types.js';
import type { doubts as english } from './doubts.errors.js';

export const doubts: Catalogue<typeof english> = {
  noTeacher: 'आपके सेक्शन में अभी कोई शिक्षक यह विषय नहीं पढ़ाता, इसलिए कोई उत्तर नहीं दे पाएगा।',
  resultNotOut: 'टेस्ट का परिणाम आने के बाद इस प्रश्न के बारे में पूछें।',
  testOpen: 'यह प्रश्न एक ऐसे टेस्ट में है जो अभी चल रहा है। टेस्ट बंद होने के बाद पूछें।',
  onlyLearner: 'डाउट केवल विद्यार्थी पूछते हैं; अभिभावक और शिक्षक उन्हें पढ़ते हैं।',
  requiredForKind: '{{field}}: इस तरह के डाउट के लिए ज़रूरी है।',
  notInSubject: '{{field}}: किसी विषय में नहीं है।',
  chapterNotFound: 'यह अध्याय नहीं मिला।',
  attemptNotFound: 'यह प्रयास नहीं मिला।',
  questionNotFound: 'यह प्रश्न नहीं मिला।',
  emptyText: '{{field}}: कुछ लिखें।',
  photoNotYours: 'फ़ोटो {{n, number}}: अपनी अपलोड की गई फ़ोटो ही लगाएँ।',
  photoNotSchools: 'फ़ोटो {{n, number}}: स्कूल के लिए अपलोड की गई फ़ोटो ही लगाएँ।',
  contentNotSeen: 'यह सामग्री विद्यार्थी को दिखने वाले कैटलॉग में नहीं है।',
  emptyAnswer: '{{field}}: कुछ लिखें, या कोई फ़ोटो या सामग्री जोड़ें।',
  notStaff: 'आप किसी स्कूल के स्टाफ़ में नहीं हैं।',
  adminOnlySettings: 'स्कूल की डाउट सेटिंग केवल स्कूल प्रशासक बदल सकते हैं।',
};

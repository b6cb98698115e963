import type { Catalogue } from '../catalogue-types.js';
import type { doubts as english } from './doubts.errors.js';

export const doubts: Catalogue<typeof english> = {
  noTeacher: 'आपके सेक्शन में अभी कोई शिक्षक यह विषय नहीं पढ़ाता, इसलिए कोई उत्तर नहीं दे पाएगा।',
  resultNotOut: 'टेस्ट का परिणाम आने के बाद इस प्रश्न के बारे में पूछें।',
  testOpen: 'यह प्रश्न एक ऐसे टेस्ट में है जो अभी चल रहा है। टेस्ट बंद होने के बाद पूछें।',
  onlyLearner: 'डाउट केवल विद्यार्थी पूछते हैं; अभिभावक और शिक्षक उन्हें पढ़ते हैं।',
};

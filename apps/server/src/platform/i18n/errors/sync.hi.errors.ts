import type { Catalogue } from '../catalogue-types.js';
import type { sync as english } from './sync.errors.js';

export const sync: Catalogue<typeof english> = {
  notSyncable:
    'यह बदलाव एक साथ भेजे जाने वाले बदलावों में नहीं भेजा जा सकता: केवल आउटबॉक्स के बदलाव (प्रगति, उत्तर, उपस्थिति, बुकमार्क, होमवर्क के पूरे किए गए हिस्से, नोटिस और नोटिफ़िकेशन पढ़ना) भेजे जा सकते हैं।',
  notMade: 'यह बदलाव नहीं किया जा सका।',
  notSaved: 'सहेजा नहीं गया।',
};

import type { Catalogue } from '../catalogue-types.js';
import type { homework as english } from './homework.errors.js';

export const homework: Catalogue<typeof english> = {
  learnersComplete: 'होमवर्क विद्यार्थी ही पूरा करते हैं।',
  watchFirst: 'यह सामग्री पूरी देखने या पढ़ने के बाद ही पूरी मानी जाती है।',
  notStarted: 'यह होमवर्क अभी शुरू नहीं हुआ है।',
  archived: 'संग्रहीत अध्ययन सूची केवल पढ़ी जा सकती है।',
  addItemFirst: 'अध्ययन सूची प्रकाशित करने से पहले उसमें कोई आइटम जोड़ें।',
};

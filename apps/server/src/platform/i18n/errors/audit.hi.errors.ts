import type { Catalogue } from '../catalogue-types.js';
import type { audit as english } from './audit.errors.js';

export const audit: Catalogue<typeof english> = {
  adminsOnly: 'स्कूल के रिकॉर्ड में कि बच्चों के रिकॉर्ड किसने देखे, यह केवल स्कूल प्रशासक पढ़ सकते हैं।',
  rangeBackwards: 'समय-सीमा का अंत उसकी शुरुआत के बाद होना चाहिए।',
};

import type { Catalogue } from '../catalogue-types.js';
import type { reports as english } from './reports.errors.js';

export const reports: Catalogue<typeof english> = {
  noReport: 'हा अहवाल सापडला नाही.',
  learnerNeeded: '{{field}}: विद्यार्थी सांगा.',
  attemptNeeded: '{{field}}, दिलेले काम किंवा प्रश्नपत्रिका यांपैकी एक सांगा.',
  olympiadAnalysis: 'ऑलिम्पियाडचे प्रश्न-विश्लेषण त्याचा निकाल जाहीर झाल्यावर उघडते.',
};

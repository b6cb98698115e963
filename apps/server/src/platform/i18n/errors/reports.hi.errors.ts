import type { Catalogue } from '../catalogue-types.js';
import type { reports as english } from './reports.errors.js';

export const reports: Catalogue<typeof english> = {
  noReport: 'यह रिपोर्ट नहीं मिली।',
  learnerNeeded: '{{field}}: विद्यार्थी बताएँ।',
  attemptNeeded: '{{field}}, दिया गया काम या प्रश्नपत्र में से एक बताएँ।',
  olympiadAnalysis: 'ओलंपियाड का प्रश्न-विश्लेषण उसके परिणाम जारी होने के बाद खुलता है।',
};

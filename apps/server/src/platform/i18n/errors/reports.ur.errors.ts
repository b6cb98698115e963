import type { Catalogue } from '../catalogue-types.js';
import type { reports as english } from './reports.errors.js';

export const reports: Catalogue<typeof english> = {
  noReport: 'یہ رپورٹ نہیں ملی۔',
  learnerNeeded: '{{field}}: طالب علم بتائیں۔',
  attemptNeeded: '{{field}}، دیا گیا کام یا پرچہ، ان میں سے ایک بتائیں۔',
  olympiadAnalysis: 'اولمپیاڈ کے سوالوں کا تجزیہ اس کا نتیجہ جاری ہونے کے بعد کھلتا ہے۔',
};

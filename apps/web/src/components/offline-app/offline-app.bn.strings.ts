import type { Catalogue } from '../../lib/catalogue';
import type { OfflineAppStrings } from './offline-app.strings';

const bn: Catalogue<OfflineAppStrings> = {
  offlineApp: {
    offlineSavedAt: 'অফলাইন: {{time}}-এ সেভ করা তথ্য দেখানো হচ্ছে',
    offline: 'অফলাইন: আপনি ইন্টারনেটে যুক্ত নেই',
    waitingActions:
      'আপনার উত্তর, অগ্রগতি, বুকমার্ক ও হাজিরা খাতার চিহ্ন এই ডিভাইসে রাখা থাকে এবং আবার অনলাইনে এলে পাঠানো হয়। অন্য পরিবর্তনের জন্য ইন্টারনেট লাগবে।',
    updateReady: 'নতুন সংস্করণ এসেছে',
    updateText: 'ব্যবহার করতে রিলোড করুন। আপনার সেভ করা সব কিছু থেকে যাবে।',
    reload: 'রিলোড',
    installTitle: 'এই ডিভাইসে ESC+ ইনস্টল করুন',
    installText: 'ইন্টারনেট না থাকলেও হোম স্ক্রিন থেকে খুলুন।',
    install: 'ইনস্টল',
    notNow: 'এখন নয়',
  },
};
export default bn;

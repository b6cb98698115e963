import type { Catalogue } from '../../lib/catalogue';
import type { OperatorStrings } from './operator.strings';

const bn: Catalogue<OperatorStrings> = {
  securityEvents: {
    title: 'নিরাপত্তা ঘটনা',
    intro:
      'নিরাপত্তা লঙ্ঘনের তদন্তের জন্য প্রোডাক্ট যা লিখে রেখেছে: ব্যর্থ সাইন-ইন, দুবার ব্যবহৃত রিফ্রেশ টোকেন, বেশি চেষ্টার জন্য ধীর করা অনুরোধ, আর নাকচ হওয়া অনুমতি। ঘটনাগুলি এক বছর রাখা হয়। দিনগুলি ভারতের সময় অনুযায়ী।',
    kindLabel: 'ধরন',
    allKinds: 'সব ধরন',
    from: 'কবে থেকে (দিন)',
    to: 'কবে পর্যন্ত (দিন)',
    show: 'দেখান',
    none: 'কোনো ঘটনা মেলেনি।',
    when: 'কখন',
    account: 'অ্যাকাউন্ট',
    address: 'ঠিকানা',
    call: 'অনুরোধ',
    detail: 'বিস্তারিত',
    newer: 'নতুনতর',
    older: 'পুরোনো',
    editorsOnly: 'নিরাপত্তা ঘটনাগুলি শুধু প্ল্যাটফর্মের সম্পাদকেরা দেখতে পারেন।',
    loadError: 'নিরাপত্তা ঘটনাগুলি লোড করা গেল না।',
    kinds: {
      sign_in_failed: 'ব্যর্থ সাইন-ইন',
      refresh_token_reused: 'রিফ্রেশ টোকেন দুবার ব্যবহৃত',
      throttled: 'অনেক বেশি চেষ্টা',
      forbidden: 'অনুমতি নাকচ',
    },
  },
};
export default bn;

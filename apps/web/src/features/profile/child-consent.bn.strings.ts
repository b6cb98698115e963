import type { Catalogue } from '../../lib/catalogue';
import type { ChildConsentStrings } from './child-consent.strings';

const bn: Catalogue<ChildConsentStrings> = {
  childConsent: {
    title: 'আপনার সন্তানদের জন্য সম্মতি',
    intro:
      'আপনি সম্মতি দিয়েছেন যে ESC+ এই সন্তানদের পড়াশোনার তথ্য রাখতে পারে। সম্মতি তুলে নিলে তাদের পড়াশোনা সঙ্গে সঙ্গে বন্ধ হবে, তারা সাইন আউট হবে, এবং 30 দিন পরে তাদের তথ্য মুছে ফেলা হবে।',
    given: 'আপনি {{date}}-এ সম্মতি দিয়েছেন (বিজ্ঞপ্তি {{version}})।',
    withdraw: '{{name}}-এর সম্মতি তুলে নিন',
    confirm: 'তুলে নেবেন? কোনো অভিভাবক আবার সম্মতি না দেওয়া পর্যন্ত {{name}} এখানে পড়তে পারবে না।',
    confirmYes: 'হ্যাঁ, তুলে নিন',
    cancel: 'থাক',
    withdrawn: '{{date}}-এ তুলে নেওয়া হয়েছে। {{name}}-এর তথ্য {{erase}}-এর পরে মুছে ফেলা হবে।',
    failed: 'সম্মতি তুলে নেওয়া গেল না। আবার চেষ্টা করুন।',
  },
};
export default bn;

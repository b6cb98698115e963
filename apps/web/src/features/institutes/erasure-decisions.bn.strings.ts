import type { Catalogue } from '../../lib/catalogue';
import type { ErasureDecisionsStrings } from './erasure-decisions.strings';

const bn: Catalogue<ErasureDecisionsStrings> = {
  erasureDecisions: {
    title: 'অ্যাকাউন্ট মোছার অনুরোধ',
    loadError: 'আমরা অ্যাকাউন্ট মোছার অনুরোধগুলি লোড করতে পারিনি।',
    none: 'কেউ তাঁদের অ্যাকাউন্ট মোছার অনুরোধ করেননি।',
    due: 'আপনার সিদ্ধান্তের অপেক্ষায়, {{date}}-এর মধ্যে।',
    reason: 'তাঁদের কারণ: {{reason}}',
    refusal: 'প্রত্যাখ্যাত: {{reason}}',
    refusalLabel: 'কেন প্রত্যাখ্যান করছেন (তাঁরা এটি পড়বেন)',
    approve: 'মঞ্জুর করে মুছুন',
    refuse: 'প্রত্যাখ্যান করুন',
    grounds: {
      consent_withdrawn:
        'অনুরোধ ছাড়াই মুছে ফেলা হয়েছে: একজন অভিভাবক এই শিশুর জন্য সম্মতি প্রত্যাহার করেছেন, আর 30 দিনের মধ্যে কোনো অভিভাবক আবার সম্মতি দেননি।',
      consent_refused:
        'অনুরোধ ছাড়াই মুছে ফেলা হয়েছে: একজন অভিভাবক এই শিশুর জন্য সম্মতি দিতে অস্বীকার করেছেন, আর 30 দিনের মধ্যে কোনো অভিভাবক সম্মতি দেননি।',
    },
    state: {
      refused: 'প্রত্যাখ্যাত।',
      erasing: 'মোছা হচ্ছে।',
      erased: 'মোছা হয়েছে।',
    },
  },
};
export default bn;

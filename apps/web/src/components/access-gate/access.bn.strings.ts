import type { Catalogue } from '../../lib/catalogue';
import type { AccessStrings } from './access.strings';

const bn: Catalogue<AccessStrings> = {
  access: {
    title: {
      signIn: 'এটি খুলতে সাইন ইন করুন',
      package: 'এটি খুলতে একটি প্যাকেজ লাগবে',
      premium: 'এটি প্রিমিয়াম বিষয়বস্তু',
      contentLimit: 'আপনার বিনামূল্যের সব আইটেম দেখা হয়ে গেছে',
      institute: 'আপনার অনুমতি নেই, প্রতিষ্ঠানের অ্যাডমিনের সঙ্গে যোগাযোগ করুন',
      freeTrialEnded: 'আপনার বিনামূল্যের ট্রায়াল শেষ হয়েছে',
      liveClassesOnly: 'এটি খুলতে লাইভ ক্লাসের সাবস্ক্রিপশন নিন',
      eliteClass: 'এটি খুলতে এলিট ক্লাসের সাবস্ক্রিপশন নিন',
      escOnlineOnly: 'ক্লাসরুমের ট্যাবলেটে পাওয়া যায় না',
      locked: 'এটি লক করা আছে',
    },
    contentLimitCount: 'এই শ্রেণির {{limit}}টি বিনামূল্যের আইটেমের মধ্যে আপনি {{opened}}টি খুলেছেন।',
    askInstitute: 'আপনার প্রতিষ্ঠানের অ্যাডমিন এটি বদলে দিতে পারেন।',
    action: {
      package: 'প্যাকেজ দেখুন',
      subscription: 'সাবস্ক্রিপশন দেখুন',
      signIn: 'সাইন ইন',
    },
    checking: 'আপনার অনুমতি যাচাই করা হচ্ছে…',
    checkError: 'এই বিষয়বস্তু দেখার অনুমতি যাচাই করা গেল না।',
  },
};
export default bn;

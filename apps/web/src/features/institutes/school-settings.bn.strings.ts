import type { Catalogue } from '../../lib/catalogue';
import type { SchoolSettingsStrings } from './school-settings.strings';

const bn: Catalogue<SchoolSettingsStrings> = {
  schoolSettings: {
    title: 'স্কুলের সেটিংস',
    language: 'বার্তার ভাষা',
    languageHint: 'নোটিফিকেশন, ইমেল ও SMS আপনার স্কুলের মানুষদের কাছে এই ভাষাতেই যাবে, যদি না তাঁরা নিজের ভাষা বেছে নেন।',
    staffContact: 'শিক্ষার্থী ও অভিভাবকরা শিক্ষকদের ব্যক্তিগত ইমেল ও মোবাইল দেখতে পাবেন',
    save: 'সেটিংস সেভ করুন',
    saved: 'স্কুলের সেটিংস সেভ হয়েছে।',
    failed: 'আমরা স্কুলের সেটিংস সেভ করতে পারিনি। আবার চেষ্টা করুন।',
    loadError: 'আমরা স্কুলের সেটিংস লোড করতে পারিনি।',
  },
};

export default bn;

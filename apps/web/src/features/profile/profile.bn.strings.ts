import type { Catalogue } from '../../lib/catalogue';
import type { ProfileStrings } from './profile.strings';

const bn: Catalogue<ProfileStrings> = {
  profile: {
    title: 'প্রোফাইল',
    name: 'নাম',
    email: 'ইমেল',
    mobile: 'মোবাইল নম্বর',
    role: 'অ্যাকাউন্টের ধরন',
    school: 'স্কুল',
    sections: 'বোর্ড, শ্রেণি ও সেকশন',
    sectionValue: '{{board}} · {{className}} · {{section}}',
    children: 'যুক্ত সন্তান',
    loadError: 'আপনার প্রোফাইল লোড করা গেল না।',
    userType: {
      learner: 'শিক্ষার্থী',
      parent: 'অভিভাবক',
      teacher: 'শিক্ষক',
      schoolAdmin: 'স্কুল অ্যাডমিন',
      staff: 'স্কুলের কর্মী',
    },
    packages: {
      title: 'প্যাকেজ',
      active: '{{name}}, {{date}} পর্যন্ত চালু',
      none: 'কোনো চালু প্যাকেজ নেই',
      link: 'প্যাকেজ পরিচালনা করুন',
    },
  },
};
export default bn;

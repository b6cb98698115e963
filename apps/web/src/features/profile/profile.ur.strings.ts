import type { Catalogue } from '../../lib/catalogue';
import type { ProfileStrings } from './profile.strings';

const ur: Catalogue<ProfileStrings> = {
  profile: {
    title: 'پروفائل',
    name: 'نام',
    email: 'ای میل',
    mobile: 'موبائل نمبر',
    role: 'اکاؤنٹ کی قسم',
    school: 'اسکول',
    sections: 'بورڈ، جماعت اور سیکشن',
    sectionValue: '{{board}} · {{className}} · {{section}}',
    children: 'منسلک بچے',
    loadError: 'ہم آپ کا پروفائل لوڈ نہیں کر سکے۔',
    userType: {
      learner: 'طالب علم',
      parent: 'سرپرست',
      teacher: 'استاد',
      schoolAdmin: 'اسکول ایڈمن',
      staff: 'اسکول کا عملہ',
    },
    packages: {
      title: 'پیکیج',
      active: '{{name}}، {{date}} تک فعال',
      none: 'کوئی فعال پیکیج نہیں',
      link: 'پیکیج سنبھالیں',
    },
  },
};
export default ur;

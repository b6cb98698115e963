import type { Catalogue } from '../../lib/catalogue';
import type { ProfileStrings } from './profile.strings';

const ta: Catalogue<ProfileStrings> = {
  profile: {
    title: 'சுயவிவரம்',
    name: 'பெயர்',
    email: 'மின்னஞ்சல்',
    mobile: 'கைபேசி எண்',
    role: 'கணக்கு வகை',
    school: 'பள்ளி',
    sections: 'வாரியம், வகுப்பு, பிரிவு',
    sectionValue: '{{board}} · {{className}} · {{section}}',
    children: 'இணைக்கப்பட்ட குழந்தைகள்',
    loadError: 'உங்கள் சுயவிவரத்தை ஏற்ற முடியவில்லை.',
    userType: {
      learner: 'மாணவர்',
      parent: 'பெற்றோர்',
      teacher: 'ஆசிரியர்',
      schoolAdmin: 'பள்ளி நிர்வாகி',
      staff: 'பள்ளிப் பணியாளர்',
    },
    packages: {
      title: 'தொகுப்புகள்',
      active: '{{name}}, {{date}} வரை செயலில்',
      none: 'செயலில் உள்ள தொகுப்பு இல்லை',
      link: 'தொகுப்புகளை நிர்வகி',
    },
  },
};
export default ta;

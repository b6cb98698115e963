import type { Catalogue } from '../../lib/catalogue';
import type { ProfileStrings } from './profile.strings';

const hi: Catalogue<ProfileStrings> = {
  profile: {
    title: 'प्रोफ़ाइल',
    name: 'नाम',
    email: 'ईमेल',
    mobile: 'मोबाइल नंबर',
    role: 'खाते का प्रकार',
    school: 'स्कूल',
    sections: 'बोर्ड, कक्षा और सेक्शन',
    sectionValue: '{{board}} · {{className}} · {{section}}',
    children: 'जुड़े हुए बच्चे',
    loadError: 'हम आपकी प्रोफ़ाइल लोड नहीं कर सके।',
    userType: {
      learner: 'विद्यार्थी',
      parent: 'अभिभावक',
      teacher: 'शिक्षक',
      schoolAdmin: 'स्कूल प्रशासक',
      staff: 'स्कूल स्टाफ़',
    },
    packages: {
      title: 'पैकेज',
      active: '{{name}}, {{date}} तक चालू',
      none: 'कोई चालू पैकेज नहीं',
      link: 'पैकेज प्रबंधित करें',
    },
  },
};
export default hi;

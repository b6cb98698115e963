import type { Catalogue } from '../../lib/catalogue';
import type { ProfileStrings } from './profile.strings';

const mr: Catalogue<ProfileStrings> = {
  profile: {
    title: 'प्रोफाइल',
    name: 'नाव',
    email: 'ईमेल',
    mobile: 'मोबाइल नंबर',
    role: 'खात्याचा प्रकार',
    school: 'शाळा',
    sections: 'बोर्ड, इयत्ता आणि तुकडी',
    sectionValue: '{{board}} · {{className}} · {{section}}',
    children: 'जोडलेली मुले',
    loadError: 'तुमचे प्रोफाइल लोड करता आले नाही.',
    userType: {
      learner: 'विद्यार्थी',
      parent: 'पालक',
      teacher: 'शिक्षक',
      schoolAdmin: 'शाळा प्रशासक',
      staff: 'शाळेचे कर्मचारी',
    },
    packages: {
      title: 'पॅकेजेस',
      active: '{{name}}, {{date}} पर्यंत सुरू',
      none: 'कोणतेही सुरू असलेले पॅकेज नाही',
      link: 'पॅकेजेस सांभाळा',
    },
  },
};
export default mr;

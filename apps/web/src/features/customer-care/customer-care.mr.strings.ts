import type { Catalogue } from '../../lib/catalogue';
import type { CustomerCareStrings } from './customer-care.strings';

const mr: Catalogue<CustomerCareStrings> = {
  customerCare: {
    title: 'ग्राहक सेवा',
    intro: 'तुमचे खाते, तुमची पॅकेजेस किंवा ESC+ बद्दल प्रश्न आहेत? आमची टीम मदतीसाठी आहे.',
    introSchool: '{{school}} मधील तुमच्या खात्याबद्दल किंवा ESC+ बद्दल प्रश्न आहेत? आमची टीम मदतीसाठी आहे.',
    introNoSchool: 'तुमचे खाते अजून कोणत्याही शाळेशी जोडलेले नाही. सुरुवात करायला आमची टीम मदत करू शकते.',
    emailLabel: 'ईमेल',
    phoneLabel: 'फोन',
    hours: 'आम्ही सोमवार ते शनिवार, 9:00 ते 18:00 IST उत्तर देतो.',
    grievanceLink: 'तुमचा किंवा तुमच्या मुलाचा डेटा हाताळण्याच्या पद्धतीने असमाधानी आहात? तक्रार नोंदवा',
  },
};
export default mr;

import type { Catalogue } from '../../lib/catalogue';
import type { GrievancesStrings } from './grievances.strings';

const mr: Catalogue<GrievancesStrings> = {
  grievances: {
    title: 'तक्रार नोंदवा',
    intro:
      'ESC+ किंवा तुमची शाळा तुमचा (किंवा तुमच्या मुलाचा) डेटा कसा हाताळते याबद्दल तुम्ही समाधानी नसाल, तर तक्रार अधिकाऱ्याला सांगा. तुम्हाला संदर्भ क्रमांक मिळेल, आणि {{days}} दिवसांत उत्तर.',
    about: 'कोणाच्या डेटाबद्दल',
    aboutMe: 'माझा स्वतःचा',
    subject: 'विषय',
    details: 'काय घडले, आणि तुम्हाला काय करून हवे आहे',
    send: 'तक्रार पाठवा',
    sent: 'तुमची तक्रार {{reference}} पाठवली आहे. उत्तर {{date}} पर्यंत अपेक्षित आहे.',
    failed: 'आम्ही तक्रार पाठवू शकलो नाही. कृपया पुन्हा प्रयत्न करा.',
    required: 'कृपया हे भरा.',
    reachesSchool: 'ती तुमच्या शाळेच्या तक्रार अधिकारी {{name}} ({{contact}}) यांच्याकडे जाते.',
    reachesSchoolAdmins: 'ती तुमच्या शाळेच्या अ\u200dॅडमिनकडे जाते, जे शाळेच्या वतीने तक्रारींना उत्तर देतात.',
    reachesPlatform: 'ती ESC+ च्या तक्रार अधिकारी {{name}} यांच्याकडे जाते.',
    reachesPlatformContact: 'ती ESC+ च्या तक्रार अधिकारी {{name}} ({{contact}}) यांच्याकडे जाते.',
    listTitle: 'तुमच्या तक्रारी',
    none: 'तुम्ही कोणतीही तक्रार नोंदवलेली नाही.',
    loadError: 'आम्ही तुमच्या तक्रारी लोड करू शकलो नाही.',
    reference: 'संदर्भ {{reference}}',
    raisedOn: '{{date}} रोजी {{name}} यांच्या डेटाबद्दल नोंदवली',
    dueBy: 'उत्तर {{date}} पर्यंत अपेक्षित',
    overdue: 'उत्तराला उशीर झाला आहे: ते {{date}} पर्यंत अपेक्षित होते.',
    answer: 'उत्तर',
    state: {
      open: 'खुली',
      answered: 'उत्तर दिले',
      closed: 'बंद',
    },
  },
};
export default mr;

import type { Catalogue } from '../../lib/catalogue';
import type { SchoolGrievancesStrings } from './school-grievances.strings';

const mr: Catalogue<SchoolGrievancesStrings> = {
  schoolGrievances: {
    title: 'तक्रारी',
    intro:
      'तुमच्या शाळेतील लोक त्यांचा डेटा कसा हाताळला जातो याबद्दल तक्रारी करतात. प्रत्येक तक्रारीला तिच्या अंतिम तारखेपर्यंत उत्तर द्या; व्यक्तीला त्यांच्या भाषेत कळवले जाते.',
    officerName: 'तक्रार अधिकाऱ्याचे नाव',
    officerContact: 'तक्रार अधिकाऱ्याचा ई-मेल किंवा फोन',
    officerHint: 'प्रत्येक तक्रारीसोबत तुमच्या शाळेतील लोकांना दाखवले जाते. तुम्ही कोणाला नेमेपर्यंत शाळेचे अ‍ॅडमिन उत्तर देतात.',
    saveOfficer: 'तक्रार अधिकारी जतन करा',
    officerSaved: 'तक्रार अधिकारी जतन झाले.',
    officerFailed: 'आम्ही तक्रार अधिकारी जतन करू शकलो नाही. कृपया पुन्हा प्रयत्न करा.',
    required: 'कृपया हे भरा.',
    loadError: 'आम्ही तक्रारी लोड करू शकलो नाही.',
    none: 'कोणतीही तक्रार नोंदवलेली नाही.',
    heading: '{{reference}}: {{subject}}',
    raisedBy: '{{name}} यांच्या डेटाबद्दल, {{date}} रोजी नोंदवली',
    dueBy: 'उत्तर {{date}} पर्यंत अपेक्षित',
    overdue: 'उशीर: उत्तर {{date}} पर्यंत अपेक्षित होते.',
    answerLabel: '{{reference}} ला तुमचे उत्तर',
    sendAnswer: 'उत्तर पाठवा',
    answered: 'उत्तर पाठवले.',
    close: 'तक्रार बंद करा',
    closed: 'तक्रार बंद झाली.',
    actionFailed: 'आम्ही हे करू शकलो नाही. कृपया पुन्हा प्रयत्न करा.',
    state: {
      open: 'खुली',
      answered: 'उत्तर दिले',
      closed: 'बंद',
    },
  },
};
export default mr;

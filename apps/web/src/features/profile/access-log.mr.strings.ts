import type { Catalogue } from '../../lib/catalogue';
import type { AccessLogStrings } from './access-log.strings';

const mr: Catalogue<AccessLogStrings> = {
  accessLog: {
    title: 'तुमच्या नोंदी कोणी पाहिल्या',
    childTitle: '{{name}} च्या नोंदी कोणी पाहिल्या',
    schoolTitle: 'तुमच्या शाळेत मुलांच्या नोंदी कोणी पाहिल्या',
    intro:
      'प्रत्येक वेळी एखाद्या शिक्षकाने किंवा शाळेच्या इतर कर्मचाऱ्याने उत्तरे, अहवाल, उपस्थिती किंवा संपर्क तपशील उघडले. मूल आणि त्याच्या पालकांनी पाहिलेले येथे नाही. नोंदी {{days}} दिवस ठेवल्या जातात.',
    empty: 'शाळेतील कोणीही या नोंदी पाहिलेल्या नाहीत.',
    loadError: 'कोणी पाहिले ते आम्ही लोड करू शकलो नाही.',
    entry: '{{viewer}} ({{role}}) यांनी {{action}}',
    formerPerson: 'कर्मचाऱ्यांपैकी एक माजी सदस्य',
    role: { teacher: 'शिक्षक', admin: 'शाळा प्रशासक', staff: 'कर्मचारी' },
    kind: {
      'attempt-answers': '{{learner}} ची उत्तरे उघडली',
      'paper-report': '{{learner}} चा चाचणी अहवाल उघडला',
      'assessment-activity': '{{learner}} च्या चाचणीची स्थिती आणि गुण पाहिले',
      'learnlist-report': '{{learner}} चा गृहपाठ अहवाल उघडला',
      attendance: '{{learner}} ची उपस्थिती उघडली',
      'attendance-register': '{{learner}} असलेले उपस्थिती रजिस्टर डाउनलोड केले',
      'contact-details': '{{learner}} चा ईमेल आणि मोबाइल पाहिला',
      handin: '{{learner}} चे जमा केलेले काम उघडले',
      doubt: '{{learner}} ची शंका वाचली',
      'report-download': '{{learner}} असलेला अहवाल डाउनलोड केला',
    },
    on: '“{{label}}” वर',
    from: '{{device}} वरून',
    newer: 'नवीन',
    older: 'जुने',
    onlyLearner: 'फक्त {{name}}',
    onlyViewer: 'फक्त {{name}} यांनी पाहिलेले',
    showAll: 'सर्व दाखवा',
  },
};
export default mr;

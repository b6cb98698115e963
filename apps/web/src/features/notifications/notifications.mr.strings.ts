import type { Catalogue } from '../../lib/catalogue';
import type { NotificationsStrings } from './notifications.strings';

const mr: Catalogue<NotificationsStrings> = {
  notifications: {
    bell: {
      label_zero: 'नोटिफिकेशन, एकही न वाचलेले नाही',
      label_one: 'नोटिफिकेशन, {{count}} न वाचलेले',
      label_other: 'नोटिफिकेशन, {{count}} न वाचलेली',
      announce_one: '{{count}} न वाचलेले नोटिफिकेशन',
      announce_other: '{{count}} न वाचलेली नोटिफिकेशन',
    },
    centre: {
      title: 'नोटिफिकेशन',
      markAllRead: 'सर्व वाचले म्हणून खूण करा',
      markRead: 'वाचले म्हणून खूण करा',
      empty: 'अजून नोटिफिकेशन नाहीत. गृहपाठ आणि आठवणी इथे दिसतील.',
      loadError: 'तुमची नोटिफिकेशन लोड करता आली नाहीत.',
      unread: 'न वाचलेले',
      markError: 'वाचले म्हणून खूण करता आली नाही. कृपया पुन्हा प्रयत्न करा.',
    },
    push: {
      title: 'या डिव्हाइसवरील नोटिफिकेशन',
      intro: 'ॲप बंद असतानाही या ब्राउझरवरून नोटिफिकेशन मिळवा.',
      toggle: 'या ब्राउझरवर पुश नोटिफिकेशन',
      unsupported: 'ॲप बंद असताना हा ब्राउझर नोटिफिकेशन दाखवू शकत नाही.',
      blocked: 'ब्राउझरच्या सेटिंग्जमध्ये या साइटची नोटिफिकेशन बंद केली आहेत. तिथे परवानगी द्या, मग पुन्हा प्रयत्न करा.',
      choicesTitle: 'मला पुश नोटिफिकेशन पाठवा, जेव्हा',
      loadError: 'तुमच्या नोटिफिकेशन सेटिंग्ज लोड करता आल्या नाहीत.',
      saveError: 'तुमच्या नोटिफिकेशन सेटिंग्ज बदलता आल्या नाहीत. कृपया पुन्हा प्रयत्न करा.',
      kinds: {
        homework_assigned: 'गृहपाठ दिला जातो',
        homework_due_tomorrow: 'गृहपाठाची अंतिम तारीख उद्या असते',
        homework_completed_by_all: 'मी दिलेला गृहपाठ सर्व विद्यार्थ्यांनी पूर्ण केला',
        assessment_results_published: 'चाचणीचे निकाल जाहीर होतात',
        paper_assigned: 'मला किंवा माझ्या मुलाला चाचणी दिली जाते',
        notice_published: 'माझ्यासाठी नवीन सूचना प्रसिद्ध होते',
        live_class: 'माझा लाइव्ह वर्ग ठरतो, बदलतो, रद्द होतो किंवा सुरू होणार असतो',
        class_recap_published: 'वर्ग-सारांश प्रसिद्ध होतो',
        attendance_absent: 'माझ्या मुलाला आज गैरहजर नोंदवले जाते',
        attendance_absence_warning: 'एखादा विद्यार्थी सलग तीन शाळा-दिवस गैरहजर असतो',
        doubt_asked: 'मी शिकवत असलेल्या वर्गात एखादा विद्यार्थी शंका विचारतो',
        doubt_answered: 'शिक्षक माझ्या किंवा माझ्या मुलाच्या शंकेचे उत्तर देतात',
        handin_received: 'एखादा विद्यार्थी काम जमा करतो',
        handin_returned: 'काम गुणांसह परत येते किंवा पुन्हा मागितले जाते',
        grievance_answered: 'तुम्ही केलेल्या तक्रारीला उत्तर मिळते',
        consent_decided: 'ज्या पालकांकडे संमती मागितली त्यांचे उत्तर येते',
        grievance_raised: 'मला उत्तर द्यायची तक्रार येते',
        grievance_due_soon: 'मला उत्तर द्यायच्या तक्रारीचे 5 दिवस उरतात',
      },
    },
  },
};
export default mr;

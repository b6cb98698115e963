import type { Catalogue } from '../../lib/catalogue';
import type { NotificationsStrings } from './notifications.strings';

const hi: Catalogue<NotificationsStrings> = {
  notifications: {
    bell: {
      label_zero: 'सूचनाएँ, कोई नई नहीं',
      label_one: 'सूचनाएँ, {{count}} बिना पढ़ी',
      label_other: 'सूचनाएँ, {{count}} बिना पढ़ी',
      announce_one: '{{count}} बिना पढ़ी सूचना',
      announce_other: '{{count}} बिना पढ़ी सूचनाएँ',
    },
    centre: {
      title: 'सूचनाएँ',
      markAllRead: 'सभी को पढ़ा हुआ करें',
      markRead: 'पढ़ा हुआ करें',
      empty: 'अभी कोई सूचना नहीं है। होमवर्क और याद दिलाने वाली सूचनाएँ यहाँ दिखेंगी।',
      loadError: 'हम आपकी सूचनाएँ लोड नहीं कर सके।',
      unread: 'बिना पढ़ी',
      markError: 'हम इसे पढ़ा हुआ नहीं कर सके। कृपया फिर से कोशिश करें।',
    },
    push: {
      title: 'इस डिवाइस पर सूचनाएँ',
      intro: 'ऐप बंद होने पर भी इस ब्राउज़र पर सूचना पाएँ।',
      toggle: 'इस ब्राउज़र पर पुश सूचनाएँ',
      unsupported: 'यह ब्राउज़र ऐप बंद होने पर सूचनाएँ नहीं दिखा सकता।',
      blocked: 'ब्राउज़र की सेटिंग में इस साइट की सूचनाएँ बंद हैं। वहाँ इन्हें चालू करें, फिर से कोशिश करें।',
      choicesTitle: 'मुझे पुश सूचना भेजें, जब',
      loadError: 'हम आपकी सूचना सेटिंग लोड नहीं कर सके।',
      saveError: 'हम आपकी सूचना सेटिंग नहीं बदल सके। कृपया फिर से कोशिश करें।',
      kinds: {
        homework_assigned: 'होमवर्क दिया जाए',
        homework_due_tomorrow: 'होमवर्क कल जमा करना हो',
        homework_completed_by_all: 'मेरा दिया होमवर्क सभी विद्यार्थी पूरा कर लें',
        assessment_results_published: 'टेस्ट के परिणाम घोषित हों',
        paper_assigned: 'मुझे या मेरे बच्चे को कोई टेस्ट दिया जाए',
        notice_published: 'मेरे लिए नया नोटिस जारी हो',
        live_class: 'मेरी कोई लाइव क्लास तय हो, बदले, रद्द हो या शुरू होने वाली हो',
        class_recap_published: 'कोई कक्षा सारांश जारी हो',
        attendance_absent: 'आज मेरे बच्चे को अनुपस्थित दर्ज किया जाए',
        attendance_absence_warning: 'कोई विद्यार्थी लगातार तीन स्कूल-दिन अनुपस्थित रहे',
        doubt_asked: 'मेरी पढ़ाई जाने वाली कक्षा में कोई विद्यार्थी डाउट पूछे',
        doubt_answered: 'कोई शिक्षक मेरे या मेरे बच्चे के डाउट का जवाब दे',
        handin_received: 'कोई विद्यार्थी अपना काम जमा करे',
        handin_returned: 'जमा किया काम अंकों के साथ लौटाया जाए या दोबारा माँगा जाए',
        grievance_answered: 'आपकी दर्ज की गई शिकायत का उत्तर आए',
        consent_decided: 'जिस अभिभावक से सहमति माँगी, उनका जवाब आए',
        grievance_raised: 'मुझे जवाब देने के लिए कोई शिकायत आए',
        grievance_due_soon: 'जिस शिकायत का जवाब मुझे देना है, उसके 5 दिन बचे हों',
      },
    },
  },
};
export default hi;

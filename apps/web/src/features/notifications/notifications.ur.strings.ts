import type { Catalogue } from '../../lib/catalogue';
import type { NotificationsStrings } from './notifications.strings';

const ur: Catalogue<NotificationsStrings> = {
  notifications: {
    bell: {
      label_zero: 'اطلاعات، کوئی بغیر پڑھی نہیں',
      label_one: 'اطلاعات، {{count}} بغیر پڑھی',
      label_other: 'اطلاعات، {{count}} بغیر پڑھی',
      announce_one: '{{count}} بغیر پڑھی اطلاع',
      announce_other: '{{count}} بغیر پڑھی اطلاعات',
    },
    centre: {
      title: 'اطلاعات',
      markAllRead: 'سب کو پڑھا ہوا کریں',
      markRead: 'پڑھا ہوا کریں',
      empty: 'ابھی کوئی اطلاع نہیں۔ ہوم ورک اور یاد دہانیاں یہاں نظر آئیں گی۔',
      loadError: 'ہم آپ کی اطلاعات لوڈ نہیں کر سکے۔',
      unread: 'بغیر پڑھی',
      markError: 'ہم اسے پڑھا ہوا نہیں کر سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    },
    push: {
      title: 'اس ڈیوائس پر اطلاعات',
      intro: 'ایپ بند ہونے پر بھی اس براؤزر سے اطلاع پائیں۔',
      toggle: 'اس براؤزر پر پُش اطلاعات',
      unsupported: 'یہ براؤزر ایپ بند ہونے پر اطلاعات نہیں دکھا سکتا۔',
      blocked: 'براؤزر کی سیٹنگز میں اس سائٹ کی اطلاعات بند ہیں۔ وہاں اجازت دیں، پھر دوبارہ کوشش کریں۔',
      choicesTitle: 'مجھے پُش اطلاع بھیجیں جب',
      loadError: 'ہم آپ کی اطلاعات کی سیٹنگز لوڈ نہیں کر سکے۔',
      saveError: 'ہم آپ کی اطلاعات کی سیٹنگز نہیں بدل سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
      kinds: {
        homework_assigned: 'ہوم ورک دیا جائے',
        homework_due_tomorrow: 'ہوم ورک کی آخری تاریخ کل ہو',
        homework_completed_by_all: 'میرا دیا ہوا ہوم ورک سب طلبہ مکمل کر لیں',
        assessment_results_published: 'ٹیسٹ کے نتائج جاری ہوں',
        paper_assigned: 'مجھے یا میرے بچے کو کوئی ٹیسٹ دیا جائے',
        notice_published: 'میرے لیے کوئی نیا نوٹس جاری ہو',
        live_class: 'میری کوئی لائیو کلاس طے ہو، بدلے، منسوخ ہو یا شروع ہونے والی ہو',
        class_recap_published: 'کلاس کا خلاصہ جاری ہو',
        attendance_absent: 'آج میرے بچے کو غیر حاضر درج کیا جائے',
        attendance_absence_warning: 'کوئی طالب علم لگاتار تین اسکولی دن غیر حاضر رہے',
        doubt_asked: 'میری پڑھائی جانے والی کلاس میں کوئی طالب علم ڈاؤٹ پوچھے',
        doubt_answered: 'کوئی استاد میرے یا میرے بچے کے ڈاؤٹ کا جواب دے',
        handin_received: 'کوئی طالب علم کام جمع کرے',
        handin_returned: 'کام نمبروں کے ساتھ واپس آئے، یا دوبارہ مانگا جائے',
        grievance_answered: 'آپ کی درج کی ہوئی شکایت کا جواب آئے',
        consent_decided: 'جس والد یا والدہ سے اجازت مانگی، ان کا جواب آئے',
        grievance_raised: 'مجھے جواب دینے کے لیے کوئی شکایت آئے',
        grievance_due_soon: 'جس شکایت کا جواب مجھے دینا ہے اس کے 5 دن باقی ہوں',
      },
    },
  },
};
export default ur;

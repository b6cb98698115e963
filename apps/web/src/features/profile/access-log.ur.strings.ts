import type { Catalogue } from '../../lib/catalogue';
import type { AccessLogStrings } from './access-log.strings';

const ur: Catalogue<AccessLogStrings> = {
  accessLog: {
    title: 'آپ کا ریکارڈ کس نے دیکھا',
    childTitle: '{{name}} کا ریکارڈ کس نے دیکھا',
    schoolTitle: 'آپ کے اسکول میں بچوں کا ریکارڈ کس نے دیکھا',
    intro:
      'ہر بار جب کسی استاد یا اسکول کے دوسرے عملے نے جوابات، رپورٹیں، حاضری یا رابطے کی تفصیلات کھولیں۔ بچے اور اس کے والدین کا دیکھنا یہاں شامل نہیں۔ اندراجات {{days}} دن رکھے جاتے ہیں۔',
    empty: 'اسکول میں کسی نے یہ ریکارڈ نہیں دیکھا۔',
    loadError: 'ہم یہ لوڈ نہیں کر سکے کہ کس نے دیکھا۔',
    entry: '{{viewer}} ({{role}}) نے {{action}}',
    formerPerson: 'عملے کا ایک سابق رکن',
    role: { teacher: 'استاد', admin: 'اسکول ایڈمن', staff: 'عملہ' },
    kind: {
      'attempt-answers': '{{learner}} کے جوابات کھولے',
      'paper-report': '{{learner}} کی ٹیسٹ رپورٹ کھولی',
      'assessment-activity': '{{learner}} کے ٹیسٹ کی حالت اور نمبر دیکھے',
      'learnlist-report': '{{learner}} کی ہوم ورک رپورٹ کھولی',
      attendance: '{{learner}} کی حاضری کھولی',
      'attendance-register': '{{learner}} والا حاضری رجسٹر ڈاؤن لوڈ کیا',
      'contact-details': '{{learner}} کا ای میل اور موبائل دیکھا',
      handin: '{{learner}} کا جمع کیا ہوا کام کھولا',
      doubt: '{{learner}} کا سوال پڑھا',
      'report-download': '{{learner}} والی رپورٹ ڈاؤن لوڈ کی',
    },
    on: '“{{label}}” پر',
    from: '{{device}} سے',
    newer: 'نئے',
    older: 'پرانے',
    onlyLearner: 'صرف {{name}}',
    onlyViewer: 'صرف وہ جو {{name}} نے دیکھا',
    showAll: 'سب دکھائیں',
  },
};
export default ur;

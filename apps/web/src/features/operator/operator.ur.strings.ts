import type { Catalogue } from '../../lib/catalogue';
import type { OperatorStrings } from './operator.strings';

const ur: Catalogue<OperatorStrings> = {
  securityEvents: {
    title: 'سکیورٹی واقعات',
    intro:
      'سکیورٹی میں نقب کی جانچ کے لیے پروڈکٹ نے جو درج کیا: ناکام سائن اِن، دو بار استعمال ہونے والے ریفریش ٹوکن، بہت زیادہ کوششوں پر سست کی گئی درخواستیں، اور رد کی گئی اجازتیں۔ واقعات ایک سال تک رکھے جاتے ہیں۔ دن ہندوستان کے وقت کے مطابق ہیں۔',
    kindLabel: 'قسم',
    allKinds: 'تمام اقسام',
    from: 'کب سے (دن)',
    to: 'کب تک (دن)',
    show: 'دکھائیں',
    none: 'کوئی واقعہ نہیں ملا۔',
    when: 'کب',
    account: 'اکاؤنٹ',
    address: 'پتہ',
    call: 'درخواست',
    detail: 'تفصیل',
    newer: 'نئے',
    older: 'پرانے',
    editorsOnly: 'سکیورٹی واقعات صرف پلیٹ فارم کے مدیر دیکھ سکتے ہیں۔',
    loadError: 'ہم سکیورٹی واقعات لوڈ نہیں کر سکے۔',
    kinds: {
      sign_in_failed: 'ناکام سائن اِن',
      refresh_token_reused: 'ریفریش ٹوکن دو بار استعمال ہوا',
      throttled: 'بہت زیادہ کوششیں',
      forbidden: 'اجازت رد کی گئی',
    },
  },
};
export default ur;

import type { Catalogue } from '../../lib/catalogue';
import type { AccessStrings } from './access.strings';

const ur: Catalogue<AccessStrings> = {
  access: {
    title: {
      signIn: 'اسے کھولنے کے لیے سائن اِن کریں',
      package: 'یہ پیکیج لینے پر کھلتا ہے',
      premium: 'یہ پریمیم مواد ہے',
      contentLimit: 'آپ کے مفت آئٹم استعمال ہو چکے ہیں',
      institute: 'آپ کو رسائی حاصل نہیں، ادارے کے ایڈمن سے رابطہ کریں',
      freeTrialEnded: 'آپ کا مفت آزمائشی دور ختم ہو گیا ہے',
      liveClassesOnly: 'اسے کھولنے کے لیے لائیو کلاسوں کا سبسکرپشن لیں',
      eliteClass: 'اسے کھولنے کے لیے ایلیٹ کلاس کا سبسکرپشن لیں',
      escOnlineOnly: 'کلاس روم ٹیبلیٹ پر دستیاب نہیں',
      locked: 'یہ مقفل ہے',
    },
    contentLimitCount: 'آپ اس جماعت کے {{limit}} مفت آئٹم میں سے {{opened}} کھول چکے ہیں۔',
    askInstitute: 'آپ کے ادارے کا ایڈمن اسے آپ کے لیے بدل سکتا ہے۔',
    action: {
      package: 'پیکیج دیکھیں',
      subscription: 'سبسکرپشن دیکھیں',
      signIn: 'سائن اِن',
    },
    checking: 'آپ کی رسائی جانچی جا رہی ہے…',
    checkError: 'ہم اس مواد تک آپ کی رسائی جانچ نہیں سکے۔',
  },
};
export default ur;

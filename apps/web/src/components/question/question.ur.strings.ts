import type { Catalogue } from '../../lib/catalogue';
import type { QuestionStrings } from './question.strings';

const ur: Catalogue<QuestionStrings> = {
  question: {
    number: 'سوال {{n}}',
    marks: '{{marks}} نمبر، غلط جواب پر {{negative}}',
    marksNoNegative: '{{marks}} نمبر',
    passage: 'عبارت پڑھیں، پھر اس کے نیچے دیے گئے سوالات کے جواب دیں۔',
    figure: 'سوال کی شکل {{n}}',
    chooseOne: 'ایک جواب چنیں',
    chooseMany: 'ہر درست جواب چنیں',
    integerLabel: 'آپ کا جواب (پورا عدد)',
    numericLabel: 'آپ کا جواب (عدد)',
    notANumber: 'کوئی عدد لکھیں، جیسے 12 یا -3.5',
    notAWholeNumber: 'کوئی پورا عدد لکھیں، جیسے 12 یا -3',
    blank: 'خالی جگہ {{n}}',
    trueFalse: 'صحیح یا غلط',
    true: 'صحیح',
    false: 'غلط',
    matchHint: 'دائیں طرف کی ہر چیز کو بائیں طرف کی کسی ایک سے ملائیں',
    matchPick: 'جوڑ چنیں',
    matchColumn: 'ملانے کے لیے انتخاب',
    typedAnswer: 'آپ کا جواب',
    photos: 'آپ کے لکھے ہوئے کام کی تصاویر',
    addPhoto: 'اپنے کام کی تصویر شامل کریں',
    uploading: 'تصویر اپ لوڈ ہو رہی ہے…',
    uploadFailed: 'تصویر اپ لوڈ نہیں ہو سکی۔ کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
    photoTooMany: 'زیادہ سے زیادہ {{max}} تصاویر',
    removePhoto: 'تصویر {{n}} ہٹائیں',
    photoAlt: 'آپ کے لکھے ہوئے کام کی تصویر {{n}}',
    clear: 'جواب مٹائیں',
  },
};
export default ur;

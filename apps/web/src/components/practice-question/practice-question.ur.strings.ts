import type { Catalogue } from '../../lib/catalogue';
import type { PracticeQuestionStrings } from './practice-question.strings';

const ur: Catalogue<PracticeQuestionStrings> = {
  practiceQuestion: {
    check: 'میرا جواب جانچیں',
    checking: 'جانچا جا رہا ہے…',
    answerFirst: 'پہلے سوال کا جواب دیں، پھر جانچیں۔',
    checkError: 'ہم جواب جانچ نہیں سکے۔',
    loadError: 'ہم سوال لوڈ نہیں کر سکے۔',
    result: {
      correct: 'درست۔',
      incorrect: 'درست نہیں۔',
      partial: 'جزوی طور پر درست۔',
    },
    resultOf: 'سوال {{n}}: {{result}}',
    marks: '{{max}} میں سے {{marks}} نمبر',
    key: 'درست جواب',
    explanation: 'وضاحت',
    noExplanation: 'اس سوال کی ابھی کوئی وضاحت نہیں۔',
    tolerance: '{{value}} (± {{tolerance}})',
    blank: 'خالی جگہ {{n}}: {{answers}}',
    true: 'صحیح',
    false: 'غلط',
    passage: 'عبارت',
    openPractice: 'سوالات کی مشق کریں',
    openPracticeText: 'نصاب کے اس حصے کے سوالات ایک ایک کر کے حل کریں اور ہر جواب جانچیں۔',
  },
};
export default ur;

import type { Catalogue } from '../../lib/catalogue';
import type { AssessmentLinksStrings } from './assessment-links.strings';

const ur: Catalogue<AssessmentLinksStrings> = {
  assessments: {
    viewQuestions: {
      title: 'سوالات: {{paper}}',
      titlePlain: 'پرچے کے سوالات',
      loading: 'سوالات لوڈ ہو رہے ہیں…',
      error: 'ہم اس پرچے کے سوالات لوڈ نہیں کر سکے۔',
      badLink: 'اس لنک میں کسی پرچے کا نام نہیں۔',
      notOpen: 'یہ سوالات آپ کے لیے کھلے نہیں ہیں۔',
      facts: '{{count}} سوالات · {{marks}} نمبر · {{minutes}} منٹ',
      teacher: 'از {{name}}',
      syllabus: 'نصاب: {{name}}',
      subject: 'مضمون: {{name}}',
      section: 'حصہ: {{name}}',
      answer: 'جواب',
      explanation: 'وضاحت',
      dropped: 'ہٹا دیا گیا (سب کو نمبر دیے گئے)',
      noKeys: 'اس پرچے کے جوابات اور وضاحتیں نہیں دکھائی جاتیں۔',
      empty: 'اس پرچے میں ابھی کوئی سوال نہیں۔',
      print: 'پرنٹ کریں',
      back: 'واپس',
    },
    weeklyReport: {
      loading: 'آپ کی رپورٹ تلاش کی جا رہی ہے…',
      error: 'ہمیں آپ کی رپورٹ نہیں ملی۔',
      badLink: 'اس لنک میں کسی ٹیسٹ کا نام نہیں۔',
      notTaken: 'یہ ٹیسٹ ابھی کسی نے نہیں دیا، اس لیے دکھانے کو کوئی رپورٹ نہیں۔',
      notMarked: 'آپ کے جوابات جمع ہو گئے ہیں۔ جانچ مکمل ہوتے ہی رپورٹ یہاں کھلے گی۔',
      toTests: 'اپنے ٹیسٹ دیکھیں',
    },
    byName: {
      opening: '“{{name}}” کھل رہا ہے…',
      error: 'ہم آپ کے ٹیسٹ لوڈ نہیں کر سکے۔',
      notFound: 'آپ کو دیے گئے ٹیسٹوں میں کسی کا نام “{{name}}” نہیں۔',
      notOpen: '“{{name}}” ابھی نہیں کھل سکتا۔',
      toTests: 'اپنے ٹیسٹ دیکھیں',
    },
  },
};
export default ur;

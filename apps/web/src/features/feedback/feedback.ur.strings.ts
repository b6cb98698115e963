import type { Catalogue } from '../../lib/catalogue';
import type { FeedbackStrings } from './feedback.strings';

const ur: Catalogue<FeedbackStrings> = {
  feedback: {
    rating: {
      title: 'آپ کو ESC+ کیسا لگ رہا ہے؟',
      intro: 'آپ کی ریٹنگ سے ہمیں پتہ چلتا ہے کہ کیا بہتر کرنا ہے۔',
      stars: 'آپ کی ریٹنگ',
      star_one: '{{count}} ستارہ',
      star_other: '{{count}} ستارے',
      comment: 'کچھ بہتر کرنا ہو تو بتائیں؟ (اختیاری)',
      submit: 'ریٹنگ بھیجیں',
      notNow: 'ابھی نہیں',
      thanks: 'ESC+ کو ریٹنگ دینے کا شکریہ۔',
      saveError: 'ہم آپ کی ریٹنگ نہیں بھیج سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    },
  },
};
export default ur;

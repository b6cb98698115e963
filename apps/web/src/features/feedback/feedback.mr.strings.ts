import type { Catalogue } from '../../lib/catalogue';
import type { FeedbackStrings } from './feedback.strings';

const mr: Catalogue<FeedbackStrings> = {
  feedback: {
    rating: {
      title: 'ESC+ तुम्हाला कसे वाटते?',
      intro: 'तुमच्या रेटिंगमुळे काय सुधारायचे ते आम्हाला कळते.',
      stars: 'तुमचे रेटिंग',
      star_one: '{{count}} तारा',
      star_other: '{{count}} तारे',
      comment: 'आम्ही काही सुधारावे का? (ऐच्छिक)',
      submit: 'रेटिंग पाठवा',
      notNow: 'आता नको',
      thanks: 'ESC+ ला रेटिंग दिल्याबद्दल धन्यवाद.',
      saveError: 'तुमचे रेटिंग पाठवता आले नाही. कृपया पुन्हा प्रयत्न करा.',
    },
  },
};
export default mr;

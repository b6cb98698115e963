import type { Catalogue } from '../../lib/catalogue';
import type { FeedbackStrings } from './feedback.strings';

const hi: Catalogue<FeedbackStrings> = {
  feedback: {
    rating: {
      title: 'ESC+ आपको कैसा लग रहा है?',
      intro: 'आपकी रेटिंग से हमें पता चलता है कि क्या सुधारना है।',
      stars: 'आपकी रेटिंग',
      star_one: '{{count}} तारा',
      star_other: '{{count}} तारे',
      comment: 'हमें क्या सुधारना चाहिए? (ज़रूरी नहीं)',
      submit: 'रेटिंग भेजें',
      notNow: 'अभी नहीं',
      thanks: 'ESC+ को रेटिंग देने के लिए धन्यवाद।',
      saveError: 'हम आपकी रेटिंग नहीं भेज सके। कृपया फिर से कोशिश करें।',
    },
  },
};
export default hi;

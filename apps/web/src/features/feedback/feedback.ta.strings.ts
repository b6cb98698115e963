import type { Catalogue } from '../../lib/catalogue';
import type { FeedbackStrings } from './feedback.strings';

const ta: Catalogue<FeedbackStrings> = {
  feedback: {
    rating: {
      title: 'ESC+ உங்களுக்கு எப்படி இருக்கிறது?',
      intro: 'எதை மேம்படுத்த வேண்டும் என அறிய உங்கள் மதிப்பீடு உதவும்.',
      stars: 'உங்கள் மதிப்பீடு',
      star_one: '{{count}} நட்சத்திரம்',
      star_other: '{{count}} நட்சத்திரங்கள்',
      comment: 'நாங்கள் எதையாவது மேம்படுத்த வேண்டுமா? (விருப்பத்தேர்வு)',
      submit: 'மதிப்பீட்டை அனுப்பு',
      notNow: 'இப்போது வேண்டாம்',
      thanks: 'ESC+ ஐ மதிப்பிட்டதற்கு நன்றி.',
      saveError: 'உங்கள் மதிப்பீட்டை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.',
    },
  },
};
export default ta;

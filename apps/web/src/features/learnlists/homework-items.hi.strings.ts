import type { Catalogue } from '../../lib/catalogue';
import type { HomeworkItemsStrings } from './homework-items.strings';

const hi: Catalogue<HomeworkItemsStrings> = {
  homeworkItems: {
    unavailable: 'खुल नहीं सकता',
    childTakes: 'यह टेस्ट आपका बच्चा देगा',
    verb: {
      play: 'खोलें',
      practise: 'अभ्यास करें',
      take: 'टेस्ट दें',
      watch: 'देखें',
    },
  },
};
export default hi;

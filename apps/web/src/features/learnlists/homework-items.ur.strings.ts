import type { Catalogue } from '../../lib/catalogue';
import type { HomeworkItemsStrings } from './homework-items.strings';

const ur: Catalogue<HomeworkItemsStrings> = {
  homeworkItems: {
    unavailable: 'کھل نہیں سکتا',
    childTakes: 'یہ ٹیسٹ آپ کا بچہ دے گا',
    verb: {
      play: 'کھولیں',
      practise: 'مشق کریں',
      take: 'ٹیسٹ دیں',
      watch: 'دیکھیں',
    },
  },
};
export default ur;

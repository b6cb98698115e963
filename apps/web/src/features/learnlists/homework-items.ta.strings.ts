import type { Catalogue } from '../../lib/catalogue';
import type { HomeworkItemsStrings } from './homework-items.strings';

const ta: Catalogue<HomeworkItemsStrings> = {
  homeworkItems: {
    unavailable: 'திறக்க முடியாது',
    childTakes: 'இந்தத் தேர்வை உங்கள் குழந்தை எழுதுவார்',
    verb: {
      play: 'திற',
      practise: 'பயிற்சி செய்',
      take: 'தேர்வு எழுது',
      watch: 'பார்',
    },
  },
};
export default ta;

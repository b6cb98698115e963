import type { Catalogue } from '../../lib/catalogue';
import type { HomeworkItemsStrings } from './homework-items.strings';

const mr: Catalogue<HomeworkItemsStrings> = {
  homeworkItems: {
    unavailable: 'उघडता येत नाही',
    childTakes: 'ही चाचणी तुमचे मूल देईल',
    verb: {
      play: 'उघडा',
      practise: 'सराव करा',
      take: 'चाचणी द्या',
      watch: 'पाहा',
    },
  },
};
export default mr;

import type { Catalogue } from '../../lib/catalogue';
import type { HomeworkItemsStrings } from './homework-items.strings';

const bn: Catalogue<HomeworkItemsStrings> = {
  homeworkItems: {
    unavailable: 'খোলা যাবে না',
    childTakes: 'এই টেস্টটি আপনার সন্তান দেবে',
    verb: {
      play: 'খুলুন',
      practise: 'অনুশীলন করুন',
      take: 'টেস্ট দিন',
      watch: 'দেখুন',
    },
  },
};
export default bn;

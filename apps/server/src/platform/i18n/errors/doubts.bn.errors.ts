import type { Catalogue } from '../catalogue-types.js';
import type { doubts as english } from './doubts.errors.js';

export const doubts: Catalogue<typeof english> = {
  noTeacher: 'আপনার সেকশনে এখনও কোনো শিক্ষক এই বিষয় পড়ান না, তাই কেউ উত্তর দিতে পারবেন না।',
  resultNotOut: 'টেস্টের ফলাফল বেরোনোর পরে এই প্রশ্ন নিয়ে জিজ্ঞাসা করুন।',
  testOpen: 'এই প্রশ্নটি এমন একটি টেস্টে আছে যা এখন চলছে। টেস্ট বন্ধ হওয়ার পরে জিজ্ঞাসা করুন।',
  onlyLearner: 'ডাউট শুধু শিক্ষার্থীরা জিজ্ঞাসা করে; অভিভাবক ও শিক্ষকরা সেগুলি পড়েন।',
};

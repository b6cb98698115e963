import type { Catalogue } from '../catalogue-types.js';
import type { homework as english } from './homework.errors.js';

export const homework: Catalogue<typeof english> = {
  learnersComplete: 'হোমওয়ার্ক শিক্ষার্থীরাই শেষ করে।',
  watchFirst: 'এই বিষয়বস্তু পুরোটা দেখা বা পড়া হলে তবেই শেষ বলে ধরা হয়।',
  notStarted: 'এই হোমওয়ার্ক এখনও শুরু হয়নি।',
  archived: 'আর্কাইভ করা পড়ার তালিকা শুধু পড়া যায়।',
  addItemFirst: 'পড়ার তালিকা প্রকাশ করার আগে তাতে কিছু যোগ করুন।',
};

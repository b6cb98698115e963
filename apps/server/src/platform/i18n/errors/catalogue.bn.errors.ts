import type { Catalogue } from '../catalogue-types.js';
import type { catalogue as english } from './catalogue.errors.js';

export const catalogue: Catalogue<typeof english> = {
  nodeNotFound: 'সিলেবাসের এই অংশটি পাওয়া যায়নি।',
  contentNotFound: 'এই বিষয়বস্তু পাওয়া যায়নি।',
  bookNotFound: 'এই কোডের কোনো বই পাওয়া যায়নি।',
  paperNotFound: 'এই প্রশ্নপত্রটি পাওয়া যায়নি।',
  customSubjectNotFound: 'স্কুলের নিজস্ব এই বিষয়টি পাওয়া যায়নি।',
  contentChanged: 'এর মধ্যে বিষয়বস্তুটি বদলে গেছে (সংস্করণ {{version}})। পেজটি আবার লোড করে আবার চেষ্টা করুন।',
  tagOfAnotherTag: 'ট্যাগের এই মানটি অন্য একটি ট্যাগের।',
  tagsAreGlobal: 'ট্যাগ পুরো ক্যাটালগে সবার জন্য এক: শুধু প্ল্যাটফর্মের সম্পাদকরা সেগুলি বদলান।',
  platformEditorsOnly: 'প্ল্যাটফর্মের বিষয়সূচি শুধু প্ল্যাটফর্মের সম্পাদকেরা বদলাতে পারেন।',
};

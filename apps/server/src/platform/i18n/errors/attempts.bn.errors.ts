import type { Catalogue } from '../catalogue-types.js';
import type { attempts as english } from './attempts.errors.js';

export const attempts: Catalogue<typeof english> = {
  learnersOnly: 'প্রশ্নপত্রের উত্তর শুধু শিক্ষার্থীরাই দেয়।',
  forYourself: 'আপনি শুধু নিজের জন্য প্রশ্নপত্রের উত্তর দিতে পারেন।',
  submittedAlready: 'আপনি এই প্রশ্নপত্র আগেই জমা দিয়েছেন।',
  notSubmitted: 'এই প্রচেষ্টা এখনও জমা পড়েনি।',
  markingIdReused: 'এই পরিবর্তনটি আগেই অন্য একটি প্রচেষ্টায় সেভ হয়েছে। অনুগ্রহ করে নম্বর আবার সেভ করুন।',
  paperAttempted: 'কেউ এই প্রশ্নপত্রের উত্তর দিয়েছে: এর প্রশ্ন আর বদলানো যাবে না।',
  paperAssigned: 'এই প্রশ্নপত্র দেওয়া হয়ে গেছে: শিক্ষার্থীদের প্রচেষ্টা ও ফলাফল এর সঙ্গে যুক্ত।',
};

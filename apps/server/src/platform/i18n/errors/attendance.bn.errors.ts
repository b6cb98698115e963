import type { Catalogue } from '../catalogue-types.js';
import type { attendance as english } from './attendance.errors.js';

export const attendance: Catalogue<typeof english> = {
  saveRegisterFirst: 'আগে হাজিরা খাতা সেভ করুন: এই নোটিফিকেশন খাতায় অনুপস্থিত চিহ্নিত শিক্ষার্থীদের অভিভাবকদের কাছে যায়।',
  registerClosed:
    '{{date, day}}-এর হাজিরা খাতা এখন আর বদলানো যাবে না: হাজিরা খাতা সেই দিনেই ভরা ও বদলানো হয়, আর আজ {{today, day}}।',
  noticeNotToday:
    '{{date, day}}-এর জন্য অনুপস্থিতির নোটিফিকেশন পাঠানো যাবে না: এটি হাজিরা খাতার দিনেই যায়, আর আজ {{today, day}}।',
  markIdReused: 'এই পরিবর্তনটি আগেই অন্য একটি হাজিরা খাতায় সেভ হয়েছে। অনুগ্রহ করে হাজিরা খাতা আবার সেভ করুন।',
};

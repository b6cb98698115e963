import type { Catalogue } from '../catalogue-types.js';
import type { attendance as english } from './attendance.errors.js';

export const attendance: Catalogue<typeof english> = {
  saveRegisterFirst: 'আগে হাজিরা খাতা সেভ করুন: এই নোটিফিকেশন খাতায় অনুপস্থিত চিহ্নিত শিক্ষার্থীদের অভিভাবকদের কাছে যায়।',
  registerClosed:
    '{{date, day}}-এর হাজিরা খাতা এখন আর বদলানো যাবে না: হাজিরা খাতা সেই দিনেই ভরা ও বদলানো হয়, আর আজ {{today, day}}।',
  noticeNotToday:
    '{{date, day}}-এর জন্য অনুপস্থিতির নোটিফিকেশন পাঠানো যাবে না: এটি হাজিরা খাতার দিনেই যায়, আর আজ {{today, day}}।',
  markIdReused: 'এই পরিবর্তনটি আগেই অন্য একটি হাজিরা খাতায় সেভ হয়েছে। অনুগ্রহ করে হাজিরা খাতা আবার সেভ করুন।',
  markIdReusedField: 'অন্য একটি হাজিরা খাতার জন্য আগেই ব্যবহার হয়েছে',
  noRegisterToday: 'আজকের হাজিরা খাতা এখনও সেভ করা হয়নি',
  notStaff: 'আপনি কোনো স্কুলের কর্মী নন।',
  endBeforeStart: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারবে না।',
  rangeTooLong_one: 'শেষের তারিখ শুরুর তারিখ থেকে {{count, number}} দিনের মধ্যে হতে হবে।',
  rangeTooLong_other: 'শেষের তারিখ শুরুর তারিখ থেকে {{count, number}} দিনের মধ্যে হতে হবে।',
  notSectionsSchool: 'দেওয়া স্কুলটি এই সেকশনের স্কুল নয়।',
  notSectionsBoard: 'দেওয়া বোর্ডটি এই সেকশনের বোর্ড নয়।',
  notSectionsClass: 'দেওয়া শ্রেণিটি এই সেকশনের শ্রেণি নয়।',
  notLearnerOfSection: 'চিহ্নিত শিক্ষার্থীদের একজন এই সেকশনের শিক্ষার্থী নয়।',
  notLearnerOfSectionField: 'এই সেকশনের শিক্ষার্থী নয়',
  markedTwice: 'একজন শিক্ষার্থীর হাজিরা দুবার চিহ্নিত হয়েছে: প্রত্যেক শিক্ষার্থীর হাজিরা একবার চিহ্নিত করুন।',
  markedTwiceField: 'দুবার চিহ্নিত হয়েছে',
  settingsAdminOnly: 'স্কুলের উপস্থিতির সেটিং শুধু স্কুল অ্যাডমিন বদলাতে পারেন।',
};

import type { Catalogue } from '../catalogue-types.js';
import type { http as english } from './http.errors.js';

export const http: Catalogue<typeof english> = {
  invalidDay: {
    message: '{{field}}: এটি সঠিক দিন নয়।',
    field: 'সঠিক দিন নয়',
  },
  nulText: {
    message: 'লেখায় শূন্য অক্ষর (ইউনিকোড 0000) থাকতে পারে না।',
    field: 'এতে শূন্য অক্ষর (ইউনিকোড 0000) থাকা চলবে না',
  },
  noSuch: {
    section: 'এমন কোনো সেকশন নেই।',
    school: 'এমন কোনো স্কুল নেই।',
    class: 'এমন কোনো শ্রেণি নেই।',
    board: 'এমন কোনো বোর্ড নেই।',
    subject: 'এমন কোনো বিষয় নেই।',
    learnList: 'এমন কোনো পড়ার তালিকা নেই।',
    assignment: 'এমন কোনো দেওয়া হোমওয়ার্ক বা টেস্ট নেই।',
    handin: 'এমন কোনো জমা দেওয়া কাজ নেই।',
    lecture: 'এমন কোনো লেকচার নেই।',
    liveClass: 'এমন কোনো লাইভ ক্লাস নেই।',
    recordedLecture: 'এমন কোনো রেকর্ড করা লেকচার নেই।',
    attempt: 'এমন কোনো প্রচেষ্টা নেই।',
    paper: 'এমন কোনো প্রশ্নপত্র নেই।',
    question: 'এমন কোনো প্রশ্ন নেই।',
    notice: 'এমন কোনো নোটিশ নেই।',
    syllabusNode: 'সিলেবাসে এমন কোনো অংশ নেই।',
    olympiadEnrollment: 'অলিম্পিয়াডে এমন কোনো নাম নথিভুক্তি নেই।',
    package: 'এমন কোনো প্যাকেজ নেই।',
    payment: 'এমন কোনো পেমেন্ট নেই।',
    invoice: 'এমন কোনো ইনভয়েস নেই।',
    file: 'এমন কোনো ফাইল নেই।',
    video: 'এমন কোনো ভিডিও নেই।',
    doubt: 'এমন কোনো ডাউট নেই।',
    content: 'এমন কোনো বিষয়বস্তু নেই।',
    report: 'এমন কোনো রিপোর্ট নেই।',
    thing: '{{what}}: এমন কিছু নেই।',
  },
};

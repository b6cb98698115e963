import type { Catalogue } from '../catalogue-types.js';
import type { grievances as english } from './grievances.errors.js';

export const grievances: Catalogue<typeof english> = {
  notFound: 'এমন কোনো অভিযোগ নেই।',
  notOfficer: 'এই অভিযোগের উত্তর যে অভিযোগ আধিকারিক দেন, কেবল তিনিই এটি করতে পারেন।',
  adminOnly: 'কেবল স্কুল অ্যাডমিনই স্কুলের অভিযোগ আধিকারিক ঠিক করতে পারেন।',
  notAnswered: 'অভিযোগ বন্ধ করার আগে উত্তর দিন: ব্যক্তিকে ফলাফল জানাতে হবে।',
  closed: 'এই অভিযোগ বন্ধ হয়ে গেছে।',
  dailyLimit: 'আপনি দিনে সর্বোচ্চ {{max, number}}টি অভিযোগ করতে পারেন। অনুগ্রহ করে কাল করুন।',
  securityEventsEditorsOnly: 'নিরাপত্তা ঘটনাগুলি শুধু প্ল্যাটফর্মের সম্পাদকেরা দেখতে পারেন।',
  securityEventsDays: 'শেষ দিনটি প্রথম দিনের আগে হতে পারে না।',
};

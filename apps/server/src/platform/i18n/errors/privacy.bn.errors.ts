import type { Catalogue } from '../catalogue-types.js';
import type { privacy as english } from './privacy.errors.js';

export const privacy: Catalogue<typeof english> = {
  dailyLimit: 'আপনি দিনে আপনার ডেটার সর্বোচ্চ {{max, number}}টি কপি চাইতে পারেন। অনুগ্রহ করে কাল আবার চান।',
  exportNotFound: 'আপনার ডেটার এমন কোনো কপি নেই।',
  notReady: 'আপনার ডেটার এই কপিটি এখনও তৈরি হচ্ছে। তৈরি হলে ডাউনলোড করুন।',
  expired: 'আপনার ডেটার এই কপির লিংকের মেয়াদ শেষ হয়েছে এবং ফাইলটি মুছে ফেলা হয়েছে। নতুন কপি চান।',
  erasureNotFound: 'মুছে ফেলার এমন কোনো অনুরোধ নেই।',
  erasureAdminOnly: 'স্কুলের মানুষদের মুছে ফেলার অনুরোধে শুধু স্কুলের অ্যাডমিন সিদ্ধান্ত নেন।',
  refusalNeedsReason: 'অনুরোধটি কেন প্রত্যাখ্যান করা হলো তা লিখুন: মানুষটি এটি পড়বেন।',
  erasureDecided: 'মুছে ফেলার এই অনুরোধের সিদ্ধান্ত আগেই হয়ে গেছে।',
  personNotFound: 'এমন কোনো মানুষ নেই।',
  schoolExportAdminOnly: 'স্কুলের ডেটা কেবল স্কুলের অ্যাডমিনই বের করতে পারেন।',
  schoolExportNotFound: 'স্কুলের ডেটার এমন কোনো রপ্তানি নেই।',
  schoolExportNotReady: 'স্কুলের ডেটার এই রপ্তানি এখনও তৈরি হচ্ছে। তৈরি হলে ডাউনলোড করুন।',
  schoolExportExpired: 'স্কুলের ডেটার এই রপ্তানির লিংকের মেয়াদ শেষ, ফাইলটি মুছে ফেলা হয়েছে। নতুন রপ্তানি চান।',
};

import type { Catalogue } from '../catalogue-types.js';
import type { privacy as english } from './privacy.errors.js';

export const privacy: Catalogue<typeof english> = {
  dailyLimit: 'আপনি দিনে আপনার ডেটার সর্বোচ্চ {{max, number}}টি কপি চাইতে পারেন। অনুগ্রহ করে কাল আবার চান।',
  exportNotFound: 'আপনার ডেটার এমন কোনো কপি নেই।',
  notReady: 'আপনার ডেটার এই কপিটি এখনও তৈরি হচ্ছে। তৈরি হলে ডাউনলোড করুন।',
  expired: 'আপনার ডেটার এই কপির লিংকের মেয়াদ শেষ হয়েছে এবং ফাইলটি মুছে ফেলা হয়েছে। নতুন কপি চান।',
};

import type { Catalogue } from '../catalogue-types.js';
import type { notifications as english } from './notifications.errors.js';

export const notifications: Catalogue<typeof english> = {
  streamTicketUsed: 'এই স্ট্রিম টিকিট আগেই ব্যবহার করা হয়েছে। নতুন টিকিট চান।',
  streamTicketInvalid: 'এই স্ট্রিম টিকিট সঠিক নয়। নতুন টিকিট চান।',
  subscriptionMissing: 'নোটিফিকেশন চালু করতে ব্রাউজারের সাবস্ক্রিপশনের তথ্য পাঠান।',
  pushServiceUnsupported: {
    message: 'এই ব্রাউজারের পুশ পরিষেবা সমর্থিত নয়।',
    field: 'পরিচিত পুশ পরিষেবা নয়',
  },
  tooManyBrowsers: 'অনেক বেশি ব্রাউজারে পুশ নোটিফিকেশন চালু আছে। যে ব্রাউজার আর ব্যবহার করেন না, সেখানে বন্ধ করুন।',
  subscriptionOfAnother: 'এই ব্রাউজারের পুশ সাবস্ক্রিপশন অন্য একটি অ্যাকাউন্টের।',
  endpointRequired: {
    message: '{{field}}: বন্ধ করতে এটি দরকার।',
    field: 'বন্ধ করতে দরকার',
  },
  ownOnly: 'আপনি শুধু নিজের নোটিফিকেশন দেখতে পারেন।',
  noEmail: 'এই সার্ভার এখনও ইমেল পাঠাতে পারে না। আপনার মোবাইল নম্বর ব্যবহার করুন, অথবা আপনার স্কুলকে জিজ্ঞাসা করুন।',
  noSms: 'এই সার্ভার এখনও এসএমএস পাঠাতে পারে না। আপনার ইমেল ব্যবহার করুন, অথবা আপনার স্কুলকে জিজ্ঞাসা করুন।',
  notSent: 'আমরা এখন বার্তাটি পাঠাতে পারিনি। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
};

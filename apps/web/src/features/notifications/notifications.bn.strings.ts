import type { Catalogue } from '../../lib/catalogue';
import type { NotificationsStrings } from './notifications.strings';

const bn: Catalogue<NotificationsStrings> = {
  notifications: {
    bell: {
      label_zero: 'নোটিফিকেশন, না-পড়া নেই',
      label_one: 'নোটিফিকেশন, {{count}}টি না-পড়া',
      label_other: 'নোটিফিকেশন, {{count}}টি না-পড়া',
      announce_one: '{{count}}টি না-পড়া নোটিফিকেশন',
      announce_other: '{{count}}টি না-পড়া নোটিফিকেশন',
    },
    centre: {
      title: 'নোটিফিকেশন',
      markAllRead: 'সব পড়া হিসেবে চিহ্নিত করুন',
      markRead: 'পড়া হিসেবে চিহ্নিত করুন',
      empty: 'এখনও কোনো নোটিফিকেশন নেই। হোমওয়ার্ক ও রিমাইন্ডার এখানে দেখা যাবে।',
      loadError: 'আপনার নোটিফিকেশন লোড করা গেল না।',
      unread: 'না-পড়া',
      markError: 'পড়া হয়েছে বলে চিহ্নিত করা গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।',
    },
    push: {
      title: 'এই ডিভাইসে নোটিফিকেশন',
      intro: 'অ্যাপ বন্ধ থাকলেও এই ব্রাউজার থেকে নোটিফিকেশন পান।',
      toggle: 'এই ব্রাউজারে পুশ নোটিফিকেশন',
      unsupported: 'অ্যাপ বন্ধ থাকলে এই ব্রাউজার নোটিফিকেশন দেখাতে পারে না।',
      blocked: 'ব্রাউজারের সেটিংসে এই সাইটের নোটিফিকেশন বন্ধ করা আছে। সেখানে অনুমতি দিয়ে আবার চেষ্টা করুন।',
      choicesTitle: 'আমাকে পুশ নোটিফিকেশন পাঠান যখন',
      loadError: 'আপনার নোটিফিকেশন সেটিংস লোড করা গেল না।',
      saveError: 'আপনার নোটিফিকেশন সেটিংস বদলানো গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।',
      kinds: {
        homework_assigned: 'হোমওয়ার্ক দেওয়া হয়',
        homework_due_tomorrow: 'কাল হোমওয়ার্ক জমা দেওয়ার দিন',
        homework_completed_by_all: 'আমার দেওয়া হোমওয়ার্ক সব শিক্ষার্থী শেষ করেছে',
        assessment_results_published: 'টেস্টের ফলাফল প্রকাশিত হয়',
        paper_assigned: 'আমাকে বা আমার সন্তানকে একটি টেস্ট দেওয়া হয়',
        notice_published: 'আমার জন্য নতুন নোটিশ প্রকাশিত হয়',
        live_class: 'আমার কোনো লাইভ ক্লাস ঠিক হয়, বদলায়, বাতিল হয় বা শুরু হতে চলেছে',
        class_recap_published: 'ক্লাসের সারসংক্ষেপ প্রকাশিত হয়',
        attendance_absent: 'আজ আমার সন্তানকে অনুপস্থিত দেখানো হয়েছে',
        attendance_absence_warning: 'কোনো শিক্ষার্থী পরপর তিন স্কুল-দিন অনুপস্থিত',
        doubt_asked: 'আমার পড়ানো ক্লাসে কোনো শিক্ষার্থী ডাউট জিজ্ঞেস করে',
        doubt_answered: 'শিক্ষক আমার বা আমার সন্তানের ডাউটের উত্তর দেন',
        handin_received: 'কোনো শিক্ষার্থী কাজ জমা দেয়',
        handin_returned: 'কাজ নম্বর দিয়ে ফেরত আসে বা আবার চাওয়া হয়',
        grievance_answered: 'আপনার করা অভিযোগের উত্তর আসে',
        consent_decided: 'যে অভিভাবকের সম্মতি চেয়েছি তাঁর উত্তর আসে',
        grievance_raised: 'আমার উত্তর দেওয়ার মতো কোনো অভিযোগ আসে',
        grievance_due_soon: 'যে অভিযোগের উত্তর আমাকে দিতে হবে তার 5 দিন বাকি থাকে',
      },
    },
  },
};
export default bn;

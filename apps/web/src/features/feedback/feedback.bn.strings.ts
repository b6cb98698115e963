import type { Catalogue } from '../../lib/catalogue';
import type { FeedbackStrings } from './feedback.strings';

const bn: Catalogue<FeedbackStrings> = {
  feedback: {
    rating: {
      title: 'ESC+ আপনার কেমন লাগছে?',
      intro: 'আপনার রেটিং থেকে আমরা বুঝতে পারি কী ভালো করতে হবে।',
      stars: 'আপনার রেটিং',
      star_one: '{{count}}টি তারা',
      star_other: '{{count}}টি তারা',
      comment: 'কিছু ভালো করার আছে? (ইচ্ছা হলে লিখুন)',
      submit: 'রেটিং পাঠান',
      notNow: 'এখন নয়',
      thanks: 'ESC+-কে রেটিং দেওয়ার জন্য ধন্যবাদ।',
      saveError: 'আপনার রেটিং পাঠানো গেল না। অনুগ্রহ করে আবার চেষ্টা করুন।',
    },
  },
};
export default bn;

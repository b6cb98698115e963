import type { Catalogue } from '../../lib/catalogue';
import type { CustomerCareStrings } from './customer-care.strings';

const bn: Catalogue<CustomerCareStrings> = {
  customerCare: {
    title: 'কাস্টমার কেয়ার',
    intro: 'আপনার অ্যাকাউন্ট, প্যাকেজ বা ESC+ নিয়ে প্রশ্ন আছে? আমাদের দল সাহায্য করতে তৈরি।',
    introSchool: '{{school}}-এ আপনার অ্যাকাউন্ট বা ESC+ নিয়ে প্রশ্ন আছে? আমাদের দল সাহায্য করতে তৈরি।',
    introNoSchool: 'আপনার অ্যাকাউন্ট এখনও কোনো স্কুলের সঙ্গে যুক্ত নয়। সব ঠিকঠাক করে নিতে আমাদের দল সাহায্য করতে পারে।',
    emailLabel: 'ইমেল',
    phoneLabel: 'ফোন',
    hours: 'আমরা সোমবার থেকে শনিবার, 9:00 থেকে 18:00 (IST) পর্যন্ত উত্তর দিই।',
    grievanceLink: 'আপনার বা আপনার সন্তানের ডেটা সামলানো নিয়ে অসন্তুষ্ট? অভিযোগ জানান',
  },
};
export default bn;

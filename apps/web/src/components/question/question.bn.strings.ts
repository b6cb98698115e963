import type { Catalogue } from '../../lib/catalogue';
import type { QuestionStrings } from './question.strings';

const bn: Catalogue<QuestionStrings> = {
  question: {
    number: 'প্রশ্ন {{n}}',
    marks: '{{marks}} নম্বর, ভুল উত্তরে {{negative}}',
    marksNoNegative: '{{marks}} নম্বর',
    passage: 'অনুচ্ছেদটি পড়ে নীচের প্রশ্নগুলোর উত্তর দিন।',
    figure: 'প্রশ্নের {{n}} নম্বর চিত্র',
    chooseOne: 'একটি উত্তর বেছে নিন',
    chooseMany: 'সবকটি সঠিক উত্তর বেছে নিন',
    integerLabel: 'আপনার উত্তর (একটি পূর্ণসংখ্যা)',
    numericLabel: 'আপনার উত্তর (একটি সংখ্যা)',
    notANumber: 'একটি সংখ্যা লিখুন, যেমন 12 বা -3.5',
    notAWholeNumber: 'একটি পূর্ণসংখ্যা লিখুন, যেমন 12 বা -3',
    blank: 'শূন্যস্থান {{n}}',
    trueFalse: 'সত্য না মিথ্যা',
    true: 'সত্য',
    false: 'মিথ্যা',
    matchHint: 'বাঁদিকের প্রতিটির সঙ্গে ডানদিকের একটি মেলান',
    matchPick: 'মিল বেছে নিন',
    matchColumn: 'মেলানোর বিকল্প',
    typedAnswer: 'আপনার উত্তর',
    photos: 'আপনার লেখা কাজের ছবি',
    addPhoto: 'আপনার কাজের ছবি যোগ করুন',
    uploading: 'ছবি আপলোড হচ্ছে…',
    uploadFailed: 'ছবিটি আপলোড করা গেল না। সংযোগ দেখে আবার চেষ্টা করুন।',
    photoTooMany: 'সর্বোচ্চ {{max}}টি ছবি',
    removePhoto: '{{n}} নম্বর ছবি সরান',
    photoAlt: 'আপনার লেখা কাজের {{n}} নম্বর ছবি',
    clear: 'উত্তর মুছুন',
  },
};
export default bn;

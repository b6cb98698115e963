import type { Catalogue } from '../../lib/catalogue';
import type { PracticeQuestionStrings } from './practice-question.strings';

const bn: Catalogue<PracticeQuestionStrings> = {
  practiceQuestion: {
    check: 'উত্তর মিলিয়ে দেখুন',
    checking: 'মেলানো হচ্ছে…',
    answerFirst: 'আগে প্রশ্নের উত্তর দিন, তারপর মিলিয়ে দেখুন।',
    checkError: 'উত্তরটি মেলানো গেল না।',
    loadError: 'প্রশ্নটি লোড করা গেল না।',
    result: {
      correct: 'সঠিক।',
      incorrect: 'সঠিক নয়।',
      partial: 'আংশিক সঠিক।',
    },
    resultOf: 'প্রশ্ন {{n}}: {{result}}',
    marks: '{{max}}-এর মধ্যে {{marks}} নম্বর',
    key: 'সঠিক উত্তর',
    explanation: 'ব্যাখ্যা',
    noExplanation: 'এই প্রশ্নের এখনও কোনো ব্যাখ্যা নেই।',
    tolerance: '{{value}} (± {{tolerance}})',
    blank: 'শূন্যস্থান {{n}}: {{answers}}',
    true: 'সত্য',
    false: 'মিথ্যা',
    passage: 'অনুচ্ছেদ',
    openPractice: 'প্রশ্ন অনুশীলন করুন',
    openPracticeText: 'সিলেবাসের এই অংশের প্রশ্নগুলো একটি একটি করে উত্তর দিন এবং প্রতিটি উত্তর মিলিয়ে দেখুন।',
  },
};
export default bn;

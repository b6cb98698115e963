import type { Catalogue } from '../../lib/catalogue';
import type { QuestionImportStrings } from './question-import.strings';

const bn: Catalogue<QuestionImportStrings> = {
  authoring: {
    import: {
      title: 'প্রশ্ন আমদানি করুন',
      open: 'ফাইল থেকে প্রশ্ন আমদানি করুন',
      intro:
        'Moodle (Moodle XML বা GIFT) বা Aiken ফাইল থেকে প্রশ্ন আপনার স্কুলের প্রশ্ন ব্যাংকে আনুন। কিছু সংরক্ষণের আগেই দেখবেন প্রতিটি প্রশ্নের কী হবে।',
      file: 'প্রশ্নের ফাইল',
      fileHint: 'Moodle XML (.xml), GIFT (.gift বা .txt) বা Aiken (.txt), 10 MB পর্যন্ত',
      format: 'ধরন',
      formatAuto: 'ফাইল দেখে বুঝে নিন',
      formats: { 'moodle-xml': 'Moodle XML', gift: 'GIFT', aiken: 'Aiken', qti3: 'QTI 3.0' },
      check: 'ফাইল যাচাই করুন',
      chooseFile: 'আগে একটি ফাইল বেছে নিন।',
      tooLarge: 'এই ফাইলটি 10 MB-এর চেয়ে বড়। এটিকে ছোট ছোট ফাইলে ভাগ করুন।',
      summary: '{{file}}-এর প্রশ্নগুলির কী হবে',
      ready: 'প্রস্তুত: {{count}}',
      changed: 'মানিয়ে নিতে বদলানো: {{count}}',
      refused: 'আমদানি করা যাবে না: {{count}}',
      listLabel: 'ফাইলের প্রশ্ন',
      empty: 'এই ফাইলে আমরা কোনো প্রশ্ন পাইনি।',
      outcome: { imported: 'প্রস্তুত', changed: 'মানিয়ে নিতে বদলানো', refused: 'আমদানি করা যাবে না' },
      number: 'প্রশ্ন {{n}}',
      category: 'বিভাগ: {{name}}',
      figures: 'ছবি: {{count}}',
      where: 'প্রশ্নগুলি কোথায় যাবে',
      whereHint:
        'শ্রেণি, বিষয় ও অধ্যায় (বা বিষয়বস্তু) বেছে নিন। নিচে তাদের বিভাগের জন্য অন্য অধ্যায় না বাছলে প্রশ্নগুলি সেখানেই যাবে।',
      categories: 'ফাইলের বিভাগ',
      categoryChapter: '“{{name}}”-এর অধ্যায়',
      sameAsAbove: 'উপরে বাছা অধ্যায়',
      difficulty: 'যেসব প্রশ্নে কাঠিন্য বলা নেই, তাদের কাঠিন্য',
      apply: 'প্রশ্ন আমদানি করুন',
      needPlace: 'আগে একটি অধ্যায় বা বিষয়বস্তু বেছে নিন।',
      nothing: 'এই ফাইলের কোনো প্রশ্নই আমদানি করা যায় না।',
      done_one: '{{count}}টি প্রশ্ন প্রশ্ন ব্যাংকে যোগ হয়েছে।',
      done_other: '{{count}}টি প্রশ্ন প্রশ্ন ব্যাংকে যোগ হয়েছে।',
      toBank: 'প্রশ্ন ব্যাংকে যান',
      another: 'আরেকটি ফাইল আমদানি করুন',
      startOver: 'অন্য ফাইল বেছে নিন',
    },
  },
};
export default bn;

import type { Catalogue } from '../../lib/catalogue';
import type { QuestionImportStrings } from './question-import.strings';

const ur: Catalogue<QuestionImportStrings> = {
  authoring: {
    import: {
      title: 'سوال درآمد کریں',
      open: 'فائل سے سوال درآمد کریں',
      intro:
        'Moodle (Moodle XML یا GIFT) یا Aiken فائل سے سوال اپنے اسکول کے سوالوں کے بینک میں لائیں۔ کچھ محفوظ ہونے سے پہلے آپ دیکھیں گے کہ ہر سوال کا کیا ہوگا۔',
      file: 'سوالوں کی فائل',
      fileHint: 'Moodle XML (.xml)، GIFT (.gift یا .txt) یا Aiken (.txt)، 10 MB تک',
      format: 'قسم',
      formatAuto: 'فائل سے معلوم کریں',
      formats: { 'moodle-xml': 'Moodle XML', gift: 'GIFT', aiken: 'Aiken', qti3: 'QTI 3.0' },
      check: 'فائل جانچیں',
      chooseFile: 'پہلے ایک فائل چنیں۔',
      tooLarge: 'یہ فائل 10 MB سے بڑی ہے۔ اسے چھوٹی فائلوں میں بانٹیں۔',
      summary: '{{file}} کے سوالوں کا کیا ہوگا',
      ready: 'تیار: {{count}}',
      changed: 'موزوں بنانے کو بدلے گئے: {{count}}',
      refused: 'درآمد نہیں ہو سکتے: {{count}}',
      listLabel: 'فائل کے سوال',
      empty: 'اس فائل میں ہمیں کوئی سوال نہیں ملا۔',
      outcome: { imported: 'تیار', changed: 'موزوں بنانے کو بدلا گیا', refused: 'درآمد نہیں ہو سکتا' },
      number: 'سوال {{n}}',
      category: 'زمرہ: {{name}}',
      figures: 'تصویریں: {{count}}',
      where: 'سوال کہاں جائیں گے',
      whereHint:
        'جماعت، مضمون اور باب (یا موضوع) چنیں۔ سوال وہیں جائیں گے جب تک آپ نیچے ان کے زمرے کے لیے کوئی اور باب نہ چنیں۔',
      categories: 'فائل کے زمرے',
      categoryChapter: '“{{name}}” کے لیے باب',
      sameAsAbove: 'اوپر چنا گیا باب',
      difficulty: 'جن سوالوں میں مشکل درج نہیں، ان کی مشکل',
      apply: 'سوال درآمد کریں',
      needPlace: 'پہلے باب یا موضوع چنیں۔',
      nothing: 'اس فائل کا کوئی سوال درآمد نہیں ہو سکتا۔',
      done_one: '{{count}} سوال سوالوں کے بینک میں شامل ہوا۔',
      done_other: '{{count}} سوال سوالوں کے بینک میں شامل ہوئے۔',
      toBank: 'سوالوں کے بینک پر جائیں',
      another: 'دوسری فائل درآمد کریں',
      startOver: 'دوسری فائل چنیں',
    },
  },
};
export default ur;

import type { Catalogue } from '../../lib/catalogue';
import type { ClassRecapStrings } from './class-recap.strings';

const ur: Catalogue<ClassRecapStrings> = {
  classRecap: {
    heading: 'ابھی پڑھا رہے ہیں',
    choose: 'جو کلاس آپ پڑھا رہے ہیں',
    classLine: '{{title}} · {{sections}} · {{time}}',
    until: '“کھولیں” سے آپ جو کچھ کھولیں گے وہ {{time}} تک اس کلاس کے خلاصے میں شامل ہوتا رہے گا۔',
    none: 'اس کلاس کا خلاصہ شروع کرنے کے لیے کوئی آئٹم کھولیں۔',
    count_one: 'کلاس کا خلاصہ: {{count}} آئٹم',
    count_other: 'کلاس کا خلاصہ: {{count}} آئٹم',
    published: 'کلاس کے لیے جاری',
    draft: 'ابھی جاری نہیں ہوا',
    added: '“{{title}}” کلاس کے خلاصے میں شامل ہو گیا۔',
    already: '“{{title}}” پہلے سے کلاس کے خلاصے میں ہے۔',
    failed: '“{{title}}” کلاس کے خلاصے میں شامل نہیں ہو سکا۔',
    waiting: '“{{title}}” اس ڈیوائس پر محفوظ ہے؛ آن لائن ہونے پر کلاس کے خلاصے میں شامل ہو جائے گا۔',
    publish: 'کلاس کے لیے خلاصہ جاری کریں',
    unpublish: 'خلاصہ واپس لیں',
    review: 'خلاصہ دیکھیں',
    publishError: 'ہم خلاصہ نہیں بدل سکے۔',
    loadError: 'ہم جانچ نہیں سکے کہ آپ کون سی کلاس پڑھا رہے ہیں۔',
    open: 'کھولیں',
    openItem: '{{title}} کھولیں',
    noteTitle: 'کلاس کا خلاصہ',
    note: 'یہ فہرست ایک لائیو کلاس کا خلاصہ ہے: کلاس کے لیے جاری ہوتے ہی اس کلاس کے طلبہ اسے دیکھ سکتے ہیں۔',
    screenTitle: 'کلاس کے خلاصے',
    screenIntro:
      'جب آپ کسی مضمون کی تدریسی اسکرین سے لائیو کلاس پڑھاتے ہیں تو آپ کا کھولا ہوا ہر آئٹم کلاس کے خلاصے میں شامل ہو جاتا ہے۔ اسے جاری کریں تاکہ کلاس کے طلبہ اسے کلاس کے نیچے پا سکیں۔',
    learnerIntro: 'آپ کے اساتذہ نے کلاس میں کیا کھولا، ہر کلاس کے نیچے۔',
    range: '{{from}} سے {{to}} تک',
    previous: 'پچھلا ہفتہ',
    next: 'اگلا ہفتہ',
    thisWeek: 'یہ ہفتہ',
    empty: 'ان دنوں کوئی کلاس کا خلاصہ نہیں۔',
    listError: 'ہم کلاس کے خلاصے لوڈ نہیں کر سکے۔',
    itemsOf: '{{name}} کے آئٹم',
    openRecap: '{{title}} کا خلاصہ کھولیں',
    openRecapShort: 'خلاصہ کھولیں',
    classOn: '{{date}}، {{time}} بجے',
  },
};
export default ur;

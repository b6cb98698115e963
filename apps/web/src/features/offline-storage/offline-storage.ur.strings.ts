import type { Catalogue } from '../../lib/catalogue';
import type { OfflineStorageStrings } from './offline-storage.strings';

const ur: Catalogue<OfflineStorageStrings> = {
  kept: {
    title: 'آف لائن کے لیے محفوظ',
    intro: 'جو آپ نے رکھا ہے وہ یہاں کنکشن کے بغیر کھلتا ہے۔ جگہ خالی کرنے کے لیے جس کی ضرورت نہ ہو اسے ہٹا دیں۔',
    listLabel: 'محفوظ آئٹم',
    total: 'کل محفوظ: {{size}}',
    count_one: '{{count}} آئٹم',
    count_other: '{{count}} آئٹم',
    size: 'سائز: {{size}}',
    fromChapter: 'باب {{name}} سے',
    fromLearnList: 'ہوم ورک {{name}} سے',
    fromItem: 'اس کے صفحے سے رکھا گیا',
    ready: 'آف لائن کھلتا ہے',
    unfinished: 'ڈاؤن لوڈ مکمل نہیں: جاری رکھنے کے لیے اسے کھولیں اور "آف لائن کے لیے رکھیں" چنیں',
    open: 'کھولیں',
    remove: 'ہٹائیں',
    removeItem: '{{title}} کو اس ڈیوائس سے ہٹائیں',
    removed: '{{title}} کو اس ڈیوائس سے ہٹا دیا گیا۔',
    removeFailed: 'ہم اسے ہٹا نہیں سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    emptyTitle: 'ابھی کچھ محفوظ نہیں',
    emptyText:
      'کسی باب، ہوم ورک کی فہرست یا آئٹم کو کنکشن کے بغیر کھولنے کے لیے اس پر “آف لائن کے لیے رکھیں” استعمال کریں۔',
    loadError: 'ہم پڑھ نہیں سکے کہ اس ڈیوائس پر کیا محفوظ ہے۔',
    spaceHeading: 'اس ڈیوائس پر جگہ',
    spaceFree: 'ESC+ کے لیے تقریباً {{free}} خالی ({{used}} استعمال شدہ)۔',
    spaceUnknown: 'یہ براؤزر نہیں بتاتا کہ کتنی جگہ خالی ہے۔',
    persistGranted: 'یہ براؤزر فون میں جگہ کم ہونے پر بھی یہ نقلیں رکھتا ہے۔',
    persistRefused:
      'فون میں جگہ کم ہونے پر یہ براؤزر یہ نقلیں مٹا سکتا ہے۔ ایپ انسٹال کرنے سے عموماً یہ محفوظ رہتی ہیں۔',
    persistUnsupported: 'یہ براؤزر جگہ کم ہونے پر ان نقلوں کو رکھنے کی ضمانت نہیں دے سکتا۔',
    removedByCheck: 'ہٹا دیے گئے کیونکہ اب آپ انھیں نہیں کھول سکتے: {{titles}}',
  },
};
export default ur;

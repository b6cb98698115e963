import type { Catalogue } from '../../lib/catalogue';
import type { KeepOfflineStrings } from './keep-offline.strings';

const ur: Catalogue<KeepOfflineStrings> = {
  keep: {
    button: 'آف لائن کے لیے رکھیں',
    buttonFor: 'آف لائن کے لیے رکھیں: {{name}}',
    dialogTitle: 'آف لائن استعمال کے لیے رکھیں',
    sizing: 'حساب لگایا جا رہا ہے کہ کتنا ڈاؤن لوڈ کرنا ہے…',
    sizeLine: 'آف لائن کے لیے رکھیں: {{size}}',
    itemsLine_one: '{{count}} آئٹم کنکشن کے بغیر کھلے گا۔',
    itemsLine_other: '{{count}} آئٹم کنکشن کے بغیر کھلیں گے۔',
    refusedLine_one: '{{count}} آئٹم نہیں رکھا جا سکتا: {{titles}}',
    refusedLine_other: '{{count}} آئٹم نہیں رکھے جا سکتے: {{titles}}',
    nothing: 'یہاں کچھ بھی آف لائن استعمال کے لیے نہیں رکھا جا سکتا۔',
    nothingText: 'صرف وہی ویڈیو، PDF، سرگرمیاں اور اسباق رکھے جا سکتے ہیں جنھیں آپ کھول سکتے ہیں۔',
    confirm: 'رکھیں',
    cancel: 'منسوخ کریں',
    close: 'بند کریں',
    progressLabel: 'آف لائن استعمال کے لیے ڈاؤن لوڈ ہو رہا ہے',
    progressText: '{{total}} میں سے {{done}}',
    stopped: 'ڈاؤن لوڈ رک گیا',
    stoppedText: 'کنکشن ٹوٹ گیا۔ جو آ چکا وہ محفوظ ہے: دوبارہ آن لائن ہونے پر جاری رکھیں۔',
    failedText: 'ڈاؤن لوڈ مکمل نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
    resume: 'ڈاؤن لوڈ جاری رکھیں',
    done: 'آف لائن کے لیے محفوظ',
    doneCount_one: '{{count}} آئٹم اس ڈیوائس پر ہے۔',
    doneCount_other: '{{count}} آئٹم اس ڈیوائس پر ہیں۔',
    doneText: 'یہ یہاں کنکشن کے بغیر کھلتے ہیں۔ آپ انھیں محفوظ چیزوں کے صفحے سے ہٹا سکتے ہیں۔',
    failedItems_one: '{{count}} آئٹم نہیں رکھا جا سکا (اب یہ آپ کے لیے دستیاب نہیں): {{titles}}',
    failedItems_other: '{{count}} آئٹم نہیں رکھے جا سکے (اب یہ آپ کے لیے دستیاب نہیں): {{titles}}',
    seeKept: 'محفوظ چیزیں دیکھیں',
    sizeError: 'ہم حساب نہیں لگا سکے کہ کیا ڈاؤن لوڈ کرنا ہے۔',
    retry: 'دوبارہ کوشش کریں',
  },
};
export default ur;

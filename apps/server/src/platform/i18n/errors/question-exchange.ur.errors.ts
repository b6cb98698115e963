import type { Catalogue } from '../catalogue-types.js';
import type { questionExchange as english } from './question-exchange.errors.js';

export const questionExchange: Catalogue<typeof english> = {
  idsOrPaper: '{{field}}: سوالات چنیں یا ایک پرچہ، دونوں میں سے ایک۔',
  tooMany: '{{field}} میں {{count}} سوالات ہیں؛ ایک فائل میں زیادہ سے زیادہ {{max}} ہو سکتے ہیں۔',
  inRunningOlympiad:
    'آپ کا چنا ہوا ایک سوال ابھی جاری اولمپیاڈ میں ہے: اس کے ختم ہونے تک اس کے جوابات باہر نہیں لے جا سکتے۔',
  notAPackage: 'یہ فائل پڑھنے کے قابل zip پیکج نہیں ہے۔',
  packageTooLarge: 'پیکج میں پڑھنے کے لیے بہت زیادہ فائلیں یا ڈیٹا ہے۔',
  noManifest: 'پیکج میں imsmanifest.xml نہیں ہے، اس لیے اس کے سوالات نہیں مل سکتے۔',
  notWellFormed: '{{file}} درست XML نہیں ہے۔',
  missingFile: 'پیکج {{file}} کا نام لیتا ہے، لیکن وہ اس میں نہیں ہے۔',
  notAnItem: 'یہ QTI 3.0 سوال نہیں ہے۔',
  unsupportedInteraction: 'جواب کی قسم {{interaction}} یہاں کی کسی سوال کی قسم سے میل نہیں کھاتی۔',
  noInteraction: 'یہ سوال کوئی جواب نہیں مانگتا۔',
  severalInteractions: 'یہ سوال ایک ساتھ کئی طرح کے جواب مانگتا ہے۔',
  noResponseDeclared: 'سوال یہ نہیں بتاتا کہ اسے کون سا جواب چاہیے۔',
  tooManyOptions: 'سوال میں {{count}} اختیارات ہیں؛ یہاں ایک سوال میں زیادہ سے زیادہ {{max}} ہو سکتے ہیں۔',
  badIdentifier: 'اختیار کا نام {{identifier}} رکھا نہیں جا سکتا۔',
  noCorrectAnswer: 'سوال میں کوئی درست جواب نہیں دیا گیا۔',
  notAChoice: 'درست جواب {{identifier}} بتاتا ہے، جو اختیارات میں سے نہیں ہے۔',
  oneCorrectChoice: 'ایک جواب والے سوال میں ٹھیک ایک درست اختیار ہونا چاہیے۔',
  matchTwoSets: 'ملانے والے سوال میں دو کالم ہونے چاہییں۔',
  noStem: 'سوال میں کوئی متن نہیں ہے۔',
  relativeTolerance: '{{percent}}% کی چھوٹ کو ایک مقررہ مقدار میں بدل دیا گیا۔',
  marksAssumed: 'فائل میں نمبر نہیں دیے گئے: {{marks}} نمبر رکھا گیا۔',
  mathAsText: 'TeX کے بغیر ایک فارمولا سادہ متن کے طور پر رکھا گیا۔',
  imageOutside: 'فائل کے باہر کی ایک تصویر چھوڑ دی گئی۔',
  removedElement: 'ایک {{element}} حصہ ہٹا دیا گیا۔',
  svgScript: 'اسکرپٹ والی ایک تصویر چھوڑ دی گئی۔',
  passageQuestionLeftOut: 'اقتباس کا سوال “{{title}}” نہیں لایا جا سکا۔',
};

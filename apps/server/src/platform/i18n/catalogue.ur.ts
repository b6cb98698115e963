import type { EnglishCatalogue } from './catalogue.en.js';
import type { Catalogue } from './catalogue-types.js';
import { moduleErrors } from './errors/module-errors.ur.js';

// Urdu: آپ and the polite -یں imperative, Urdu punctuation (، ۔ ؟), the words of
// docs/i18n/glossary.ur.md (ہوم ورک، سیکشن، حاضری، ٹیسٹ، نتیجہ، ڈاؤٹ، نوٹس، سرپرست، طالب علم). A verb never
// agrees with a person whose gender the product does not know ("... نے کام جمع کر دیا").
export const ur: Catalogue<EnglishCatalogue> = {
  notifications: {
    attendanceAbsent: {
      title: 'آج غیر حاضر',
      body: '{{child}} کو آج {{section}} میں غیر حاضر درج کیا گیا ({{date, day}})۔ پورا دن دیکھنے کے لیے حاضری کھولیں۔',
    },
    absenceWarning: {
      title: 'لگاتار تین دن غیر حاضر',
      bodyStaff: '{{learner}} ({{section}}): {{days, days}} کو غیر حاضر۔',
      bodyParents:
        '{{learner}} ({{section}}): {{days, days}} کو غیر حاضر۔ اگر اس میں کوئی غلطی ہو تو براہ کرم اسکول سے بات کریں۔',
    },
    handinReceived: {
      title: 'کام جمع ہو گیا',
      titleLate: 'کام دیر سے جمع ہوا',
      body: '{{learner}} نے “{{task}}” کا کام جمع کر دیا۔',
      bodyNoTask: '{{learner}} نے کام جمع کر دیا۔',
    },
    grievanceAnswered: {
      title: 'آپ کی شکایت {{reference}} کا جواب آ گیا ہے',
    },
    consentGiven: {
      title: 'آپ کے سرپرست نے رضامندی دے دی: اب آپ پڑھائی شروع کر سکتے ہیں',
      body: 'اپنا ڈیش بورڈ کھولیں اور شروع کریں۔',
    },
    consentRefused: {
      title: 'آپ کے سرپرست نے رضامندی نہیں دی',
      body: 'ابھی آپ یہاں نہیں پڑھ سکتے۔ آپ {{date, day}} سے پہلے کسی دوسرے سرپرست سے پوچھ سکتے ہیں۔ اس دن کے بعد آپ کا اکاؤنٹ اور اس میں رکھی ہر چیز حذف کر دی جائے گی۔',
    },
    grievanceRaised: {
      title: 'نئی شکایت {{reference}}',
      body: 'براہ کرم {{due, day}} تک اس کا جواب دیں۔',
    },
    grievanceDueSoon: {
      title: 'شکایت {{reference}}: {{days, number}} دن باقی ہیں',
      body: 'اس کا ابھی تک جواب نہیں دیا گیا۔ براہ کرم {{due, day}} تک جواب دیں۔',
    },
    handinReturned: {
      titleReturned: 'جمع کیا گیا کام نمبروں کے ساتھ واپس آ گیا',
      titleAgain: 'کام دوبارہ مانگا گیا',
      bodyReturned: '{{max, number}} میں سے {{marks, number}} نمبر۔',
      bodyReturnedComment: '{{max, number}} میں سے {{marks, number}} نمبر۔ “{{comment}}”',
      bodyAgain: 'استاد نے کام دوبارہ جمع کرنے کو کہا ہے۔',
      bodyAgainComment: 'استاد نے کام دوبارہ جمع کرنے کو کہا ہے۔ “{{comment}}”',
    },
    homeworkAssigned: {
      title: 'نیا ہوم ورک',
      titleParents: 'آپ کے بچے کے لیے نیا ہوم ورک',
      body: '“{{title}}” کی آخری تاریخ: {{due, day}}۔',
    },
    homeworkDueTomorrow: {
      title: 'ہوم ورک کل تک جمع کرنا ہے',
      bodyLearners: '“{{title}}” کل تک جمع کرنا ہے۔',
      bodyParents: 'آپ کے بچے کا ہوم ورک “{{title}}” کل تک جمع کرنا ہے۔',
    },
    homeworkCompletedByAll: {
      title: 'سب نے ہوم ورک مکمل کر لیا',
      body_one: '{{count, number}} طالب علم نے “{{title}}” مکمل کر لیا۔',
      body_other: 'تمام {{count, number}} طلبہ نے “{{title}}” مکمل کر لیا۔',
    },
    liveClass: {
      scheduled: 'ایک لائیو کلاس طے ہو گئی ہے',
      changed: 'ایک لائیو کلاس میں تبدیلی ہوئی ہے',
      cancelled: 'ایک لائیو کلاس منسوخ ہو گئی ہے',
      reminder: 'لائیو کلاس 10 منٹ میں شروع ہوگی',
      weekly: 'ہر ہفتے کی لائیو کلاس طے ہو گئی ہے',
      body: '{{title}} — {{start, time}}، {{minutes, number}} منٹ',
      bodyWeekly_one: '{{title}} — {{start, time}} سے ہر ہفتے، {{minutes, number}} منٹ، {{count, number}} کلاس',
      bodyWeekly_other: '{{title}} — {{start, time}} سے ہر ہفتے، {{minutes, number}} منٹ، {{count, number}} کلاسیں',
    },
    classRecap: {
      title: 'کلاس کا خلاصہ تیار ہے',
      titleParents: 'آپ کے بچے کی کلاس کا خلاصہ تیار ہے',
      body_one: '{{day, day}} کی آپ کی لائیو کلاس “{{title}}” کا خلاصہ تیار ہے: دہرانے کے لیے {{count, number}} چیز۔',
      body_other:
        '{{day, day}} کی آپ کی لائیو کلاس “{{title}}” کا خلاصہ تیار ہے: دہرانے کے لیے {{count, number}} چیزیں۔',
      bodyParents_one:
        '{{day, day}} کی آپ کے بچے کی لائیو کلاس “{{title}}” کا خلاصہ تیار ہے: دہرانے کے لیے {{count, number}} چیز۔',
      bodyParents_other:
        '{{day, day}} کی آپ کے بچے کی لائیو کلاس “{{title}}” کا خلاصہ تیار ہے: دہرانے کے لیے {{count, number}} چیزیں۔',
    },
    results: {
      title: 'نتائج آ گئے ہیں',
      bodyLearners: '“{{title}}” کے نتائج آ گئے ہیں۔',
      bodyParents: '“{{title}}” میں {{child}} کے نتائج آ گئے ہیں۔',
    },
    paperAssigned: {
      title: 'ایک ٹیسٹ دیا گیا ہے',
      bodyLearners: '“{{title}}” {{start, time}} کو کھلے گا اور {{end, time}} کو بند ہوگا۔',
      bodyParents: '{{child}} کا ایک ٹیسٹ ہے: “{{title}}” {{start, time}} کو کھلے گا اور {{end, time}} کو بند ہوگا۔',
    },
    doubts: {
      asked: 'نیا ڈاؤٹ: {{about}}',
      answered: 'آپ کے ڈاؤٹ کا جواب آ گیا ہے',
      answeredParents: '{{child}} کے ڈاؤٹ کا جواب آ گیا ہے',
    },
    notice: {
      defaultTitle: 'آپ کے اسکول کی طرف سے ایک نیا نوٹس',
    },
  },
  messages: {
    code: {
      subject: 'آپ کا ESC Learning کوڈ: {{code}}',
      signUp:
        'اپنا اکاؤنٹ بنانا مکمل کرنے کے لیے آپ کا ESC Learning کوڈ {{code}} ہے۔ یہ {{minutes, number}} منٹ میں ختم ہو جائے گا۔\nاگر آپ نے یہ کوڈ نہیں مانگا تو اس پیغام کو نظر انداز کریں: کوڈ کے بغیر کچھ نہیں بدلتا۔',
      resetPassword:
        'نیا پاس ورڈ چننے کے لیے آپ کا ESC Learning کوڈ {{code}} ہے۔ یہ {{minutes, number}} منٹ میں ختم ہو جائے گا۔\nاگر آپ نے یہ کوڈ نہیں مانگا تو اس پیغام کو نظر انداز کریں: کوڈ کے بغیر کچھ نہیں بدلتا۔',
      contactChange:
        'اسے اپنے نئے رابطے کے طور پر پکا کرنے کے لیے آپ کا ESC Learning کوڈ {{code}} ہے۔ یہ {{minutes, number}} منٹ میں ختم ہو جائے گا۔\nاگر آپ نے یہ کوڈ نہیں مانگا تو اس پیغام کو نظر انداز کریں: کوڈ کے بغیر کچھ نہیں بدلتا۔',
    },
    invitation: {
      subject: '{{school}} آپ کو ESC Learning پر بلا رہا ہے',
      bodyLink:
        'السلام علیکم {{name}}،\n\n{{school}} نے آپ کا ESC Learning اکاؤنٹ بنایا ہے۔ اپنا پاس ورڈ بنانے کے لیے {{link}} کھولیں اور دعوت کا کوڈ {{code}} درج کریں۔ یہ کوڈ ایک ہی بار کام کرتا ہے اور {{days, number}} دن میں ختم ہو جاتا ہے۔',
      bodySignIn:
        'السلام علیکم {{name}}،\n\n{{school}} نے آپ کا ESC Learning اکاؤنٹ بنایا ہے۔ اپنا پاس ورڈ بنانے کے لیے ESC Learning کا سائن اِن صفحہ کھولیں، "دعوت قبول کریں" چنیں اور دعوت کا کوڈ {{code}} درج کریں۔ یہ کوڈ ایک ہی بار کام کرتا ہے اور {{days, number}} دن میں ختم ہو جاتا ہے۔',
    },
    parentLink: {
      subject: '{{school}} آپ کے اکاؤنٹ کو {{child}} سے جوڑنا چاہتا ہے',
      body: '{{school}} آپ کے ESC Learning سرپرست اکاؤنٹ کو {{child}} سے جوڑنا چاہتا ہے۔ اگر {{child}} آپ کا بچہ ہے تو سائن اِن کریں اور "جوڑنے کی درخواستیں" میں کوڈ {{code}} سے تصدیق کریں۔ کوڈ کے بغیر کچھ نہیں جوڑا جاتا۔ یہ درخواست {{days, number}} دن میں ختم ہو جائے گی۔',
    },
    parentalConsent: {
      subject: '{{child}} ESC Learning پر پڑھائی کے لیے آپ کی رضامندی چاہتے ہیں',
      body: '{{child}} نے ESC Learning پر سائن اپ کیا ہے اور آپ کو اپنا سرپرست بتایا ہے۔ پڑھائی شروع کرنے سے پہلے سرپرست کی رضامندی ضروری ہے۔ {{link}} کھولیں، سائن اِن کریں یا سرپرست اکاؤنٹ بنائیں، اور کوڈ {{code}} درج کریں۔ یہ کوڈ {{days, number}} دن تک کام کرے گا۔ اگر آپ {{child}} کو نہیں جانتے تو اس پیغام کو نظر انداز کریں۔',
    },
    grievanceRaised: {
      subject: 'نئی شکایت {{reference}}: براہ کرم {{due, day}} تک جواب دیں',
      body: 'ESC Learning پر کسی شخص کے ڈیٹا کے استعمال کے بارے میں ایک شکایت ({{reference}}) درج کی گئی ہے۔ براہ کرم {{due, day}} تک اس کا جواب دیں۔ سائن اِن کریں اور پروفائل صفحے پر شکایات کھول کر اسے پڑھیں اور جواب دیں۔',
    },
    grievanceDueSoon: {
      subject: 'شکایت {{reference}}: جواب دینے کے لیے {{days, number}} دن باقی ہیں',
      body: 'ESC Learning پر شکایت {{reference}} کا ابھی تک جواب نہیں دیا گیا۔ براہ کرم {{due, day}} تک جواب دیں۔ سائن اِن کریں اور پروفائل صفحے پر شکایات کھول کر اسے پڑھیں اور جواب دیں۔',
    },
  },
  people: {
    formerLearner: 'سابق طالب علم',
    formerPerson: 'سابق رکن',
  },
  errors: {
    codes: {
      VALIDATION_FAILED: 'کچھ معلومات درست نہیں ہیں۔',
      UNAUTHENTICATED: 'آگے بڑھنے کے لیے سائن اِن کریں۔',
      TOKEN_EXPIRED: 'آپ کا سیشن ختم ہو گیا ہے۔ دوبارہ سائن اِن کریں۔',
      INVALID_CREDENTIALS: 'ای میل/موبائل یا پاس ورڈ درست نہیں ہے۔',
      REFRESH_REJECTED: 'آپ کا سیشن ختم ہو گیا ہے۔ دوبارہ سائن اِن کریں۔',
      FORBIDDEN: 'آپ کو یہ کرنے کی اجازت نہیں ہے۔',
      NOT_LINKED_CHILD: 'یہ بچہ آپ کے اکاؤنٹ سے جڑا ہوا نہیں ہے۔',
      NOT_FOUND: 'نہیں ملا۔',
      CONFLICT: 'یہ موجودہ حالت سے میل نہیں کھاتا۔',
      RATE_LIMITED: 'بہت زیادہ کوششیں ہوئیں۔ براہ کرم کچھ منٹ رک کر دوبارہ کوشش کریں۔',
      INTERNAL_ERROR: 'کچھ غلط ہو گیا۔ دوبارہ کوشش کریں۔',
      SERVICE_UNAVAILABLE: 'سروس ابھی مصروف ہے۔ تھوڑی دیر میں دوبارہ کوشش کریں۔',
      PAPER_NOT_STARTED: 'پرچہ ابھی شروع نہیں ہوا',
      PAPER_TIME_OVER: 'پرچے کا وقت ختم ہو گیا',
      ATTEMPT_CLOSED: 'اس کوشش میں اب جواب نہیں لیے جاتے: یہ جمع ہو چکی ہے یا اس کا وقت ختم ہو گیا ہے۔',
    },
    validation: {
      required: '{{field}} ضروری ہے۔',
      notAllowed: 'یہاں {{field}} قبول نہیں ہے۔',
      invalid: '{{field}} درست نہیں ہے۔',
      tooLong_one: '{{field}}: زیادہ سے زیادہ {{count, number}} حرف لکھیں۔',
      tooLong_other: '{{field}}: زیادہ سے زیادہ {{count, number}} حروف لکھیں۔',
      tooShort_one: '{{field}}: کم از کم {{count, number}} حرف لکھیں۔',
      tooShort_other: '{{field}}: کم از کم {{count, number}} حروف لکھیں۔',
      tooFew_one: '{{field}}: کم از کم {{count, number}} چنیں۔',
      tooFew_other: '{{field}}: کم از کم {{count, number}} چنیں۔',
      tooMany_one: '{{field}}: زیادہ سے زیادہ {{count, number}} چنیں۔',
      tooMany_other: '{{field}}: زیادہ سے زیادہ {{count, number}} چنیں۔',
      tooSmall: '{{field}}: {{limit, number}} یا اس سے زیادہ لکھیں۔',
      tooLarge: '{{field}}: {{limit, number}} یا اس سے کم لکھیں۔',
      notOneOf: '{{field}}: ان میں سے ایک چنیں: {{choices}}۔',
      notNumber: '{{field}}: ایک عدد لکھیں۔',
      notWholeNumber: '{{field}}: ایک پورا عدد لکھیں۔',
      notText: '{{field}}: متن لکھیں۔',
      notTrueFalse: '{{field}}: ہاں یا نہیں چنیں۔',
      notList: '{{field}}: ایک فہرست دیں۔',
      badFormat: '{{field}} درست شکل میں نہیں ہے۔',
      email: 'درست ای میل پتہ لکھیں، جیسے name@example.com۔',
      mobile: 'چنے گئے ملک کا درست موبائل نمبر لکھیں۔',
      oneContact: 'موبائل نمبر یا ای میل پتہ دیں (دونوں میں سے ایک)۔',
      name: 'صرف حروف اور خالی جگہ استعمال کریں۔',
      password_one: 'کم از کم {{count, number}} کیریکٹر رکھیں، جن میں ایک حرف اور ایک ہندسہ ہو۔',
      password_other: 'کم از کم {{count, number}} کیریکٹر رکھیں، جن میں ایک حرف اور ایک ہندسہ ہو۔',
      board: 'اپنا بورڈ چنیں۔',
      class: 'چنے گئے بورڈ کی ایک جماعت چنیں۔',
      instituteName: 'اپنے ادارے کا نام لکھیں۔',
      country: 'ایک ملک چنیں۔',
      code: 'کوڈ درست نہیں ہے یا اس کی مدت ختم ہو گئی ہے۔ نیا کوڈ منگوائیں۔',
    },
    fields: {
      username: 'ای میل یا موبائل',
      password: 'پاس ورڈ',
      new_password: 'نیا پاس ورڈ',
      otp: 'کوڈ',
      code: 'کوڈ',
      email: 'ای میل',
      mobile: 'موبائل نمبر',
      first_name: 'پہلا نام',
      last_name: 'خاندانی نام',
      country_iso: 'ملک',
      board_id: 'بورڈ',
      class_id: 'جماعت',
      section_id: 'سیکشن',
      subject_id: 'مضمون',
      date: 'تاریخ',
      title: 'عنوان',
      notice_title: 'نوٹس کا عنوان',
      notice_text: 'نوٹس کا متن',
      doubt_text: 'آپ کا سوال',
      answer_text: 'جواب',
      comment: 'تبصرہ',
      marks: 'نمبر',
      due_date: 'آخری تاریخ',
      learnlist_id: 'سیکھنے کی فہرست',
      assign_id: 'ہوم ورک',
      paper_id: 'پرچہ',
      attempt_id: 'کوشش',
      question_id: 'سوال',
      body: 'درخواست',
      params: 'پتہ',
      query: 'پتے کی کوئری',
      from: 'کب سے',
      to: 'کب تک',
    },
    ...moduleErrors,
  },
};

import type { EnglishCatalogue } from './catalogue.en.js';
import type { Catalogue } from './catalogue-types.js';
import { moduleErrors } from './errors/module-errors.ta.js';

// Tamil: நீங்கள் / உங்கள் and the polite -வும் forms, Latin punctuation, the words of
// docs/i18n/glossary.ta.md (வீட்டுப்பாடம், பிரிவு, வருகை, தேர்வு, மதிப்பெண்கள், சந்தேகம், அறிவிப்பு).
export const ta: Catalogue<EnglishCatalogue> = {
  notifications: {
    attendanceAbsent: {
      title: 'இன்று வரவில்லை',
      body: '{{child}} இன்று {{section}} பிரிவில் வரவில்லை எனப் பதிவு செய்யப்பட்டது ({{date, day}}). அந்த நாளைப் பார்க்க வருகையைத் திறக்கவும்.',
    },
    absenceWarning: {
      title: 'தொடர்ந்து மூன்று நாள் வரவில்லை',
      bodyStaff: '{{section}} பிரிவின் {{learner}} {{days, days}} ஆகிய நாட்களில் வரவில்லை.',
      bodyParents:
        '{{learner}} {{days, days}} ஆகிய நாட்களில் {{section}} பிரிவுக்கு வரவில்லை. ஏதேனும் தவறு இருந்தால், பள்ளியுடன் பேசவும்.',
    },
    handinReceived: {
      title: 'வேலை ஒப்படைக்கப்பட்டது',
      titleLate: 'வேலை தாமதமாக ஒப்படைக்கப்பட்டது',
      body: '“{{task}}” பணிக்கான வேலையை {{learner}} ஒப்படைத்துள்ளார்.',
      bodyNoTask: '{{learner}} வேலையை ஒப்படைத்துள்ளார்.',
    },
    grievanceAnswered: {
      title: 'உங்கள் புகார் {{reference}}-க்குப் பதில் வந்துள்ளது',
    },
    handinReturned: {
      titleReturned: 'ஒப்படைப்பு மதிப்பெண்களுடன் திருப்பி அனுப்பப்பட்டது',
      titleAgain: 'வேலை மீண்டும் கேட்கப்பட்டுள்ளது',
      bodyReturned: '{{max, number}}க்கு {{marks, number}} மதிப்பெண்கள்.',
      bodyReturnedComment: '{{max, number}}க்கு {{marks, number}} மதிப்பெண்கள். “{{comment}}”',
      bodyAgain: 'ஆசிரியர் வேலையை மீண்டும் ஒப்படைக்கக் கேட்டுள்ளார்.',
      bodyAgainComment: 'ஆசிரியர் வேலையை மீண்டும் ஒப்படைக்கக் கேட்டுள்ளார். “{{comment}}”',
    },
    homeworkAssigned: {
      title: 'புதிய வீட்டுப்பாடம்',
      titleParents: 'உங்கள் குழந்தைக்குப் புதிய வீட்டுப்பாடம்',
      body: '“{{title}}” சமர்ப்பிக்க கடைசி நாள் {{due, day}}.',
    },
    homeworkDueTomorrow: {
      title: 'வீட்டுப்பாடம் நாளைக்குள் சமர்ப்பிக்க வேண்டும்',
      bodyLearners: '“{{title}}” நாளைக்குள் சமர்ப்பிக்க வேண்டும்.',
      bodyParents: 'உங்கள் குழந்தையின் வீட்டுப்பாடம் “{{title}}” நாளைக்குள் சமர்ப்பிக்க வேண்டும்.',
    },
    homeworkCompletedByAll: {
      title: 'அனைவரும் வீட்டுப்பாடத்தை முடித்தனர்',
      body_one: '{{count, number}} மாணவர் “{{title}}” முடித்துள்ளார்.',
      body_other: 'அனைத்து {{count, number}} மாணவர்களும் “{{title}}” முடித்துள்ளனர்.',
    },
    liveClass: {
      scheduled: 'நேரலை வகுப்பு திட்டமிடப்பட்டுள்ளது',
      changed: 'நேரலை வகுப்பில் மாற்றம் செய்யப்பட்டுள்ளது',
      cancelled: 'நேரலை வகுப்பு ரத்து செய்யப்பட்டது',
      reminder: 'நேரலை வகுப்பு 10 நிமிடங்களில் தொடங்கும்',
      weekly: 'வாராந்திர நேரலை வகுப்பு திட்டமிடப்பட்டுள்ளது',
      body: '{{title}} — {{start, time}}, {{minutes, number}} நிமிடம்',
      bodyWeekly_one:
        '{{title}} — {{start, time}} முதல் ஒவ்வொரு வாரமும், {{minutes, number}} நிமிடம், {{count, number}} வகுப்பு',
      bodyWeekly_other:
        '{{title}} — {{start, time}} முதல் ஒவ்வொரு வாரமும், {{minutes, number}} நிமிடம், {{count, number}} வகுப்புகள்',
    },
    classRecap: {
      title: 'வகுப்புச் சுருக்கம் தயார்',
      titleParents: 'உங்கள் குழந்தையின் வகுப்புச் சுருக்கம் தயார்',
      body_one:
        '{{day, day}} அன்று நடந்த உங்கள் நேரலை வகுப்பு “{{title}}” இன் சுருக்கம் தயார்: மீண்டும் பார்க்க {{count, number}} பகுதி.',
      body_other:
        '{{day, day}} அன்று நடந்த உங்கள் நேரலை வகுப்பு “{{title}}” இன் சுருக்கம் தயார்: மீண்டும் பார்க்க {{count, number}} பகுதிகள்.',
      bodyParents_one:
        '{{day, day}} அன்று நடந்த உங்கள் குழந்தையின் நேரலை வகுப்பு “{{title}}” இன் சுருக்கம் தயார்: மீண்டும் பார்க்க {{count, number}} பகுதி.',
      bodyParents_other:
        '{{day, day}} அன்று நடந்த உங்கள் குழந்தையின் நேரலை வகுப்பு “{{title}}” இன் சுருக்கம் தயார்: மீண்டும் பார்க்க {{count, number}} பகுதிகள்.',
    },
    results: {
      title: 'தேர்வு முடிவுகள் வெளியாகின',
      bodyLearners: '“{{title}}” தேர்வின் முடிவுகள் வெளியாகின.',
      bodyParents: '“{{title}}” தேர்வில் {{child}} பெற்ற முடிவுகள் வெளியாகின.',
    },
    paperAssigned: {
      title: 'ஒரு தேர்வு வழங்கப்பட்டுள்ளது',
      bodyLearners: '“{{title}}” {{start, time}} அன்று திறந்து {{end, time}} அன்று மூடப்படும்.',
      bodyParents: '{{child}} க்கு ஒரு தேர்வு: “{{title}}” {{start, time}} அன்று திறந்து {{end, time}} அன்று மூடப்படும்.',
    },
    doubts: {
      asked: 'புதிய சந்தேகம்: {{about}}',
      answered: 'உங்கள் சந்தேகத்துக்குப் பதில் வந்துள்ளது',
      answeredParents: '{{child}} கேட்ட சந்தேகத்துக்குப் பதில் வந்துள்ளது',
    },
    notice: {
      defaultTitle: 'உங்கள் பள்ளியிடமிருந்து ஒரு புதிய அறிவிப்பு',
    },
  },
  messages: {
    code: {
      subject: 'உங்கள் ESC Learning குறியீடு: {{code}}',
      signUp:
        'உங்கள் கணக்கை உருவாக்கி முடிக்க உங்கள் ESC Learning குறியீடு {{code}}. இது {{minutes, number}} நிமிடங்களில் காலாவதியாகும்.\nநீங்கள் இதைக் கேட்கவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணிக்கவும்: குறியீடு இல்லாமல் எதுவும் மாறாது.',
      resetPassword:
        'புதிய கடவுச்சொல்லைத் தேர்வு செய்ய உங்கள் ESC Learning குறியீடு {{code}}. இது {{minutes, number}} நிமிடங்களில் காலாவதியாகும்.\nநீங்கள் இதைக் கேட்கவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணிக்கவும்: குறியீடு இல்லாமல் எதுவும் மாறாது.',
      contactChange:
        'இதை உங்கள் புதிய தொடர்பாக உறுதிசெய்ய உங்கள் ESC Learning குறியீடு {{code}}. இது {{minutes, number}} நிமிடங்களில் காலாவதியாகும்.\nநீங்கள் இதைக் கேட்கவில்லை என்றால், இந்தச் செய்தியைப் புறக்கணிக்கவும்: குறியீடு இல்லாமல் எதுவும் மாறாது.',
    },
    invitation: {
      subject: '{{school}} உங்களை ESC Learning க்கு அழைக்கிறது',
      bodyLink:
        'வணக்கம் {{name}},\n\n{{school}} உங்கள் ESC Learning கணக்கை உருவாக்கியுள்ளது. கடவுச்சொல்லை அமைக்க {{link}} ஐத் திறந்து அழைப்புக் குறியீடு {{code}} ஐ உள்ளிடவும். இந்தக் குறியீடு ஒருமுறை மட்டுமே செயல்படும், {{days, number}} நாட்களில் காலாவதியாகும்.',
      bodySignIn:
        'வணக்கம் {{name}},\n\n{{school}} உங்கள் ESC Learning கணக்கை உருவாக்கியுள்ளது. கடவுச்சொல்லை அமைக்க ESC Learning இன் உள்நுழைவுப் பக்கத்தைத் திறந்து, "அழைப்பை ஏற்கவும்" என்பதைத் தேர்ந்தெடுத்து, அழைப்புக் குறியீடு {{code}} ஐ உள்ளிடவும். இந்தக் குறியீடு ஒருமுறை மட்டுமே செயல்படும், {{days, number}} நாட்களில் காலாவதியாகும்.',
    },
    parentLink: {
      subject: 'உங்கள் கணக்கை {{child}} உடன் இணைக்க {{school}} கேட்கிறது',
      body: 'உங்கள் ESC Learning பெற்றோர் கணக்கை {{child}} உடன் இணைக்க {{school}} கேட்கிறது. {{child}} உங்கள் குழந்தை என்றால், உள்நுழைந்து "இணைப்புக் கோரிக்கைகள்" பகுதியில் {{code}} குறியீட்டுடன் உறுதிசெய்யவும். குறியீடு இல்லாமல் எதுவும் இணைக்கப்படாது. இந்தக் கோரிக்கை {{days, number}} நாட்களில் காலாவதியாகும்.',
    },
  },
  errors: {
    codes: {
      VALIDATION_FAILED: 'சில தகவல்கள் சரியாக இல்லை.',
      UNAUTHENTICATED: 'தொடர உள்நுழையவும்.',
      TOKEN_EXPIRED: 'உங்கள் அமர்வு காலாவதியானது. மீண்டும் உள்நுழையவும்.',
      INVALID_CREDENTIALS: 'மின்னஞ்சல்/கைபேசி அல்லது கடவுச்சொல் சரியில்லை.',
      REFRESH_REJECTED: 'உங்கள் அமர்வு முடிந்தது. மீண்டும் உள்நுழையவும்.',
      FORBIDDEN: 'இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை.',
      NOT_LINKED_CHILD: 'இந்தக் குழந்தை உங்கள் கணக்குடன் இணைக்கப்படவில்லை.',
      NOT_FOUND: 'கிடைக்கவில்லை.',
      CONFLICT: 'இது தற்போதைய நிலையுடன் பொருந்தவில்லை.',
      RATE_LIMITED: 'பல முறை முயற்சிக்கப்பட்டது. சில நிமிடங்கள் காத்திருந்து மீண்டும் முயலவும்.',
      INTERNAL_ERROR: 'ஏதோ தவறு நடந்தது. மீண்டும் முயலவும்.',
      SERVICE_UNAVAILABLE: 'சேவை இப்போது பரபரப்பாக உள்ளது. சிறிது நேரம் கழித்து மீண்டும் முயலவும்.',
      PAPER_NOT_STARTED: 'வினாத்தாள் இன்னும் தொடங்கவில்லை',
      PAPER_TIME_OVER: 'வினாத்தாளின் நேரம் முடிந்தது',
      ATTEMPT_CLOSED: 'இந்த முயற்சியில் இனி விடைகள் ஏற்கப்படாது: இது சமர்ப்பிக்கப்பட்டது அல்லது நேரம் முடிந்தது.',
    },
    validation: {
      required: '{{field}} தேவை.',
      notAllowed: '{{field}} இங்கே ஏற்கப்படாது.',
      invalid: '{{field}} சரியாக இல்லை.',
      tooLong_one: '{{field}}: அதிகபட்சம் {{count, number}} எழுத்து எழுதவும்.',
      tooLong_other: '{{field}}: அதிகபட்சம் {{count, number}} எழுத்துகள் எழுதவும்.',
      tooShort_one: '{{field}}: குறைந்தது {{count, number}} எழுத்து எழுதவும்.',
      tooShort_other: '{{field}}: குறைந்தது {{count, number}} எழுத்துகள் எழுதவும்.',
      tooFew_one: '{{field}}: குறைந்தது {{count, number}} தேர்வு செய்யவும்.',
      tooFew_other: '{{field}}: குறைந்தது {{count, number}} தேர்வு செய்யவும்.',
      tooMany_one: '{{field}}: அதிகபட்சம் {{count, number}} தேர்வு செய்யவும்.',
      tooMany_other: '{{field}}: அதிகபட்சம் {{count, number}} தேர்வு செய்யவும்.',
      tooSmall: '{{field}}: {{limit, number}} அல்லது அதற்கு மேல் எழுதவும்.',
      tooLarge: '{{field}}: {{limit, number}} அல்லது அதற்குக் குறைவாக எழுதவும்.',
      notOneOf: '{{field}}: இவற்றில் ஒன்றைத் தேர்வு செய்யவும்: {{choices}}.',
      notNumber: '{{field}}: ஒரு எண்ணை எழுதவும்.',
      notWholeNumber: '{{field}}: ஒரு முழு எண்ணை எழுதவும்.',
      notText: '{{field}}: உரையை எழுதவும்.',
      notTrueFalse: '{{field}}: ஆம் அல்லது இல்லை என்பதைத் தேர்வு செய்யவும்.',
      notList: '{{field}}: ஒரு பட்டியலைத் தரவும்.',
      badFormat: '{{field}} சரியான வடிவில் இல்லை.',
      email: 'சரியான மின்னஞ்சல் முகவரியை எழுதவும், எ.கா. name@example.com.',
      mobile: 'தேர்ந்தெடுத்த நாட்டின் சரியான கைபேசி எண்ணை எழுதவும்.',
      oneContact: 'கைபேசி எண் அல்லது மின்னஞ்சல் முகவரியைத் தரவும் (ஏதேனும் ஒன்று).',
      name: 'எழுத்துகள் மற்றும் இடைவெளிகளை மட்டும் பயன்படுத்தவும்.',
      password_one: 'குறைந்தது {{count, number}} எழுத்துக்குறி, அதில் ஓர் எழுத்தும் ஓர் எண்ணும் இருக்க வேண்டும்.',
      password_other: 'குறைந்தது {{count, number}} எழுத்துக்குறிகள், அதில் ஓர் எழுத்தும் ஓர் எண்ணும் இருக்க வேண்டும்.',
      board: 'உங்கள் வாரியத்தைத் தேர்வு செய்யவும்.',
      class: 'தேர்ந்தெடுத்த வாரியத்தின் ஒரு வகுப்பைத் தேர்வு செய்யவும்.',
      instituteName: 'உங்கள் நிறுவனத்தின் பெயரை எழுதவும்.',
      country: 'ஒரு நாட்டைத் தேர்வு செய்யவும்.',
      code: 'குறியீடு சரியில்லை அல்லது காலாவதியானது. புதிய குறியீட்டைக் கேட்கவும்.',
    },
    fields: {
      username: 'மின்னஞ்சல் அல்லது கைபேசி',
      password: 'கடவுச்சொல்',
      new_password: 'புதிய கடவுச்சொல்',
      otp: 'குறியீடு',
      code: 'குறியீடு',
      email: 'மின்னஞ்சல்',
      mobile: 'கைபேசி எண்',
      first_name: 'முதல் பெயர்',
      last_name: 'குடும்பப் பெயர்',
      country_iso: 'நாடு',
      board_id: 'வாரியம்',
      class_id: 'வகுப்பு',
      section_id: 'பிரிவு',
      subject_id: 'பாடம்',
      date: 'தேதி',
      title: 'தலைப்பு',
      notice_title: 'அறிவிப்பின் தலைப்பு',
      notice_text: 'அறிவிப்பின் உரை',
      doubt_text: 'உங்கள் சந்தேகம்',
      answer_text: 'விடை',
      comment: 'கருத்து',
      marks: 'மதிப்பெண்கள்',
      due_date: 'கடைசி நாள்',
      learnlist_id: 'கற்றல் பட்டியல்',
      assign_id: 'வீட்டுப்பாடம்',
      paper_id: 'வினாத்தாள்',
      attempt_id: 'முயற்சி',
      question_id: 'கேள்வி',
      body: 'கோரிக்கை',
      params: 'முகவரி',
      query: 'முகவரியின் வினவல்',
    },
    ...moduleErrors,
  },
};

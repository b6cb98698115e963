import type { EnglishCatalogue } from './catalogue.en.js';
import type { Catalogue } from './catalogue-types.js';
import { moduleErrors } from './errors/module-errors.mr.js';

// Marathi: तुम्ही and the plain respectful imperative (करा, पाहा), the words of
// docs/i18n/glossary.mr.md (गृहपाठ, तुकडी, हजेरी, गैरहजर, चाचणी, निकाल, शंका, पालक). Sentences end
// with "." as Marathi print does; a learner's gender is never guessed ("नाव (तुकडी): गैरहजर").
export const mr: Catalogue<EnglishCatalogue> = {
  notifications: {
    attendanceAbsent: {
      title: 'आज गैरहजर',
      body: '{{child}} ({{section}}): आज गैरहजर म्हणून नोंद ({{date, day}}). संपूर्ण दिवस पाहण्यासाठी हजेरी उघडा.',
    },
    absenceWarning: {
      title: 'सलग तीन दिवस गैरहजर',
      bodyStaff: '{{learner}} ({{section}}): {{days, days}} रोजी गैरहजर.',
      bodyParents: '{{learner}} ({{section}}): {{days, days}} रोजी गैरहजर. काही चूक असल्यास कृपया शाळेशी बोला.',
    },
    handinReceived: {
      title: 'काम जमा झाले',
      titleLate: 'काम उशिरा जमा झाले',
      body: '{{learner}} यांनी “{{task}}” चे काम जमा केले.',
      bodyNoTask: '{{learner}} यांनी काम जमा केले.',
    },
    grievanceAnswered: {
      title: 'तुमच्या तक्रारीला {{reference}} उत्तर मिळाले आहे',
    },
    consentGiven: {
      title: 'तुमच्या पालकांनी संमती दिली: आता तुम्ही शिकायला सुरुवात करू शकता',
      body: 'तुमचा डॅशबोर्ड उघडा आणि सुरुवात करा.',
    },
    consentRefused: {
      title: 'तुमच्या पालकांनी संमती दिली नाही',
      body: 'सध्या तुम्ही इथे शिकू शकत नाही. {{date, day}} च्या आधी तुम्ही दुसऱ्या पालकांना विचारू शकता. त्या दिवसानंतर तुमचे खाते आणि त्यातील सर्व काही हटवले जाईल.',
    },
    grievanceRaised: {
      title: 'नवीन तक्रार {{reference}}',
      body: 'कृपया {{due, day}} पर्यंत उत्तर द्या.',
    },
    grievanceDueSoon: {
      title: 'तक्रार {{reference}}: {{days, number}} दिवस उरले',
      body: 'याला अजून उत्तर दिलेले नाही. कृपया {{due, day}} पर्यंत उत्तर द्या.',
    },
    handinReturned: {
      titleReturned: 'जमा केलेले काम गुणांसह परत आले',
      titleAgain: 'काम पुन्हा मागितले आहे',
      bodyReturned: '{{max, number}} पैकी {{marks, number}} गुण.',
      bodyReturnedComment: '{{max, number}} पैकी {{marks, number}} गुण. “{{comment}}”',
      bodyAgain: 'शिक्षकांनी काम पुन्हा जमा करायला सांगितले आहे.',
      bodyAgainComment: 'शिक्षकांनी काम पुन्हा जमा करायला सांगितले आहे. “{{comment}}”',
    },
    homeworkAssigned: {
      title: 'नवीन गृहपाठ',
      titleParents: 'तुमच्या पाल्यासाठी नवीन गृहपाठ',
      body: '“{{title}}” {{due, day}} पर्यंत जमा करायचा आहे.',
    },
    homeworkDueTomorrow: {
      title: 'गृहपाठ उद्यापर्यंत जमा करायचा आहे',
      bodyLearners: '“{{title}}” उद्यापर्यंत जमा करायचा आहे.',
      bodyParents: 'तुमच्या पाल्याचा गृहपाठ “{{title}}” उद्यापर्यंत जमा करायचा आहे.',
    },
    homeworkCompletedByAll: {
      title: 'सर्वांनी गृहपाठ पूर्ण केला',
      body_one: '{{count, number}} विद्यार्थ्याने “{{title}}” पूर्ण केला.',
      body_other: 'सर्व {{count, number}} विद्यार्थ्यांनी “{{title}}” पूर्ण केला.',
    },
    liveClass: {
      scheduled: 'लाइव्ह वर्ग ठरला आहे',
      changed: 'लाइव्ह वर्गात बदल झाला आहे',
      cancelled: 'लाइव्ह वर्ग रद्द झाला आहे',
      reminder: 'लाइव्ह वर्ग 10 मिनिटांत सुरू होईल',
      weekly: 'दर आठवड्याचा लाइव्ह वर्ग ठरला आहे',
      body: '{{title}} — {{start, time}}, {{minutes, number}} मिनिटे',
      bodyWeekly_one: '{{title}} — {{start, time}} पासून दर आठवड्याला, {{minutes, number}} मिनिटे, {{count, number}} वर्ग',
      bodyWeekly_other:
        '{{title}} — {{start, time}} पासून दर आठवड्याला, {{minutes, number}} मिनिटे, {{count, number}} वर्ग',
    },
    classRecap: {
      title: 'वर्ग-सारांश तयार आहे',
      titleParents: 'तुमच्या पाल्याचा वर्ग-सारांश तयार आहे',
      body_one: '{{day, day}} रोजीच्या तुमच्या लाइव्ह वर्गाचा “{{title}}” सारांश तयार आहे: उजळणीसाठी {{count, number}} घटक.',
      body_other: '{{day, day}} रोजीच्या तुमच्या लाइव्ह वर्गाचा “{{title}}” सारांश तयार आहे: उजळणीसाठी {{count, number}} घटक.',
      bodyParents_one:
        '{{day, day}} रोजीच्या तुमच्या पाल्याच्या लाइव्ह वर्गाचा “{{title}}” सारांश तयार आहे: उजळणीसाठी {{count, number}} घटक.',
      bodyParents_other:
        '{{day, day}} रोजीच्या तुमच्या पाल्याच्या लाइव्ह वर्गाचा “{{title}}” सारांश तयार आहे: उजळणीसाठी {{count, number}} घटक.',
    },
    results: {
      title: 'निकाल लागला आहे',
      bodyLearners: '“{{title}}” चा निकाल लागला आहे.',
      bodyParents: '“{{title}}” मधील {{child}} यांचा निकाल लागला आहे.',
    },
    paperAssigned: {
      title: 'चाचणी दिली आहे',
      bodyLearners: '“{{title}}” {{start, time}} ला सुरू होईल आणि {{end, time}} ला बंद होईल.',
      bodyParents: '{{child}} यांची चाचणी: “{{title}}” {{start, time}} ला सुरू होईल आणि {{end, time}} ला बंद होईल.',
    },
    doubts: {
      asked: 'नवीन शंका: {{about}}',
      answered: 'तुमच्या शंकेचे उत्तर आले आहे',
      answeredParents: '{{child}} यांच्या शंकेचे उत्तर आले आहे',
    },
    notice: {
      defaultTitle: 'तुमच्या शाळेकडून नवीन सूचना',
    },
  },
  messages: {
    code: {
      subject: 'तुमचा ESC Learning कोड: {{code}}',
      signUp:
        'तुमचे खाते तयार करणे पूर्ण करण्यासाठी तुमचा ESC Learning कोड {{code}} आहे. तो {{minutes, number}} मिनिटांत संपेल.\nतुम्ही हा कोड मागितला नसेल, तर हा संदेश दुर्लक्षित करा: कोडशिवाय काहीही बदलत नाही.',
      resetPassword:
        'नवीन पासवर्ड निवडण्यासाठी तुमचा ESC Learning कोड {{code}} आहे. तो {{minutes, number}} मिनिटांत संपेल.\nतुम्ही हा कोड मागितला नसेल, तर हा संदेश दुर्लक्षित करा: कोडशिवाय काहीही बदलत नाही.',
      contactChange:
        'हा तुमचा नवीन संपर्क म्हणून निश्चित करण्यासाठी तुमचा ESC Learning कोड {{code}} आहे. तो {{minutes, number}} मिनिटांत संपेल.\nतुम्ही हा कोड मागितला नसेल, तर हा संदेश दुर्लक्षित करा: कोडशिवाय काहीही बदलत नाही.',
    },
    invitation: {
      subject: '{{school}} तुम्हाला ESC Learning वर बोलावत आहे',
      bodyLink:
        'नमस्कार {{name}},\n\n{{school}} ने तुमचे ESC Learning खाते तयार केले आहे. तुमचा पासवर्ड ठरवण्यासाठी {{link}} उघडा आणि आमंत्रण कोड {{code}} टाका. हा कोड एकदाच चालतो आणि {{days, number}} दिवसांत संपतो.',
      bodySignIn:
        'नमस्कार {{name}},\n\n{{school}} ने तुमचे ESC Learning खाते तयार केले आहे. तुमचा पासवर्ड ठरवण्यासाठी ESC Learning चे साइन इन पान उघडा, "आमंत्रण स्वीकारा" निवडा आणि आमंत्रण कोड {{code}} टाका. हा कोड एकदाच चालतो आणि {{days, number}} दिवसांत संपतो.',
    },
    parentLink: {
      subject: '{{school}} तुमचे खाते {{child}} यांच्याशी जोडू इच्छिते',
      body: '{{school}} तुमचे ESC Learning पालक खाते {{child}} यांच्याशी जोडू इच्छिते. {{child}} तुमचे पाल्य असल्यास साइन इन करा आणि "जोडणी विनंत्या" मध्ये कोड {{code}} ने खात्री करा. कोडशिवाय काहीही जोडले जात नाही. ही विनंती {{days, number}} दिवसांत संपते.',
    },
    parentalConsent: {
      subject: '{{child}} ESC Learning वरील शिक्षणासाठी तुमची संमती मागत आहेत',
      body: '{{child}} यांनी ESC Learning वर नोंदणी केली आहे आणि तुम्हाला पालक म्हणून नाव दिले आहे. शिकणे सुरू करण्यापूर्वी पालकांची संमती आवश्यक आहे. {{link}} उघडा, साइन इन करा किंवा पालक खाते तयार करा, आणि कोड {{code}} टाका. हा कोड {{days, number}} दिवस चालतो. तुम्ही {{child}} यांना ओळखत नसल्यास हा संदेश दुर्लक्षित करा.',
    },
    grievanceRaised: {
      subject: 'नवीन तक्रार {{reference}}: कृपया {{due, day}} पर्यंत उत्तर द्या',
      body: 'ESC Learning वर एखाद्या व्यक्तीच्या माहितीच्या वापराबद्दल एक तक्रार ({{reference}}) नोंदवली गेली आहे. कृपया {{due, day}} पर्यंत उत्तर द्या. साइन इन करा आणि प्रोफाइल पानावर तक्रारी उघडून ती वाचा आणि उत्तर द्या.',
    },
    grievanceDueSoon: {
      subject: 'तक्रार {{reference}}: उत्तर द्यायला {{days, number}} दिवस उरले',
      body: 'ESC Learning वरील तक्रार {{reference}} ला अजून उत्तर दिलेले नाही. कृपया {{due, day}} पर्यंत उत्तर द्या. साइन इन करा आणि प्रोफाइल पानावर तक्रारी उघडून ती वाचा आणि उत्तर द्या.',
    },
  },
  people: {
    formerLearner: 'माजी विद्यार्थी',
    formerPerson: 'माजी सदस्य',
  },
  errors: {
    codes: {
      VALIDATION_FAILED: 'काही माहिती योग्य नाही.',
      UNAUTHENTICATED: 'पुढे जाण्यासाठी साइन इन करा.',
      TOKEN_EXPIRED: 'तुमचे सत्र संपले आहे. कृपया पुन्हा साइन इन करा.',
      INVALID_CREDENTIALS: 'ईमेल/मोबाइल किंवा पासवर्ड बरोबर नाही.',
      REFRESH_REJECTED: 'तुमचे सत्र संपले आहे. कृपया पुन्हा साइन इन करा.',
      FORBIDDEN: 'तुम्हाला हे करण्याची परवानगी नाही.',
      NOT_LINKED_CHILD: 'हे पाल्य तुमच्या खात्याशी जोडलेले नाही.',
      NOT_FOUND: 'हे सापडले नाही.',
      CONFLICT: 'हे सध्याच्या स्थितीशी जुळत नाही.',
      RATE_LIMITED: 'खूप वेळा प्रयत्न झाले. काही मिनिटे थांबा आणि पुन्हा प्रयत्न करा.',
      INTERNAL_ERROR: 'काहीतरी चुकले. पुन्हा प्रयत्न करा.',
      SERVICE_UNAVAILABLE: 'सेवा सध्या व्यस्त आहे. थोड्या वेळाने पुन्हा प्रयत्न करा.',
      PAPER_NOT_STARTED: 'प्रश्नपत्रिका अजून सुरू झालेली नाही',
      PAPER_TIME_OVER: 'प्रश्नपत्रिकेची वेळ संपली',
      ATTEMPT_CLOSED: 'या प्रयत्नात आता उत्तरे घेतली जात नाहीत: तो जमा झाला आहे किंवा त्याची वेळ संपली आहे.',
    },
    validation: {
      required: '{{field}} आवश्यक आहे.',
      notAllowed: 'येथे {{field}} स्वीकारले जात नाही.',
      invalid: '{{field}} योग्य नाही.',
      tooLong_one: '{{field}}: जास्तीत जास्त {{count, number}} अक्षर लिहा.',
      tooLong_other: '{{field}}: जास्तीत जास्त {{count, number}} अक्षरे लिहा.',
      tooShort_one: '{{field}}: किमान {{count, number}} अक्षर लिहा.',
      tooShort_other: '{{field}}: किमान {{count, number}} अक्षरे लिहा.',
      tooFew_one: '{{field}}: किमान {{count, number}} निवडा.',
      tooFew_other: '{{field}}: किमान {{count, number}} निवडा.',
      tooMany_one: '{{field}}: जास्तीत जास्त {{count, number}} निवडा.',
      tooMany_other: '{{field}}: जास्तीत जास्त {{count, number}} निवडा.',
      tooSmall: '{{field}}: {{limit, number}} किंवा त्याहून जास्त लिहा.',
      tooLarge: '{{field}}: {{limit, number}} किंवा त्याहून कमी लिहा.',
      notOneOf: '{{field}}: यांपैकी एक निवडा: {{choices}}.',
      notNumber: '{{field}}: संख्या लिहा.',
      notWholeNumber: '{{field}}: पूर्ण संख्या लिहा.',
      notText: '{{field}}: मजकूर लिहा.',
      notTrueFalse: '{{field}}: हो किंवा नाही निवडा.',
      notList: '{{field}}: यादी द्या.',
      badFormat: '{{field}} योग्य स्वरूपात नाही.',
      email: 'योग्य ईमेल पत्ता लिहा, उदा. name@example.com.',
      mobile: 'निवडलेल्या देशाचा योग्य मोबाइल नंबर लिहा.',
      oneContact: 'मोबाइल नंबर किंवा ईमेल पत्ता द्या (दोन्हींपैकी एक).',
      name: 'फक्त अक्षरे आणि रिकामी जागा वापरा.',
      password_one: 'किमान {{count, number}} कॅरेक्टर वापरा, त्यात एक अक्षर आणि एक अंक असावा.',
      password_other: 'किमान {{count, number}} कॅरेक्टर वापरा, त्यात एक अक्षर आणि एक अंक असावा.',
      board: 'तुमचे बोर्ड निवडा.',
      class: 'निवडलेल्या बोर्डाची इयत्ता निवडा.',
      instituteName: 'तुमच्या संस्थेचे नाव लिहा.',
      country: 'देश निवडा.',
      code: 'कोड बरोबर नाही किंवा त्याची वेळ संपली आहे. नवीन कोड मागवा.',
    },
    fields: {
      username: 'ईमेल किंवा मोबाइल',
      password: 'पासवर्ड',
      new_password: 'नवीन पासवर्ड',
      otp: 'कोड',
      code: 'कोड',
      email: 'ईमेल',
      mobile: 'मोबाइल नंबर',
      first_name: 'पहिले नाव',
      last_name: 'आडनाव',
      country_iso: 'देश',
      board_id: 'बोर्ड',
      class_id: 'इयत्ता',
      section_id: 'तुकडी',
      subject_id: 'विषय',
      date: 'तारीख',
      title: 'शीर्षक',
      notice_title: 'सूचनेचे शीर्षक',
      notice_text: 'सूचनेचा मजकूर',
      doubt_text: 'तुमची शंका',
      answer_text: 'उत्तर',
      comment: 'अभिप्राय',
      marks: 'गुण',
      due_date: 'अंतिम तारीख',
      learnlist_id: 'अभ्यास-यादी',
      assign_id: 'गृहपाठ',
      paper_id: 'प्रश्नपत्रिका',
      attempt_id: 'प्रयत्न',
      question_id: 'प्रश्न',
      body: 'विनंती',
      params: 'पत्ता',
      query: 'पत्त्यातील क्वेरी',
      from: 'कधीपासून',
      to: 'कधीपर्यंत',
    },
    ...moduleErrors,
  },
};

import type { EnglishCatalogue } from './catalogue.en.js';
import type { Catalogue } from './catalogue-types.js';
import { moduleErrors } from './errors/module-errors.bn.js';

// Bengali: আপনি and plain imperatives (করুন, দেখুন), sentences end with "।", the words of
// docs/i18n/glossary.bn.md (হোমওয়ার্ক, সেকশন, হাজিরা, টেস্ট, ফলাফল, ডাউট, নোটিশ, অভিভাবক, শিক্ষার্থী).
export const bn: Catalogue<EnglishCatalogue> = {
  notifications: {
    attendanceAbsent: {
      title: 'আজ অনুপস্থিত',
      body: '{{child}} আজ {{section}}-এ অনুপস্থিত হিসেবে চিহ্নিত হয়েছে ({{date, day}})। পুরো দিনটি দেখতে হাজিরা খুলুন।',
    },
    absenceWarning: {
      title: 'পরপর তিন দিন অনুপস্থিত',
      bodyStaff: '{{section}}-এর {{learner}} {{days, days}} তারিখে অনুপস্থিত ছিল।',
      bodyParents:
        '{{learner}} {{days, days}} তারিখে {{section}}-এ অনুপস্থিত ছিল। কিছু ভুল মনে হলে অনুগ্রহ করে স্কুলের সঙ্গে কথা বলুন।',
    },
    handinReceived: {
      title: 'কাজ জমা পড়েছে',
      titleLate: 'কাজ দেরিতে জমা পড়েছে',
      body: '{{learner}} “{{task}}”-এর কাজ জমা দিয়েছে।',
      bodyNoTask: '{{learner}} কাজ জমা দিয়েছে।',
    },
    grievanceAnswered: {
      title: 'আপনার অভিযোগ {{reference}}-এর উত্তর এসেছে',
    },
    consentGiven: {
      title: 'তোমার অভিভাবক সম্মতি দিয়েছেন: এখন তুমি শেখা শুরু করতে পারো',
      body: 'তোমার ড্যাশবোর্ড খোলো আর শুরু করো।',
    },
    consentRefused: {
      title: 'তোমার অভিভাবক সম্মতি দেননি',
      body: 'এখন তুমি এখানে শিখতে পারবে না। {{date, day}}-এর আগে তুমি অন্য একজন অভিভাবককে জিজ্ঞেস করতে পারো। সেই দিনের পরে তোমার অ্যাকাউন্ট আর তার সবকিছু মুছে ফেলা হবে।',
    },
    grievanceRaised: {
      title: 'নতুন অভিযোগ {{reference}}',
      body: 'অনুগ্রহ করে {{due, day}}-এর মধ্যে উত্তর দিন।',
    },
    grievanceDueSoon: {
      title: 'অভিযোগ {{reference}}: আর {{days, number}} দিন বাকি',
      body: 'এখনও এর উত্তর দেওয়া হয়নি। অনুগ্রহ করে {{due, day}}-এর মধ্যে উত্তর দিন।',
    },
    handinReturned: {
      titleReturned: 'জমা দেওয়া কাজ নম্বর সহ ফেরত এসেছে',
      titleAgain: 'কাজটি আবার চাওয়া হয়েছে',
      bodyReturned: '{{max, number}}-এর মধ্যে {{marks, number}} নম্বর।',
      bodyReturnedComment: '{{max, number}}-এর মধ্যে {{marks, number}} নম্বর। “{{comment}}”',
      bodyAgain: 'শিক্ষক কাজটি আবার জমা দিতে বলেছেন।',
      bodyAgainComment: 'শিক্ষক কাজটি আবার জমা দিতে বলেছেন। “{{comment}}”',
    },
    homeworkAssigned: {
      title: 'নতুন হোমওয়ার্ক',
      titleParents: 'আপনার সন্তানের জন্য নতুন হোমওয়ার্ক',
      body: '“{{title}}” {{due, day}}-এর মধ্যে জমা দিতে হবে।',
    },
    homeworkDueTomorrow: {
      title: 'হোমওয়ার্ক কালকের মধ্যে জমা দিতে হবে',
      bodyLearners: '“{{title}}” কালকের মধ্যে জমা দিতে হবে।',
      bodyParents: 'আপনার সন্তানের হোমওয়ার্ক “{{title}}” কালকের মধ্যে জমা দিতে হবে।',
    },
    homeworkCompletedByAll: {
      title: 'সবাই হোমওয়ার্ক শেষ করেছে',
      body_one: '{{count, number}} জন শিক্ষার্থী “{{title}}” শেষ করেছে।',
      body_other: 'সব {{count, number}} জন শিক্ষার্থী “{{title}}” শেষ করেছে।',
    },
    liveClass: {
      scheduled: 'একটি লাইভ ক্লাস ঠিক হয়েছে',
      changed: 'একটি লাইভ ক্লাসে বদল হয়েছে',
      cancelled: 'একটি লাইভ ক্লাস বাতিল হয়েছে',
      reminder: 'লাইভ ক্লাস 10 মিনিটের মধ্যে শুরু হবে',
      weekly: 'প্রতি সপ্তাহের লাইভ ক্লাস ঠিক হয়েছে',
      body: '{{title}} — {{start, time}}, {{minutes, number}} মিনিট',
      bodyWeekly_one:
        '{{title}} — {{start, time}} থেকে প্রতি সপ্তাহে, {{minutes, number}} মিনিট, {{count, number}}টি ক্লাস',
      bodyWeekly_other:
        '{{title}} — {{start, time}} থেকে প্রতি সপ্তাহে, {{minutes, number}} মিনিট, {{count, number}}টি ক্লাস',
    },
    classRecap: {
      title: 'ক্লাসের সারসংক্ষেপ তৈরি',
      titleParents: 'আপনার সন্তানের ক্লাসের সারসংক্ষেপ তৈরি',
      body_one:
        '{{day, day}}-এর আপনার লাইভ ক্লাস “{{title}}”-এর সারসংক্ষেপ তৈরি: ঝালিয়ে নেওয়ার জন্য {{count, number}}টি বিষয়বস্তু।',
      body_other:
        '{{day, day}}-এর আপনার লাইভ ক্লাস “{{title}}”-এর সারসংক্ষেপ তৈরি: ঝালিয়ে নেওয়ার জন্য {{count, number}}টি বিষয়বস্তু।',
      bodyParents_one:
        '{{day, day}}-এর আপনার সন্তানের লাইভ ক্লাস “{{title}}”-এর সারসংক্ষেপ তৈরি: ঝালিয়ে নেওয়ার জন্য {{count, number}}টি বিষয়বস্তু।',
      bodyParents_other:
        '{{day, day}}-এর আপনার সন্তানের লাইভ ক্লাস “{{title}}”-এর সারসংক্ষেপ তৈরি: ঝালিয়ে নেওয়ার জন্য {{count, number}}টি বিষয়বস্তু।',
    },
    results: {
      title: 'ফলাফল বেরিয়েছে',
      bodyLearners: '“{{title}}”-এর ফলাফল বেরিয়েছে।',
      bodyParents: '“{{title}}”-এ {{child}}-এর ফলাফল বেরিয়েছে।',
    },
    paperAssigned: {
      title: 'একটি টেস্ট দেওয়া হয়েছে',
      bodyLearners: '“{{title}}” খুলবে {{start, time}}-এ এবং বন্ধ হবে {{end, time}}-এ।',
      bodyParents: '{{child}}-এর একটি টেস্ট আছে: “{{title}}” খুলবে {{start, time}}-এ এবং বন্ধ হবে {{end, time}}-এ।',
    },
    doubts: {
      asked: 'নতুন ডাউট: {{about}}',
      answered: 'আপনার ডাউটের উত্তর এসেছে',
      answeredParents: '{{child}}-এর ডাউটের উত্তর এসেছে',
    },
    notice: {
      defaultTitle: 'আপনার স্কুল থেকে একটি নতুন নোটিশ',
    },
  },
  messages: {
    code: {
      subject: 'আপনার ESC Learning কোড: {{code}}',
      signUp:
        'আপনার অ্যাকাউন্ট তৈরি শেষ করার জন্য আপনার ESC Learning কোড হল {{code}}। এটি {{minutes, number}} মিনিটে শেষ হয়ে যাবে।\nআপনি এটি না চেয়ে থাকলে এই বার্তাটি উপেক্ষা করুন: কোড ছাড়া কিছুই বদলাবে না।',
      resetPassword:
        'নতুন পাসওয়ার্ড বেছে নেওয়ার জন্য আপনার ESC Learning কোড হল {{code}}। এটি {{minutes, number}} মিনিটে শেষ হয়ে যাবে।\nআপনি এটি না চেয়ে থাকলে এই বার্তাটি উপেক্ষা করুন: কোড ছাড়া কিছুই বদলাবে না।',
      contactChange:
        'এটিকে আপনার নতুন যোগাযোগ হিসেবে নিশ্চিত করার জন্য আপনার ESC Learning কোড হল {{code}}। এটি {{minutes, number}} মিনিটে শেষ হয়ে যাবে।\nআপনি এটি না চেয়ে থাকলে এই বার্তাটি উপেক্ষা করুন: কোড ছাড়া কিছুই বদলাবে না।',
    },
    invitation: {
      subject: '{{school}} আপনাকে ESC Learning-এ আমন্ত্রণ জানাচ্ছে',
      bodyLink:
        'নমস্কার {{name}},\n\n{{school}} আপনার ESC Learning অ্যাকাউন্ট তৈরি করেছে। পাসওয়ার্ড ঠিক করতে {{link}} খুলুন এবং আমন্ত্রণ কোড {{code}} লিখুন। কোডটি একবারই কাজ করে এবং {{days, number}} দিনে শেষ হয়ে যায়।',
      bodySignIn:
        'নমস্কার {{name}},\n\n{{school}} আপনার ESC Learning অ্যাকাউন্ট তৈরি করেছে। পাসওয়ার্ড ঠিক করতে ESC Learning-এর সাইন ইন পেজ খুলুন, "আমন্ত্রণ গ্রহণ করুন" বেছে নিন এবং আমন্ত্রণ কোড {{code}} লিখুন। কোডটি একবারই কাজ করে এবং {{days, number}} দিনে শেষ হয়ে যায়।',
    },
    parentLink: {
      subject: '{{school}} আপনার অ্যাকাউন্ট {{child}}-এর সঙ্গে যুক্ত করতে চায়',
      body: '{{school}} আপনার ESC Learning অভিভাবক অ্যাকাউন্ট {{child}}-এর সঙ্গে যুক্ত করতে চায়। {{child}} আপনার সন্তান হলে সাইন ইন করুন এবং "লিঙ্কের অনুরোধ"-এ কোড {{code}} দিয়ে নিশ্চিত করুন। কোড ছাড়া কিছুই যুক্ত হবে না। অনুরোধটি {{days, number}} দিনে শেষ হয়ে যাবে।',
    },
    parentalConsent: {
      subject: '{{child}} ESC Learning-এ পড়াশোনার জন্য আপনার সম্মতি চাইছে',
      body: '{{child}} ESC Learning-এ সাইন আপ করেছে এবং আপনাকে অভিভাবক হিসেবে জানিয়েছে। পড়াশোনা শুরুর আগে একজন অভিভাবকের সম্মতি দরকার। {{link}} খুলুন, সাইন ইন করুন বা অভিভাবক অ্যাকাউন্ট তৈরি করুন, এবং কোড {{code}} দিন। কোডটি {{days, number}} দিন কাজ করবে। আপনি {{child}}-কে না চিনলে এই বার্তাটি উপেক্ষা করুন।',
    },
    grievanceRaised: {
      subject: 'নতুন অভিযোগ {{reference}}: অনুগ্রহ করে {{due, day}}-এর মধ্যে উত্তর দিন',
      body: 'ESC Learning-এ একজন মানুষের তথ্য কীভাবে ব্যবহার হচ্ছে তা নিয়ে একটি অভিযোগ ({{reference}}) করা হয়েছে। অনুগ্রহ করে {{due, day}}-এর মধ্যে উত্তর দিন। সাইন ইন করে প্রোফাইল পাতায় অভিযোগ খুলে সেটি পড়ুন ও উত্তর দিন।',
    },
    grievanceDueSoon: {
      subject: 'অভিযোগ {{reference}}: উত্তর দিতে আর {{days, number}} দিন বাকি',
      body: 'ESC Learning-এ অভিযোগ {{reference}}-এর এখনও উত্তর দেওয়া হয়নি। অনুগ্রহ করে {{due, day}}-এর মধ্যে উত্তর দিন। সাইন ইন করে প্রোফাইল পাতায় অভিযোগ খুলে সেটি পড়ুন ও উত্তর দিন।',
    },
  },
  people: {
    formerLearner: 'প্রাক্তন শিক্ষার্থী',
    formerPerson: 'প্রাক্তন সদস্য',
  },
  errors: {
    codes: {
      VALIDATION_FAILED: 'কিছু তথ্য ঠিক নেই।',
      UNAUTHENTICATED: 'এগিয়ে যেতে সাইন ইন করুন।',
      TOKEN_EXPIRED: 'আপনার সেশন শেষ হয়ে গেছে। আবার সাইন ইন করুন।',
      INVALID_CREDENTIALS: 'ইমেল/মোবাইল বা পাসওয়ার্ড সঠিক নয়।',
      REFRESH_REJECTED: 'আপনার সেশন শেষ হয়েছে। আবার সাইন ইন করুন।',
      FORBIDDEN: 'আপনার এটি করার অনুমতি নেই।',
      NOT_LINKED_CHILD: 'এই সন্তান আপনার অ্যাকাউন্টের সঙ্গে যুক্ত নয়।',
      NOT_FOUND: 'খুঁজে পাওয়া যায়নি।',
      CONFLICT: 'এটি বর্তমান অবস্থার সঙ্গে মেলে না।',
      RATE_LIMITED: 'অনেকবার চেষ্টা হয়েছে। কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
      INTERNAL_ERROR: 'কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
      SERVICE_UNAVAILABLE: 'পরিষেবা এখন ব্যস্ত। একটু পরে আবার চেষ্টা করুন।',
      PAPER_NOT_STARTED: 'প্রশ্নপত্র এখনও শুরু হয়নি',
      PAPER_TIME_OVER: 'প্রশ্নপত্রের সময় শেষ',
      ATTEMPT_CLOSED: 'এই প্রচেষ্টায় আর উত্তর নেওয়া হবে না: এটি জমা পড়ে গেছে, বা এর সময় শেষ।',
    },
    validation: {
      required: '{{field}} দেওয়া আবশ্যক।',
      notAllowed: 'এখানে {{field}} দেওয়া যায় না।',
      invalid: '{{field}} সঠিক নয়।',
      tooLong_one: '{{field}}: সর্বোচ্চ {{count, number}}টি অক্ষর লিখুন।',
      tooLong_other: '{{field}}: সর্বোচ্চ {{count, number}}টি অক্ষর লিখুন।',
      tooShort_one: '{{field}}: অন্তত {{count, number}}টি অক্ষর লিখুন।',
      tooShort_other: '{{field}}: অন্তত {{count, number}}টি অক্ষর লিখুন।',
      tooFew_one: '{{field}}: অন্তত {{count, number}}টি বেছে নিন।',
      tooFew_other: '{{field}}: অন্তত {{count, number}}টি বেছে নিন।',
      tooMany_one: '{{field}}: সর্বোচ্চ {{count, number}}টি বেছে নিন।',
      tooMany_other: '{{field}}: সর্বোচ্চ {{count, number}}টি বেছে নিন।',
      tooSmall: '{{field}}: {{limit, number}} বা তার বেশি লিখুন।',
      tooLarge: '{{field}}: {{limit, number}} বা তার কম লিখুন।',
      notOneOf: '{{field}}: এগুলির একটি বেছে নিন: {{choices}}।',
      notNumber: '{{field}}: একটি সংখ্যা লিখুন।',
      notWholeNumber: '{{field}}: একটি পূর্ণসংখ্যা লিখুন।',
      notText: '{{field}}: লেখা দিন।',
      notTrueFalse: '{{field}}: হ্যাঁ বা না বেছে নিন।',
      notList: '{{field}}: একটি তালিকা দিন।',
      badFormat: '{{field}} সঠিক ধাঁচে নেই।',
      email: 'একটি সঠিক ইমেল ঠিকানা লিখুন, যেমন name@example.com।',
      mobile: 'বেছে নেওয়া দেশের একটি সঠিক মোবাইল নম্বর লিখুন।',
      oneContact: 'একটি মোবাইল নম্বর বা একটি ইমেল ঠিকানা দিন (যেকোনো একটি)।',
      name: 'শুধু অক্ষর আর ফাঁকা জায়গা ব্যবহার করুন।',
      password_one: 'অন্তত {{count, number}}টি ক্যারেক্টার দিন, তার মধ্যে একটি অক্ষর ও একটি অঙ্ক থাকুক।',
      password_other: 'অন্তত {{count, number}}টি ক্যারেক্টার দিন, তার মধ্যে একটি অক্ষর ও একটি অঙ্ক থাকুক।',
      board: 'আপনার বোর্ড বেছে নিন।',
      class: 'বেছে নেওয়া বোর্ডের একটি শ্রেণি বেছে নিন।',
      instituteName: 'আপনার প্রতিষ্ঠানের নাম লিখুন।',
      country: 'একটি দেশ বেছে নিন।',
      code: 'কোডটি সঠিক নয় বা এর মেয়াদ শেষ। নতুন কোড চেয়ে নিন।',
    },
    fields: {
      username: 'ইমেল বা মোবাইল',
      password: 'পাসওয়ার্ড',
      new_password: 'নতুন পাসওয়ার্ড',
      otp: 'কোড',
      code: 'কোড',
      email: 'ইমেল',
      mobile: 'মোবাইল নম্বর',
      first_name: 'নামের প্রথম অংশ',
      last_name: 'পদবি',
      country_iso: 'দেশ',
      board_id: 'বোর্ড',
      class_id: 'শ্রেণি',
      section_id: 'সেকশন',
      subject_id: 'বিষয়',
      date: 'তারিখ',
      title: 'শিরোনাম',
      notice_title: 'নোটিশের শিরোনাম',
      notice_text: 'নোটিশের লেখা',
      doubt_text: 'আপনার ডাউট',
      answer_text: 'উত্তর',
      comment: 'মন্তব্য',
      marks: 'নম্বর',
      due_date: 'জমার শেষ তারিখ',
      learnlist_id: 'পড়ার তালিকা',
      assign_id: 'হোমওয়ার্ক',
      paper_id: 'প্রশ্নপত্র',
      attempt_id: 'প্রচেষ্টা',
      question_id: 'প্রশ্ন',
      body: 'অনুরোধ',
      params: 'ঠিকানা',
      query: 'ঠিকানার কোয়েরি',
      from: 'কবে থেকে',
      to: 'কবে পর্যন্ত',
    },
    ...moduleErrors,
  },
};

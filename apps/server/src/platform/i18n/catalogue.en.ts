import { moduleErrors } from './errors/module-errors.en.js';
/**
 * Every word the server says to a person, in English: the source of the other languages' files
 * (`catalogue.<code>.ts`, typed by `Catalogue<typeof en>`) and the fallback of each of them.
 *
 * Values are i18next strings: `{{name}}` interpolates a name or text as given; `{{n, number}}` a number
 * in the language's digits and Indian grouping; `{{d, day}}` a day (YYYY-MM-DD) with its weekday;
 * `{{days, days}}` a list of days joined as the language joins a list; `{{at, time}}` an instant in
 * the time zone of the `tz` parameter; `{{s, wait}}` a wait of s seconds in words. A key with `_one`
 * and `_other` is chosen by `count` (Intl.PluralRules: Hindi counts 0 as one).
 */
export const en = {
  notifications: {
    attendanceAbsent: {
      title: 'Absent today',
      body: '{{child}} was marked absent today, {{section}} ({{date, day}}). Open Attendance to see the day.',
    },
    absenceWarning: {
      title: 'Absent three days in a row',
      bodyStaff: '{{learner}} of {{section}} was absent on {{days, days}}.',
      bodyParents:
        '{{learner}} was absent from {{section}} on {{days, days}}. If something is wrong, please talk to the school.',
    },
    handinReceived: {
      title: 'Work handed in',
      titleLate: 'Work handed in late',
      body: '{{learner}} handed in work for “{{task}}”.',
      bodyNoTask: '{{learner}} handed in work.',
    },
    grievanceAnswered: {
      title: 'Your grievance {{reference}} is answered',
    },
    consentGiven: {
      title: 'Your parent agreed: you can start learning',
      body: 'Open your dashboard and begin.',
    },
    consentRefused: {
      title: 'Your parent did not agree',
      body: 'You cannot learn here for now. You can ask another parent before {{date, day}}. After that day your account and everything in it is deleted.',
    },
    grievanceRaised: {
      title: 'New grievance {{reference}}',
      body: 'Please answer it by {{due, day}}.',
    },
    grievanceDueSoon: {
      title: 'Grievance {{reference}}: {{days, number}} days left',
      body: 'It has no answer yet. Please answer it by {{due, day}}.',
    },
    handinReturned: {
      titleReturned: 'Work returned with marks',
      titleAgain: 'Work asked for again',
      bodyReturned: 'Marks {{marks, number}} out of {{max, number}}.',
      bodyReturnedComment: 'Marks {{marks, number}} out of {{max, number}}. “{{comment}}”',
      bodyAgain: 'The teacher asks for the work again.',
      bodyAgainComment: 'The teacher asks for the work again. “{{comment}}”',
    },
    homeworkAssigned: {
      title: 'New homework',
      titleParents: 'New homework for your child',
      body: '“{{title}}” is due {{due, day}}.',
    },
    homeworkDueTomorrow: {
      title: 'Homework due tomorrow',
      bodyLearners: '“{{title}}” is due tomorrow.',
      bodyParents: 'Your child’s homework “{{title}}” is due tomorrow.',
    },
    homeworkCompletedByAll: {
      title: 'Homework done by everyone',
      body_one: '{{count, number}} learner completed “{{title}}”.',
      body_other: 'All {{count, number}} learners completed “{{title}}”.',
    },
    liveClass: {
      scheduled: 'A live class is scheduled',
      changed: 'A live class has changed',
      cancelled: 'A live class is cancelled',
      reminder: 'A live class starts in 10 minutes',
      weekly: 'A weekly live class is scheduled',
      body: '{{title}} — {{start, time}}, {{minutes, number}} min',
      bodyWeekly_one: '{{title}} — every week from {{start, time}}, {{minutes, number}} min, {{count, number}} class',
      bodyWeekly_other:
        '{{title}} — every week from {{start, time}}, {{minutes, number}} min, {{count, number}} classes',
    },
    classRecap: {
      title: 'Class recap ready',
      titleParents: 'Class recap ready for your child',
      body_one: 'The recap of your live class “{{title}}” on {{day, day}} is ready: {{count, number}} item to go over.',
      body_other:
        'The recap of your live class “{{title}}” on {{day, day}} is ready: {{count, number}} items to go over.',
      bodyParents_one:
        'The recap of your child’s live class “{{title}}” on {{day, day}} is ready: {{count, number}} item to go over.',
      bodyParents_other:
        'The recap of your child’s live class “{{title}}” on {{day, day}} is ready: {{count, number}} items to go over.',
    },
    results: {
      title: 'Results are out',
      bodyLearners: 'The results of “{{title}}” are out.',
      bodyParents: '{{child}}’s results of “{{title}}” are out.',
    },
    paperAssigned: {
      title: 'A test is assigned',
      bodyLearners: '“{{title}}” opens {{start, time}} and closes {{end, time}}.',
      bodyParents: '{{child}} has a test: “{{title}}” opens {{start, time}} and closes {{end, time}}.',
    },
    doubts: {
      asked: 'A new doubt: {{about}}',
      answered: 'Your doubt is answered',
      answeredParents: '{{child}}’s doubt is answered',
    },
    notice: {
      defaultTitle: 'A new notice from your school',
    },
  },
  messages: {
    code: {
      subject: 'Your ESC Learning code: {{code}}',
      signUp:
        '{{code}} is your ESC Learning code to finish creating your account. It expires in {{minutes, number}} minutes.\nIf you did not ask for it, ignore this message: nothing changes without the code.',
      resetPassword:
        '{{code}} is your ESC Learning code to choose a new password. It expires in {{minutes, number}} minutes.\nIf you did not ask for it, ignore this message: nothing changes without the code.',
      contactChange:
        '{{code}} is your ESC Learning code to confirm this as your new contact. It expires in {{minutes, number}} minutes.\nIf you did not ask for it, ignore this message: nothing changes without the code.',
    },
    invitation: {
      subject: '{{school}} invites you to ESC Learning',
      bodyLink:
        'Hello {{name}},\n\n{{school}} has created your ESC Learning account. To set your password, open {{link}} and enter the invitation code {{code}}. The code works once and expires in {{days, number}} days.',
      bodySignIn:
        'Hello {{name}},\n\n{{school}} has created your ESC Learning account. To set your password, open the sign-in page of ESC Learning, "Accept an invitation", and enter the invitation code {{code}}. The code works once and expires in {{days, number}} days.',
    },
    parentLink: {
      subject: '{{school}} asks to link your account to {{child}}',
      body: '{{school}} asks to link your ESC Learning parent account to {{child}}. If {{child}} is your child, sign in and confirm with the code {{code}} under "Link requests". Nothing is linked without the code. The request expires in {{days, number}} days.',
    },
    parentalConsent: {
      subject: '{{child}} asks you to agree to their learning on ESC Learning',
      body: '{{child}} signed up to ESC Learning and named you as their parent. Before they can learn, a parent must agree. Open {{link}}, sign in or create a parent account, and enter the code {{code}}. The code works for {{days, number}} days. If you do not know {{child}}, ignore this message.',
    },
    grievanceRaised: {
      subject: 'New grievance {{reference}}: please answer by {{due, day}}',
      body: 'A grievance ({{reference}}) about how a person’s data is handled was raised on ESC Learning. Please answer it by {{due, day}}. Sign in and open Grievances on the profile page to read it and answer.',
    },
    grievanceDueSoon: {
      subject: 'Grievance {{reference}}: {{days, number}} days left to answer',
      body: 'The grievance {{reference}} on ESC Learning has no answer yet. Please answer it by {{due, day}}. Sign in and open Grievances on the profile page to read it and answer.',
    },
  },
  /** How an erased account is named to whoever reads a record it left (a class's results). */
  people: {
    formerLearner: 'Former learner',
    formerPerson: 'Former person',
  },
  errors: {
    codes: {
      VALIDATION_FAILED: 'Some fields are not valid.',
      UNAUTHENTICATED: 'Sign in to continue.',
      TOKEN_EXPIRED: 'Your session has expired. Sign in again.',
      INVALID_CREDENTIALS: 'The email/mobile or password is not correct.',
      REFRESH_REJECTED: 'Your session has ended. Sign in again.',
      FORBIDDEN: 'You are not allowed to do this.',
      NOT_LINKED_CHILD: 'This child is not linked to your account.',
      NOT_FOUND: 'Not found.',
      CONFLICT: 'This conflicts with the current state.',
      RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
      INTERNAL_ERROR: 'Something went wrong. Please try again.',
      SERVICE_UNAVAILABLE: 'The service is busy. Please try again shortly.',
      PAPER_NOT_STARTED: 'Paper Not started',
      PAPER_TIME_OVER: 'Paper Time Over',
      ATTEMPT_CLOSED: 'This attempt takes no more answers: it was submitted, or its time is over.',
    },
    validation: {
      required: '{{field}} is required.',
      notAllowed: '{{field}} is not allowed here.',
      invalid: '{{field}} is not valid.',
      tooLong_one: '{{field}} is too long: at most {{count, number}} character.',
      tooLong_other: '{{field}} is too long: at most {{count, number}} characters.',
      tooShort_one: '{{field}} is too short: at least {{count, number}} character.',
      tooShort_other: '{{field}} is too short: at least {{count, number}} characters.',
      tooFew_one: '{{field}} needs at least {{count, number}} item.',
      tooFew_other: '{{field}} needs at least {{count, number}} items.',
      tooMany_one: '{{field}} takes at most {{count, number}} item.',
      tooMany_other: '{{field}} takes at most {{count, number}} items.',
      tooSmall: '{{field}} must be at least {{limit, number}}.',
      tooLarge: '{{field}} must be at most {{limit, number}}.',
      notOneOf: '{{field}} must be one of: {{choices}}.',
      notNumber: '{{field}} must be a number.',
      notWholeNumber: '{{field}} must be a whole number.',
      notText: '{{field}} must be text.',
      notTrueFalse: '{{field}} must be true or false.',
      notList: '{{field}} must be a list.',
      badFormat: '{{field}} is not in the right format.',
      email: 'Enter a valid email address, like name@example.com.',
      mobile: 'Enter a valid mobile number for the chosen country.',
      oneContact: 'Give a mobile number or an email address (one of them).',
      name: 'Use letters and spaces only.',
      password_one: 'Use at least {{count, number}} character with a letter and a digit.',
      password_other: 'Use at least {{count, number}} characters with a letter and a digit.',
      board: 'Choose your board.',
      class: 'Choose a class of the chosen board.',
      instituteName: 'Enter the name of your institute.',
      country: 'Choose a country.',
      code: 'The code is not right or has expired. Ask for a new code.',
    },
    fields: {
      username: 'Email or mobile',
      password: 'Password',
      new_password: 'New password',
      otp: 'Code',
      code: 'Code',
      email: 'Email',
      mobile: 'Mobile number',
      first_name: 'First name',
      last_name: 'Last name',
      country_iso: 'Country',
      board_id: 'Board',
      class_id: 'Class',
      section_id: 'Section',
      subject_id: 'Subject',
      date: 'Date',
      title: 'Title',
      notice_title: 'Notice title',
      notice_text: 'Notice text',
      doubt_text: 'Your doubt',
      answer_text: 'Answer',
      comment: 'Comment',
      marks: 'Marks',
      due_date: 'Due date',
      learnlist_id: 'Learn-list',
      assign_id: 'Homework',
      paper_id: 'Paper',
      attempt_id: 'Attempt',
      question_id: 'Question',
      body: 'The request',
      params: 'The address',
      query: 'The address’s query',
      from: 'From (date)',
      to: 'To (date)',
    },
    ...moduleErrors,
  },
} as const;

export type EnglishCatalogue = typeof en;

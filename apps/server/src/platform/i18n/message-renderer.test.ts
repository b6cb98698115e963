import { describe, expect, it } from 'vitest';
import { messageLanguage, t } from './message-renderer.js';

describe('t(language, key, params)', () => {
  it('renders a key in each language, English for a language the product does not list', () => {
    expect(t('en', 'notifications.attendanceAbsent.title')).toBe('Absent today');
    expect(t('hi', 'notifications.attendanceAbsent.title')).toBe('आज अनुपस्थित');
    expect(t('ur', 'notifications.attendanceAbsent.title')).toBe('آج غیر حاضر');
    expect(t('fr', 'notifications.attendanceAbsent.title')).toBe('Absent today');
    expect(messageLanguage('xx')).toBe('en');
  });

  it('chooses plurals by each language’s rules: Hindi and Bengali count 0 as one, English, Tamil and Urdu do not', () => {
    const recap = (language: string, count: number) =>
      t(language, 'notifications.classRecap.body', { title: 'Fractions', day: '2026-11-23', count });
    expect(recap('en', 1)).toContain('1 item to go over');
    expect(recap('en', 0)).toContain('0 items to go over');
    expect(recap('en', 3)).toContain('3 items to go over');
    expect(recap('ta', 1)).toContain('1 பகுதி.');
    expect(recap('ta', 2)).toContain('2 பகுதிகள்.');
    expect(recap('ur', 1)).toContain('1 چیز۔');
    expect(recap('ur', 0)).toContain('0 چیزیں۔');
    // Hindi's one covers 0 and 1 (CLDR): the count's word stays the singular.
    expect(t('hi', 'notifications.homeworkCompletedByAll.body', { title: 'T', count: 0 })).toBe(
      '0 विद्यार्थी ने “T” पूरा किया।',
    );
    expect(t('hi', 'notifications.homeworkCompletedByAll.body', { title: 'T', count: 1 })).toBe(
      '1 विद्यार्थी ने “T” पूरा किया।',
    );
    expect(t('hi', 'notifications.homeworkCompletedByAll.body', { title: 'T', count: 2 })).toBe(
      'सभी 2 विद्यार्थियों ने “T” पूरा किया।',
    );
    expect(t('bn', 'errors.validation.tooLong', { field: 'X', count: 0 })).toContain('0টি');
  });

  it('formats numbers with Indian grouping in the digits 0-9, in every language', () => {
    for (const language of ['en', 'hi', 'mr', 'bn', 'ta', 'ur']) {
      expect(
        t(language, 'notifications.handinReturned.bodyReturned', { marks: 123456, max: 1234567 }),
        language,
      ).toMatch(/12,34,567.*1,23,456|1,23,456.*12,34,567/);
    }
    expect(t('en', 'notifications.handinReturned.bodyReturned', { marks: 123456, max: 1234567 })).toBe(
      'Marks 1,23,456 out of 12,34,567.',
    );
  });

  it('names days, lists of days and times in the language, an instant in the time zone given', () => {
    expect(t('en', 'notifications.homeworkAssigned.body', { title: 'Maps', due: '2026-11-27' })).toBe(
      '“Maps” is due Fri, 27 Nov.',
    );
    expect(t('hi', 'notifications.homeworkAssigned.body', { title: 'Maps', due: '2026-11-27' })).toBe(
      '“Maps” शुक्र, 27 नव॰ तक जमा करना है।',
    );
    const staff = { learner: 'Asha', section: '7-A', days: ['2026-11-19', '2026-11-20', '2026-11-23'] };
    expect(t('en', 'notifications.absenceWarning.bodyStaff', staff)).toBe(
      'Asha of 7-A was absent on Thu, 19 Nov, Fri, 20 Nov and Mon, 23 Nov.',
    );
    expect(t('hi', 'notifications.absenceWarning.bodyStaff', staff)).toBe(
      'Asha (7-A): गुरु, 19 नव॰, शुक्र, 20 नव॰, और सोम, 23 नव॰ को अनुपस्थित।',
    );
    const start = { title: 'Algebra', start: '2026-11-23T04:30:00Z', tz: 'Asia/Kolkata', minutes: 45 };
    expect(t('en', 'notifications.liveClass.body', start)).toBe('Algebra — Mon, 23 Nov, 10:00 IST, 45 min');
  });

  it('says a wait in the language’s words', () => {
    expect(t('en', 'errors.signIn.tooManyCodes', { wait: 300 })).toBe(
      'Too many codes asked for from this network. Please wait 5 minutes and try again.',
    );
    expect(t('hi', 'errors.signIn.tooManyCodes', { wait: 300 })).toContain('5 मिनट रुककर');
    expect(t('en', 'errors.signIn.tooManyCodes', { wait: 1 })).toContain('wait 1 second and');
  });
});

describe('a person’s own words inside a message', () => {
  it('are kept as written: no placeholder, nesting or markup in them is read', () => {
    const comment = 'See $t(errors.codes.NOT_FOUND) and {{child}} <b>here</b>';
    expect(t('en', 'notifications.handinReturned.bodyAgainComment', { comment, child: 'Asha' })).toBe(
      `The teacher asks for the work again. “${comment}”`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { PersonalTable } from '../../platform/privacy/personal-data.js';
import { parseVia } from '../../platform/privacy/personal-data.js';
import { exportSteps, rowForSubject, type OtherPerson } from './export-plan.js';
import { renderSummary } from './export-summary.js';

// What a person's export shows of a row: their own columns as they are; another person only as who
// they are to the school; another learner's personal data withheld; secrets never.

const ME = 'me-uuid';
const TEACHER = 'teacher-uuid';
const CLASSMATE = 'classmate-uuid';
const others = new Map<string, OtherPerson>([
  [TEACHER, { label: 'Ms. Rao, teacher', otherLearner: false }],
  [CLASSMATE, { label: 'a learner', otherLearner: true }],
]);

const marks: PersonalTable = {
  people: { learner_uuid: 'keep', marked_by: 'keep' },
  data: { remark: 'what the teacher noted' },
  purpose: 'Attendance.',
  basis: 'education',
  kept: { while: 'account' },
};

describe('a row in the subject’s export', () => {
  it('keeps the subject’s own uuid and names the teacher by name and role, not by uuid', () => {
    const row = { learner_uuid: ME, marked_by: TEACHER, mark: 'present', remark: 'on time' };
    expect(rowForSubject(row, { privacy: marks }, ME, others, null)).toEqual({
      learner_uuid: ME,
      marked_by: 'Ms. Rao, teacher',
      mark: 'present',
      remark: 'on time',
    });
  });

  it('shows another learner only as "a learner" and withholds what is theirs (a teacher’s export)', () => {
    const row = { learner_uuid: CLASSMATE, marked_by: ME, mark: 'absent', remark: 'unwell' };
    const shown = rowForSubject(row, { privacy: marks }, ME, others, null);
    expect(shown.learner_uuid).toBe('a learner');
    expect(shown.remark).not.toBe('unwell');
    expect(JSON.stringify(shown)).not.toContain(CLASSMATE);
  });

  it('withholds an answer reached through another learner’s attempt', () => {
    const answers: PersonalTable = {
      people: { evaluated_by: 'keep' },
      via: 'attempt_id -> attempts.uuid',
      data: { response: 'the learner’s answer' },
      purpose: 'Answers.',
      basis: 'education',
      kept: { while: 'account' },
    };
    const row = { attempt_id: 7, evaluated_by: ME, response: 'forty-two' };
    expect(rowForSubject(row, { privacy: answers }, ME, others, CLASSMATE).response).not.toBe('forty-two');
    expect(rowForSubject(row, { privacy: answers }, ME, others, ME).response).toBe('forty-two');
  });

  it('leaves secrets out altogether, and someone unknown is "another person"', () => {
    const users: PersonalTable = { ...marks, people: { uuid: 'keep', created_by: 'keep' }, secret: ['password_hash'] };
    const row = { uuid: ME, created_by: 'gone-uuid', password_hash: 'scrypt$abc' };
    expect(rowForSubject(row, { privacy: users }, ME, others, null)).toEqual({
      uuid: ME,
      created_by: 'another person',
    });
  });
});

describe('the steps of an export', () => {
  it('reads every table naming a person or reached through one, and skips the rest', () => {
    const steps = exportSteps([
      {
        name: 'b',
        purpose: '',
        tables: ['answers', 'catalogue', 'throttles'],
        personalData: {
          answers: {
            people: {},
            via: 'attempt_id -> attempts.uuid',
            purpose: '',
            basis: 'education',
            kept: { while: 'account' },
          },
          catalogue: { none: 'names nobody' },
          throttles: { people: {}, data: { key: 'an address' }, purpose: '', basis: 'voluntary', kept: { days: 1 } },
        },
      },
      { name: 'a', purpose: '', tables: ['marks'], personalData: { marks } },
    ]);
    expect(steps.map((s) => `${s.module}/${s.table}`)).toEqual(['a/marks', 'b/answers']);
    expect(parseVia('attempt_id -> attempts.uuid')).toEqual({
      column: 'attempt_id',
      table: 'attempts',
      personColumn: 'uuid',
    });
  });
});

describe('the readable summary', () => {
  it('escapes what it shows, has no script, and is in the reader’s language (English for one the product lacks)', () => {
    const input = {
      subjectName: '<script>alert(1)</script> Aditi',
      madeAt: Date.parse('2026-07-01T05:00:00Z'),
      expiresAt: Date.parse('2026-07-08T05:00:00Z'),
      modules: [{ name: 'learning', purpose: 'Progress & bookmarks', tables: [] }],
      uploads: [],
    };
    const hindi = renderSummary({ ...input, language: 'hi' });
    expect(hindi).not.toMatch(/<script/i);
    expect(hindi).toContain('&lt;script&gt;');
    expect(hindi).toContain('Progress &amp; bookmarks');
    expect(hindi).toContain('lang="hi"');
    expect(hindi).toContain('आपका डेटा');
    const tamil = renderSummary({ ...input, language: 'ta' });
    expect(tamil).toContain('lang="ta"');
    expect(tamil).toContain('உங்கள் தரவு');
    const urdu = renderSummary({ ...input, language: 'ur', uploads: ['1-photo.jpg'] });
    expect(urdu).toContain('dir="rtl"');
    expect(urdu).toContain('آپ کی اپ لوڈ کی ہوئی 1 فائل');
    const french = renderSummary({ ...input, language: 'fr' });
    expect(french).toContain('lang="en"');
    expect(french).toContain('Your data');
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGE_LIST } from '@esc/contracts/languages';
import { schoolReadmeText, type SchoolReadme } from './school-export-readme.js';

// README.txt of a school's export is written in the language of the admin who asked, in each of the
// product's six languages; the folder names stay as they are in the zip.

const readme = (language: string): SchoolReadme => ({
  language,
  schoolId: 16001,
  madeAt: '2026-07-01T05:00:00.000Z',
  expiresAt: '2026-07-08T05:00:00.000Z',
  folders: [
    { module: 'attendance', holds: 'attendance: each section’s register of a day (the module’s own words).' },
    { module: 'timetable', holds: 'a part no README words know yet.' },
  ],
  files: [
    { path: 'attendance/attendance_marks.csv', holds: 'marks', format: 'csv', rows: 3, bytes: 10, sha256: 'x' },
    { path: 'attendance/attendance_marks.json', holds: 'marks', format: 'json', rows: 3, bytes: 10, sha256: 'x' },
    { path: 'timetable/periods.csv', holds: 'periods', format: 'csv', rows: 1, bytes: 5, sha256: 'x' },
    { path: 'uploads/notices/a.pdf', holds: 'an attachment', format: 'upload', rows: null, bytes: 5, sha256: 'x' },
  ],
  missing: [],
});

// The first line in each language, and what the attendance folder says there.
const EXPECTED = {
  en: ['ESC+ school export', 'attendance/ (2 files): attendance: each section’s register of a day'],
  hi: ['ESC+ स्कूल का डेटा', 'attendance/ (2 फ़ाइलें): उपस्थिति:'],
  mr: ['ESC+ शाळेचा डेटा', 'attendance/ (2 फाइली): उपस्थिती:'],
  bn: ['ESC+ স্কুলের ডেটা', 'attendance/ (2টি ফাইল): উপস্থিতি:'],
  ta: ['ESC+ பள்ளித் தரவு', 'attendance/ (2 கோப்புகள்): வருகை:'],
  ur: ['ESC+ اسکول کا ڈیٹا', 'attendance/ (2 فائلیں): حاضری:'],
} as const;

describe('README.txt of a school’s export', () => {
  it('has words for each of the product’s languages', () => {
    expect(LANGUAGE_LIST.map((l) => l.code).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('is written in %s', (code, [title, attendance]) => {
    const lines = schoolReadmeText(readme(code)).split('\r\n');
    expect(lines[0]).toBe(title);
    expect(lines.some((l) => l.startsWith(attendance))).toBe(true);
    expect(lines.join('\n')).toContain('16001');
    expect(lines.join('\n')).toContain('2026-07-08T05:00:00.000Z');
    // A part no words know yet keeps its module's own sentence rather than dropping out.
    expect(lines.some((l) => l.startsWith('timetable/') && l.endsWith('a part no README words know yet.'))).toBe(true);
    expect(lines.some((l) => l.startsWith('uploads/ (1'))).toBe(true);
    if (code !== 'en') {
      expect(lines.join('\n')).not.toContain('What is inside');
      expect(lines.join('\n')).not.toContain('when the school leaves');
    }
  });

  it('falls back to English for a language the product does not speak', () => {
    expect(schoolReadmeText(readme('fr')).split('\r\n')[0]).toBe('ESC+ school export');
  });

  it('lists the files the records name that were no longer in storage', () => {
    const text = schoolReadmeText({ ...readme('hi'), missing: [{ key: 'notices/gone.pdf', holds: 'an attachment' }] });
    expect(text).toContain('इस zip में नहीं');
    expect(text).toContain('  notices/gone.pdf (an attachment)');
  });
});

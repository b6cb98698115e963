import type { HomeworkEntry } from '@esc/contracts';
import { describe, expect, it } from 'vitest';
import { homeworkEntry, item, reportStudent } from '../test/learnlist-fixtures';
import { groupHomework, homeworkToDo } from './homework-groups';
import { defaultHomeworkDays, homeworkDaysProblem, homeworkWindowText } from './homework-days';
import { homeworkItemAction, itemTypeOfContent } from './item-kind';
import { homeworkDetailsPath, homeworkPlayerPath, teachPath } from './learnlist-paths';
import { nextSort, sortStudents } from './report-sort';

describe('homework order (due and overdue first, then upcoming, then done)', () => {
  const e = (id: number, status: HomeworkEntry['status'], due: string) =>
    homeworkEntry({ assign_id: id, status, due_at: due });
  const entries = [
    e(1, 'done', '2026-11-20T18:29:00Z'),
    e(2, 'upcoming', '2026-12-05T18:29:00Z'),
    e(3, 'due', '2026-11-30T18:29:00Z'),
    e(4, 'overdue', '2026-11-22T18:29:00Z'),
    e(5, 'due', '2026-11-26T18:29:00Z'),
    e(6, 'done_late', '2026-11-24T18:29:00Z'),
  ];

  it('groups to do (overdue, then due soonest), upcoming, done (latest due first)', () => {
    const groups = groupHomework(entries);
    expect(groups.map((g) => [g.key, g.entries.map((x) => x.assign_id)])).toEqual([
      ['todo', [4, 5, 3]],
      ['upcoming', [2]],
      ['done', [6, 1]],
    ]);
  });

  it('a dashboard shows only what is to do', () => {
    expect(homeworkToDo(entries).map((x) => x.assign_id)).toEqual([4, 5, 3]);
  });
});

describe('homework days (spec 000 §5: the start day opens at 23:59 the day before; due closes at 23:59)', () => {
  it('starts today and is due two days later, as days of the school’s zone', () => {
    // 20:00 UTC on 24 Nov is already 25 Nov in India.
    expect(defaultHomeworkDays(Date.UTC(2026, 10, 24, 20, 0), 'IN')).toEqual({
      startDate: '2026-11-25',
      dueDate: '2026-11-27',
    });
  });

  it('refuses a due day before the start day, and missing days', () => {
    expect(homeworkDaysProblem({ startDate: '2026-11-25', dueDate: '2026-11-24' })).toBe('due-before-start');
    expect(homeworkDaysProblem({ startDate: '', dueDate: '2026-11-24' })).toBe('missing');
    expect(homeworkDaysProblem({ startDate: '2026-11-25', dueDate: '2026-11-25' })).toBeNull();
  });

  it('says when it opens and closes in the school’s zone', () => {
    const text = homeworkWindowText({ startDate: '2026-11-25', dueDate: '2026-11-27' }, 'IN', 'en-GB');
    expect(text.timeZone).toBe('Asia/Kolkata');
    expect(text.opens).toMatch(/24 Nov.*23:59/);
    expect(text.closes).toMatch(/27 Nov.*23:59/);
  });
});

describe('how an item is done', () => {
  it('content plays, study notes are marked as they open, tasks are marked; questions, papers and lectures open', () => {
    expect(homeworkItemAction(item())).toBe('play');
    expect(homeworkItemAction(item({ learnlist_item_type: 12 }))).toBe('open-and-mark');
    expect(homeworkItemAction(item({ learnlist_item_type: 4 }))).toBe('mark');
    expect(homeworkItemAction(item({ learnlist_item_type: 2 }))).toBe('practise');
    for (const type of [3, 6, 7, 9, 10, 11])
      expect(homeworkItemAction(item({ learnlist_item_type: type }))).toBe('take');
    expect(homeworkItemAction(item({ learnlist_item_type: 5 }))).toBe('watch');
  });

  it('an item that cannot open is unavailable, whatever its kind', () => {
    expect(homeworkItemAction(item({ learnlist_item_type: 3, openable: false }))).toBe('unavailable');
    expect(homeworkItemAction(item({ learnlist_item_type: 1, openable: false }))).toBe('unavailable');
  });

  it('adds study notes of the catalogue as study notes (12), other content as content (1)', () => {
    expect(itemTypeOfContent({ content_kind: 'study_notes' })).toBe(12);
    expect(itemTypeOfContent({ content_kind: 'pdf' })).toBe(1);
  });
});

describe('paths', () => {
  it('builds the homework route of spec 002 §2.3', () => {
    const entry = homeworkEntry({ assign_id: 7, learnlist_id: 3, section_assign_id: null, title: 'Light / lenses' });
    expect(homeworkDetailsPath(entry, 'child-1')).toBe(
      '/learn-list-homework-details/7/3/1/101/NA/Light%20%2F%20lenses/child-1/8/1',
    );
  });

  it('opens an item in the player with the assignment, and a subject on the teaching screen', () => {
    expect(homeworkPlayerPath(item(), 7)).toBe('/content-player/100001?assignId=7&syllabusId=30582&groupId=3001');
    // A content item names its list, for the player to have it marked once its record is complete.
    expect(homeworkPlayerPath(item(), 7, 3)).toBe(
      '/content-player/100001?assignId=7&learnlistId=3&syllabusId=30582&groupId=3001',
    );
    expect(homeworkPlayerPath(item({ learnlist_item_type: 12 }), 7, 3)).not.toContain('learnlistId');
    expect(teachPath(101, 10018, 'Social Science')).toBe('/teach/101/10018/Social%20Science');
  });
});

describe('report sort', () => {
  const students = [
    reportStudent('u1', 'Kavya', [true, true], { time_spent_seconds: 10, last_opened_at: '2026-11-22T10:00:00Z' }),
    reportStudent('u2', 'Aarav', [true, false], { time_spent_seconds: 90, last_opened_at: '2026-11-23T10:00:00Z' }),
    reportStudent('u3', 'Rohan', [false, false]),
  ];
  const names = (s: typeof students) => s.map((x) => x.name);

  it('sorts names a to z first, and the counts most first', () => {
    expect(names(sortStudents(students, { key: 'name', direction: 'ascending' }))).toEqual(['Aarav', 'Kavya', 'Rohan']);
    const done = nextSort({ key: 'name', direction: 'ascending' }, 'done');
    expect(done).toEqual({ key: 'done', direction: 'descending' });
    expect(names(sortStudents(students, done))).toEqual(['Kavya', 'Aarav', 'Rohan']);
    expect(names(sortStudents(students, { key: 'time_spent', direction: 'descending' }))).toEqual([
      'Aarav',
      'Kavya',
      'Rohan',
    ]);
  });

  it('puts never-opened last when most recent is first, and flips on a second press', () => {
    const last = nextSort({ key: 'name', direction: 'ascending' }, 'last_opened');
    expect(names(sortStudents(students, last))).toEqual(['Aarav', 'Kavya', 'Rohan']);
    expect(nextSort(last, 'last_opened').direction).toBe('ascending');
  });
});

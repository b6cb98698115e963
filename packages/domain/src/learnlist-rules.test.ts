import { describe, expect, it } from 'vitest';
import {
  assignmentDueAt,
  assignmentStartsAt,
  canChangeStage,
  compareHomework,
  completesOnOpen,
  defaultHomeworkTitle,
  homeworkStatus,
  isNemrTest,
  learnListAssignedAs,
  learnListItemKind,
  learnListNameFilter,
  learnListOpenMode,
  questionItemTitle,
  recordsCompletion,
  skipsLearnListCreation,
  TEACHING_SCREEN_MAX_ITEMS,
  ADMIN_SEARCH_LEARN_LIST_TYPE,
  LEARN_LIST_STAGE_TRANSITIONS,
  LearnListStage,
} from './learnlist-rules.js';
import { canMove } from './state-machine.js';

// Expected values are the specs' own words (000 §3, §4, §5, §9; 002 §2.3, §4.6).

describe('item types (000 §3: 1 content, 2 question, 3/6/7/9/10/11 paper or test, 4 task, 5 recorded lecture, 12 study notes)', () => {
  it.each([
    [1, 'content'],
    [2, 'question'],
    [3, 'paper'],
    [6, 'paper'],
    [7, 'paper'],
    [9, 'paper'],
    [10, 'paper'],
    [11, 'paper'],
    [4, 'task'],
    [5, 'recorded_lecture'],
    [12, 'study_notes'],
    [8, null],
    [13, null],
    [0, null],
  ])('type %i is %s', (type, kind) => expect(learnListItemKind(type)).toBe(kind));

  it("'EM' ids of type 3 are NEMR tests, and only of type 3", () => {
    expect(isNemrTest(3, 'EM1234')).toBe(true);
    expect(isNemrTest(3, '1234')).toBe(false);
    expect(isNemrTest(6, 'EM1234')).toBe(false);
    expect(isNemrTest(3, 'em1234')).toBe(false);
  });
});

describe('000 §5 validation rules', () => {
  it.each([
    [3145, 1, true],
    [3146, 12, true],
    [3131, 3, true],
    [3132, 5, true],
    [3145, 2, false],
    [3132, 2, false],
    [3147, 1, false],
    [null, 1, false],
  ])('group %s with item type %i: creation skipped %s', (group, type, skipped) =>
    expect(skipsLearnListCreation(group, type)).toBe(skipped),
  );

  it.each([
    ['', null],
    ['ab', null],
    ['  ab  ', null],
    ['abc', 'abc'],
    [' Homework ', 'Homework'],
    [undefined, null],
  ])('the name filter of %j is %j (applied only when longer than 2 characters)', (name, filter) =>
    expect(learnListNameFilter(name)).toBe(filter),
  );

  it('learnlist_assigned_as defaults to [1,2,3], or the supplied values when a list is given and mode is not 2', () => {
    expect(learnListAssignedAs(undefined)).toEqual([1, 2, 3]);
    expect(learnListAssignedAs([])).toEqual([1, 2, 3]);
    expect(learnListAssignedAs([2])).toEqual([2]);
    expect(learnListAssignedAs([1, 3], 1)).toEqual([1, 3]);
    expect(learnListAssignedAs([1, 3], 2)).toEqual([1, 2, 3]);
  });

  it('a list from the teaching screen holds at most 50 items, titled Homework_ and a numeric suffix', () => {
    expect(TEACHING_SCREEN_MAX_ITEMS).toBe(50);
    expect(defaultHomeworkTitle([])).toBe('Homework_1');
    expect(defaultHomeworkTitle(['Homework_1', 'Homework_2', 'Fractions'])).toBe('Homework_3');
    expect(defaultHomeworkTitle(['Homework_7', 'Homework_2'])).toBe('Homework_8');
    expect(defaultHomeworkTitle(['Homework_x', 'My Homework_4'])).toBe('Homework_1');
  });
});

describe('the assignment date becomes 23:59 of the previous day (000 §5), in the school’s time zone', () => {
  it('India (UTC+5:30): homework from 1 December opens at 23:59 IST on 30 November', () => {
    expect(new Date(assignmentStartsAt('2026-12-01', 'IN')).toISOString()).toBe('2026-11-30T18:29:00.000Z');
  });

  it('the UAE (UTC+4): the same day opens at 23:59 GST on 30 November', () => {
    expect(new Date(assignmentStartsAt('2026-12-01', 'AE')).toISOString()).toBe('2026-11-30T19:59:00.000Z');
  });

  it('across a month and a year, and with no country (India by default)', () => {
    expect(new Date(assignmentStartsAt('2027-01-01', null)).toISOString()).toBe('2026-12-31T18:29:00.000Z');
    expect(new Date(assignmentStartsAt('2026-03-01', 'IN')).toISOString()).toBe('2026-02-28T18:29:00.000Z');
  });

  it('homework due on a day may be done until 23:59 of that day', () => {
    expect(new Date(assignmentDueAt('2026-12-05', 'IN')).toISOString()).toBe('2026-12-05T18:29:00.000Z');
    expect(new Date(assignmentDueAt('2026-12-05', 'AE')).toISOString()).toBe('2026-12-05T19:59:00.000Z');
  });
});

describe('stages: draft, published, archived', () => {
  it('publishes a draft, archives either, restores an archived list to published', () => {
    expect(canChangeStage(1, 2, false)).toBe(true);
    expect(canChangeStage(2, 3, true)).toBe(true);
    expect(canChangeStage(1, 3, false)).toBe(true);
    expect(canChangeStage(3, 2, true)).toBe(true);
  });

  it('unpublishes only a list nobody was assigned, and never drafts an archived list', () => {
    expect(canChangeStage(2, 1, false)).toBe(true);
    expect(canChangeStage(2, 1, true)).toBe(false);
    expect(canChangeStage(3, 1, false)).toBe(false);
  });

  // README: "publish them (1 draft, 2 published, 3 archived)"; "sends back to draft, archives, restores".
  it('names the stages', () => {
    expect(LearnListStage).toEqual({ Draft: 1, Published: 2, Archived: 3 });
  });

  it('moves only as the stage allows, whatever else is asked', () => {
    const moves: [number, number][] = [
      [1, 2],
      [1, 3],
      [2, 1],
      [2, 3],
      [3, 2],
    ];
    for (let from = 0; from <= 4; from++) {
      for (let to = 0; to <= 4; to++) {
        if (from === to) continue;
        const listed = moves.some(([f, t]) => f === from && t === to);
        expect(canMove(LEARN_LIST_STAGE_TRANSITIONS, from, to), `${from} -> ${to}`).toBe(listed);
        expect(canChangeStage(from, to, false), `${from} -> ${to}`).toBe(listed);
      }
    }
  });

  it('is read by the admin search as learn-list type id 5 (spec 000 §9)', () => {
    expect(ADMIN_SEARCH_LEARN_LIST_TYPE).toBe(5);
  });
});

describe('completion and opening', () => {
  it('an item’s completion is sent once, only while completed_on is empty (000 §4)', () => {
    expect(recordsCompletion(null)).toBe(true);
    expect(recordsCompletion(undefined)).toBe(true);
    expect(recordsCompletion('2026-11-20T10:00:00.000Z')).toBe(false);
  });

  it('mode 1 (no access checks) only for a school’s assignment; a parent’s goes through the gate', () => {
    expect(learnListOpenMode({ parentAssigned: false })).toBe(1);
    expect(learnListOpenMode({ parentAssigned: true })).toBe(0);
    expect(learnListOpenMode(null)).toBe(0);
  });
});

describe('homework status and order', () => {
  const day = 86_400_000;
  const now = Date.parse('2026-11-24T10:00:00Z');
  const base = { startsAt: now - day, dueAt: now + day, itemCount: 3, completedCount: 0, lastCompletedAt: null };

  it('is due, overdue after the due time, upcoming before the start, done or done late', () => {
    expect(homeworkStatus(base, now)).toBe('due');
    expect(homeworkStatus({ ...base, dueAt: now - 1 }, now)).toBe('overdue');
    expect(homeworkStatus({ ...base, startsAt: now + 1 }, now)).toBe('upcoming');
    expect(homeworkStatus({ ...base, completedCount: 3, lastCompletedAt: now }, now)).toBe('done');
    expect(homeworkStatus({ ...base, completedCount: 3, lastCompletedAt: base.dueAt + 1 }, now)).toBe('done_late');
    expect(homeworkStatus({ ...base, itemCount: 0 }, now)).toBe('due');
  });

  it('lists overdue first, then due soonest, then upcoming, then done (latest first)', () => {
    const items = [
      { name: 'done-old', status: 'done' as const, dueAt: 1 },
      { name: 'due-later', status: 'due' as const, dueAt: 30 },
      { name: 'upcoming', status: 'upcoming' as const, dueAt: 5 },
      { name: 'overdue', status: 'overdue' as const, dueAt: 2 },
      { name: 'due-soon', status: 'due' as const, dueAt: 10 },
      { name: 'done-new', status: 'done_late' as const, dueAt: 9 },
    ];
    expect([...items].sort(compareHomework).map((i) => i.name)).toEqual([
      'overdue',
      'due-soon',
      'due-later',
      'upcoming',
      'done-new',
      'done-old',
    ]);
  });
});

describe('completion on open (002 §4.2)', () => {
  it('"marked complete when a non-teacher opens content from a learn list": the learner, never staff', () => {
    expect(completesOnOpen({ isStaff: false, isLearner: true })).toBe(true);
    expect(completesOnOpen({ isStaff: true, isLearner: false })).toBe(false);
  });
  it('a parent reading along marks nothing for the child', () => {
    expect(completesOnOpen({ isStaff: false, isLearner: false })).toBe(false);
  });
});

describe('a question item’s title', () => {
  it.each([
    ['<p>What is the pH of <b>pure</b> water?</p>', 'What is the pH of pure water?'],
    ['Which is&nbsp;a base?<br/>Choose one.', 'Which is a base? Choose one.'],
    ['5 &lt; 7 &amp;&amp; 7 &gt; 5', '5 < 7 && 7 > 5'],
    ['  many\n\n  spaces  ', 'many spaces'],
    ['## **Which** turns `blue` litmus __red__?', 'Which turns blue litmus red?'],
  ])('%j reads as %j', (stem, title) => {
    expect(questionItemTitle(stem)).toBe(title);
  });
  it('is shortened at a word with an ellipsis', () => {
    expect(questionItemTitle('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(questionItemTitle('x'.repeat(130))).toHaveLength(120);
  });
});

import { describe, expect, it } from 'vitest';
import { answerHasSomething, questionDoubtRefusal, subjectOfChain } from './doubt-rules.js';

// Types from DOMAIN.md: syllabus_type_id 2 class, 3 board, 4 subject; chapters and topics are other types.
const topic = { syllabus_id: 70, syllabus_type_id: 6, parent_id: 60 };
const chapter = { syllabus_id: 60, syllabus_type_id: 5, parent_id: 50 };
const subject = { syllabus_id: 50, syllabus_type_id: 4, parent_id: 40 };
const cls = { syllabus_id: 40, syllabus_type_id: 2, parent_id: 30 };

describe('the subject of a doubt asked from a chapter or topic', () => {
  it.each([
    ['a topic: two levels up', [topic, chapter, subject, cls], 50],
    ['a chapter: its parent', [chapter, subject, cls], 50],
    ['the subject itself', [subject, cls], 50],
    ['a class: no subject above it', [cls], null],
    ['a chain that stops before any subject', [topic, chapter], null],
  ])('%s', (_label, chain, expected) => {
    expect(subjectOfChain(chain)).toBe(expected);
  });
});

describe('asking about a question of a test', () => {
  it('waits for the result to be out', () => {
    expect(questionDoubtRefusal({ resultPublished: false, heldByOpenTest: false })).toBe('result-not-out');
  });
  it('is refused while a test open now holds the question', () => {
    expect(questionDoubtRefusal({ resultPublished: true, heldByOpenTest: true })).toBe('test-open');
  });
  it('is allowed once the result is out and no open test holds it', () => {
    expect(questionDoubtRefusal({ resultPublished: true, heldByOpenTest: false })).toBeNull();
  });
});

describe('an answer', () => {
  it.each([
    [{ text: 'Use the distance formula.', photos: 0, contentId: null }, true],
    [{ text: '  ', photos: 1, contentId: null }, true],
    [{ text: '', photos: 0, contentId: 9 }, true],
    [{ text: '   ', photos: 0, contentId: null }, false],
  ])('%o says something: %s', (answer, expected) => {
    expect(answerHasSomething(answer)).toBe(expected);
  });
});

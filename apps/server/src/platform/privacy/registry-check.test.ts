import { describe, expect, it } from 'vitest';
import type { TablePrivacy } from './personal-data.js';
import { registryProblems } from './registry-check.js';

// The check on made-up tables: what it must refuse when a module adds a table or a column.

const homeworkNotes = { name: 'homework_notes', columns: ['note_id', 'learner_uuid', 'note_text', 'created_at'] };
const declared = (privacy: TablePrivacy | undefined) => () => ({ module: 'learnlists', privacy });

const notes: TablePrivacy = {
  people: { learner_uuid: 'delete-row' },
  data: { note_text: 'what the learner wrote' },
  purpose: 'A learner’s notes on their homework.',
  basis: 'education',
  kept: { while: 'account' },
};

describe('the registry check', () => {
  it('refuses a new table with a person’s column and no declaration', () => {
    expect(registryProblems([homeworkNotes], declared(undefined))).toEqual([
      'homework_notes: no personal-data declaration in module learnlists',
    ]);
    expect(registryProblems([homeworkNotes], () => undefined)).toEqual([
      'homework_notes: no personal-data declaration',
    ]);
  });

  it('refuses a person’s column added to a declared table, until it is declared', () => {
    const grown = { ...homeworkNotes, columns: [...homeworkNotes.columns, 'checked_by', 'parent_email'] };
    expect(registryProblems([grown], declared(notes))).toEqual([
      'homework_notes.checked_by: looks personal and is not declared',
      'homework_notes.parent_email: looks personal and is not declared',
    ]);
    expect(registryProblems([homeworkNotes], declared(notes))).toEqual([]);
  });

  it('refuses a table said to name nobody that has a person’s column, unless it says why the column is not one', () => {
    const settings = { name: 'school_notes', columns: ['school_id', 'updated_by'] };
    expect(registryProblems([settings], declared({ none: 'school settings' }))).toEqual([
      'school_notes.updated_by: looks personal, and the table is declared to name nobody',
    ]);
    const why = { none: 'school settings', notPeople: { updated_by: 'the integration that set it, not a person' } };
    expect(registryProblems([settings], declared(why))).toEqual([]);
  });

  it('refuses a declaration of columns the table does not have', () => {
    const stale: TablePrivacy = { ...notes, data: { note_text: 'text', mood: 'how they felt' }, strip: ['remark'] };
    expect(registryProblems([homeworkNotes], declared(stale))).toEqual([
      'homework_notes.mood: declared, but the table has no such column',
      'homework_notes.remark: stripped, but the table has no such column',
    ]);
  });

  it('refuses a via that does not read "column -> table.column" or names columns the schema lacks', () => {
    const answers = { name: 'note_answers', columns: ['note_id', 'answer_text'] };
    const via = (text: string): TablePrivacy => ({
      ...notes,
      people: {},
      via: text,
      data: { answer_text: 'an answer' },
    });
    const check = (text: string) =>
      registryProblems([homeworkNotes, answers], (t) => ({
        module: 'learnlists',
        privacy: t === 'note_answers' ? via(text) : notes,
      }));
    expect(check('note_id -> homework_notes.learner_uuid')).toEqual([]);
    expect(check('note_id of homework_notes')).toEqual([
      'note_answers: via "note_id of homework_notes" does not read "column -> table.column"',
    ]);
    expect(check('note_id -> homework_notes.owner_uuid')).toEqual([
      'note_answers: via names homework_notes.owner_uuid, which the schema does not have',
    ]);
  });

  it('refuses a personal table that names no person and holds no data', () => {
    const empty = { ...notes, people: {}, data: undefined, notPeople: { learner_uuid: 'x', note_text: 'y' } };
    expect(registryProblems([homeworkNotes], declared(empty))).toEqual([
      'homework_notes: personal, but names no person and holds no data',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { PersonalTable } from '../../platform/privacy/personal-data.js';
import type { RegistryModule } from '../../platform/privacy/registry-page.js';
import { erasureActions, erasureSteps } from './erasure-plan.js';

// What erasing a person does to each table, read from its declaration: rows go, or stay emptied of
// what is the person's; a law's tables keep every row; rows hanging on another row follow it.

const table = (t: Partial<PersonalTable> & Pick<PersonalTable, 'people'>): PersonalTable => ({
  purpose: 'p',
  basis: 'education',
  kept: { while: 'account' },
  ...t,
});

describe('erasure actions', () => {
  it('deletes rows, empties columns, and strips rows kept about the person', () => {
    const actions = erasureActions({
      privacy: table({
        people: { uuid: 'keep', marked_by: 'keep', owner_uuid: 'delete-row', note_uuid: 'clear' },
        strip: ['remark'],
      }),
      via: null,
      viaTarget: null,
    });
    expect(actions.deleteBy).toEqual(['owner_uuid']);
    expect(actions.clear).toEqual(['note_uuid']);
    // Who marked a register did not make the row about them: what it says stays.
    expect(actions.stripBy).toEqual(['uuid']);
    expect(actions.strip).toEqual(['remark']);
  });

  it('keeps every row of a table a law keeps, stripped', () => {
    const actions = erasureActions({
      privacy: table({ people: { payer_uuid: 'delete-row' }, kept: { years: 8, law: 'GST' }, strip: ['address'] }),
      via: null,
      viaTarget: null,
    });
    expect(actions.deleteBy).toEqual([]);
    expect(actions.stripBy).toEqual(['payer_uuid']);
  });

  it('rows reached through another row go with it, or stay stripped when it stays', () => {
    const via = { column: 'attempt_id', table: 'attempts', personColumn: 'uuid' };
    const privacy = table({ people: {}, via: 'attempt_id -> attempts.uuid', strip: ['response'] });
    expect(erasureActions({ privacy, via, viaTarget: 'delete-row' }).viaRows).toBe('delete-row');
    expect(erasureActions({ privacy, via, viaTarget: 'keep' }).viaRows).toBe('keep');
  });
});

describe('erasure steps', () => {
  it('handle rows hanging on others first and the account’s own row last', () => {
    const registry: RegistryModule[] = [
      {
        name: 'identity',
        purpose: 'p',
        tables: ['users', 'sessions'],
        personalData: {
          users: table({ people: { uuid: 'keep' } }),
          sessions: table({ people: { user_uuid: 'delete-row' } }),
        },
      },
      {
        name: 'attempts',
        purpose: 'p',
        tables: ['attempts', 'answers'],
        personalData: {
          attempts: table({ people: { uuid: 'keep' } }),
          answers: table({ people: {}, via: 'attempt_id -> attempts.uuid' }),
        },
      },
    ];
    const steps = erasureSteps(registry);
    expect(steps.map((s) => s.table)).toEqual(['answers', 'attempts', 'sessions', 'users']);
    expect(steps[0]!.viaTarget).toBe('keep');
  });
});

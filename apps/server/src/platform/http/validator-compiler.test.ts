import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from './validator-compiler.js';

// A query's texts are converted to the schema's numbers; a repeated query answers the same values,
// in an object of its own each time, and a handler that changes one changes no later request's.

const Query = Type.Object({
  listId: Type.Integer({ minimum: 1 }),
  ids: Type.Optional(Type.Array(Type.Integer())),
  sort: Type.Optional(Type.String()),
});
const validate = validatorCompiler({ schema: Query, httpPart: 'querystring', method: 'GET', url: '/x' }) as (
  value: unknown,
) => { value?: Record<string, unknown>; error?: unknown };

describe('the query validator', () => {
  it('converts texts to numbers, the same on a repeat, each request its own object', () => {
    const first = validate({ listId: '12', ids: ['1', '2'], sort: 'name' });
    expect(first.value).toEqual({ listId: 12, ids: [1, 2], sort: 'name' });
    first.value!.listId = 99;
    (first.value!.ids as number[]).push(3);
    const again = validate({ listId: '12', ids: ['1', '2'], sort: 'name' });
    expect(again.value).toEqual({ listId: 12, ids: [1, 2], sort: 'name' });
    expect(again.value).not.toBe(first.value);
  });

  it('refuses a bad value every time, naming it', () => {
    for (let i = 0; i < 2; i += 1) {
      const bad = validate({ listId: 'twelve' });
      expect(bad.value).toBeUndefined();
      expect(JSON.stringify(bad.error)).toContain('listId');
    }
  });

  it('keeps a query’s own __proto__ key a key on a repeat, never the object’s prototype', () => {
    const asked = JSON.parse('{"listId":"3","__proto__":{"polluted":"yes"}}') as Record<string, unknown>;
    for (let i = 0; i < 2; i += 1) {
      const got = validate(asked).value;
      expect((got as { polluted?: string } | undefined)?.polluted).toBeUndefined();
      expect(Object.getPrototypeOf(got)).toBe(Object.prototype);
    }
  });
});

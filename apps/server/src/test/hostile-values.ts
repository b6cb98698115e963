import fc from 'fast-check';

/**
 * Values no contract accepts, or accepts only at its very edge: the inputs a hostile or broken client
 * sends. A RawJson is written into the JSON text as is, for the literals JSON.stringify cannot make
 * (-0, 1e400, numbers past 2^63) and for bodies that are not JSON at all.
 */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return this.text;
  }
}

/** JSON text of a value, with each RawJson written verbatim. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, function (this: unknown, _key, v: unknown) {
    const own = (this as Record<string, unknown>)[_key];
    if (own instanceof RawJson) return `\u0000raw${raws.push(own.text) - 1}\u0000`;
    return v;
  });
  return (text ?? '').replace(/"\\u0000raw(\d+)\\u0000"/g, (_, i: string) => raws[Number(i)]!);
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

const HUGE = 'a'.repeat(100_000);

/** Numbers at and past every bound: zero, minus zero, the largest doubles, past 2^31, 2^53, 2^63. */
export const HOSTILE_NUMBERS: readonly unknown[] = [
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  1e30,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  new RawJson('-0'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('9223372036854775808'),
  new RawJson('1E2'),
  new RawJson('1.0'),
];

/** Strings that look like numbers, or are empty, enormous, or full of characters code trips on. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '0',
  '-0',
  '007',
  '00',
  '-1',
  '1.5',
  '1e308',
  '1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '１２',
  '١٢٣',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '\u0000',
  'a\u0000b',
  '\u202e',
  '\ud800',
  '😀',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '9'.repeat(400),
  HUGE,
  '😀'.repeat(5_000),
];

/** Values of the wrong shape: null, booleans, lists where objects belong, deep nesting. */
export const HOSTILE_SHAPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  [null],
  [1, 2, 3],
  [{}],
  {},
  { a: 1 },
  { $gt: '' },
  nested(60),
  new RawJson('{"__proto__":{"polluted":1}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":1}}}'),
];

export const hostileValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_SHAPES), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
);

/** Whole bodies that are not a JSON object: empty, cut short, another JSON type, not UTF-8, too deep. */
export const MALFORMED_JSON: readonly (string | Buffer)[] = [
  '',
  ' ',
  '{',
  '}',
  '{"a":}',
  '{"a":1}}',
  '{"a":1,}',
  "{'a':1}",
  '[',
  'null',
  'true',
  '0',
  '-0',
  '"text"',
  '[]',
  '[{}]',
  'NaN',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
];

/** Content types no JSON route takes, and JSON's own type written oddly. */
export const ABSURD_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/png',
  '*/*',
  ';;;',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonp',
  'application/json, text/plain',
  'application/vnd.api+json',
];

/** Query and path values: numbers written every way, and text that breaks percent-decoding. */
export const HOSTILE_PARAMS: readonly string[] = [
  '',
  '0',
  '-1',
  '00012',
  '1.5',
  '1e3',
  '1e308',
  '1e400',
  'NaN',
  'Infinity',
  'abc',
  '９',
  '9'.repeat(400),
  'true',
  'null',
  '[object Object]',
  '1,2,3',
  ' 1',
  '0x10',
  '😀',
  '\u0000',
  'a'.repeat(5_000),
];

/** Raw (unencoded) pieces of a URL: bad percent escapes, traversal, encoded nulls. */
export const RAW_URL_PIECES: readonly string[] = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%2e%2e%2f%2e%2e%2f',
  '..%2f..%2f',
  '%C0%AE%C0%AE',
  '%uFFFF',
];

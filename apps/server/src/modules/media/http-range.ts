import type { ByteRange } from '../../platform/storage/storage.js';

export type RangeRequest = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One `Range: bytes=...` header against a file of `size` bytes (RFC 9110 §14). Several ranges, or
 * another unit, are answered with the whole file, which the RFC allows; a range that starts past the
 * end (or an empty suffix) cannot be satisfied (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match)
    return header.includes(',') || !/^\s*bytes\s*=/i.test(header) ? { kind: 'full' } : { kind: 'unsatisfiable' };
  const [, first, last] = match;
  if (!first && !last) return { kind: 'unsatisfiable' };
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (start >= size || (last && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}

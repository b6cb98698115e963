import { describe, expect, it } from 'vitest';
import { ErrorCode, errorStatus } from './error-codes.js';

describe('error codes', () => {
  it('every code is upper-case and maps to a 4xx or 5xx status', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(code).toMatch(/^[A-Z_]+$/);
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
    }
  });
});

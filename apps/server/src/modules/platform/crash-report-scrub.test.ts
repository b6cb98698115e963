import { describe, expect, it } from 'vitest';
import { scrubApiDetails } from './crash-report-scrub.js';

describe('what a crash report keeps of the failing call', () => {
  it('keeps the method, the path, the status and the error code', () => {
    expect(scrubApiDetails('POST /api/learning/progress 503 SERVICE_UNAVAILABLE')).toBe(
      'POST /api/learning/progress 503 SERVICE_UNAVAILABLE',
    );
  });

  it('drops the query and replaces ids, e-mails, mobile numbers and tokens', () => {
    expect(scrubApiDetails('GET /api/people/asha@example.in?q=Asha 404')).toBe('GET /api/people/:email 404');
    expect(scrubApiDetails('GET /api/x/+91-9876543210 400')).toBe('GET /api/x/:number 400');
    expect(scrubApiDetails('GET /api/media/file/AbCdEfGhIjKlMnOpQrStUvWxYz012345 403')).toBe(
      'GET /api/media/file/:token 403',
    );
    expect(scrubApiDetails('GET /api/privacy/exports/0B7F6A2E-8C1D-4E4F-9A3B-5C6D7E8F9A0B 404')).toBe(
      'GET /api/privacy/exports/:id 404',
    );
  });

  it('keeps nothing of nothing', () => {
    expect(scrubApiDetails(undefined)).toBeNull();
    expect(scrubApiDetails('   ')).toBeNull();
  });
});

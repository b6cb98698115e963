import { afterEach, describe, expect, it } from 'vitest';
import { createFakeFetch, envelope, errorResponse, takeContractViolations } from './fake-api';

// The fake API every web test uses checks what it is told to answer against the contract
// (ARCHITECTURE.md, Tests). These tests read the violations themselves, so none is left for
// test/setup.ts to fail them with.

const RESUME = '/mis/getContentResumeTime';
const item = {
  content_id: 7,
  resume_time: 12,
  total_consumption_time: 30,
  total_media_time: '00:01:30',
  is_content_completely_consumed: 0,
};

afterEach(() => {
  takeContractViolations();
});

describe('the fake API checks its answers against the contract', () => {
  it('lets an answer the contract allows through, unchanged', async () => {
    const fake = createFakeFetch({ [`GET ${RESUME}`]: () => envelope({ contents: [item] }) });
    const response = await fake.fetch(`/api${RESUME}?contentId=7`);
    expect(await response.json()).toMatchObject({ data: { contents: [item] } });
    expect(takeContractViolations()).toEqual([]);
  });

  it('fails an answer with a field of the wrong type, naming the call, the path and what was wrong', async () => {
    const fake = createFakeFetch({
      [`GET ${RESUME}`]: () => envelope({ contents: [{ ...item, total_media_time: 90 }] }),
    });
    await fake.fetch(`/api${RESUME}?contentId=7`);
    const [violation, ...others] = takeContractViolations();
    expect(others).toEqual([]);
    expect(violation).toContain(`GET ${RESUME}: the fake's answer (HTTP 200) breaks the contract`);
    expect(violation).toContain('data.contents[0].total_media_time: must be string (got 90)');
  });

  it('fails a call the server does not serve, handled or not', async () => {
    const fake = createFakeFetch({ 'GET /mis/resumeTimes': () => envelope({ contents: [] }) });
    await fake.fetch('/api/mis/resumeTimes');
    await fake.fetch('/api/mis/neverHandled', { method: 'POST', body: '{}' });
    expect(takeContractViolations()).toEqual([
      expect.stringContaining('GET /mis/resumeTimes: the server serves no such call'),
      expect.stringContaining('POST /mis/neverHandled: the server serves no such call'),
    ]);
  });

  it('fails an error answer that is not the error envelope the server sends', async () => {
    const fake = createFakeFetch({ [`GET ${RESUME}`]: () => errorResponse(409, 'ALREADY_ON_HOLIDAY') });
    await fake.fetch(`/api${RESUME}`);
    expect(takeContractViolations()).toEqual([
      expect.stringContaining('error_code: ALREADY_ON_HOLIDAY is not one of the codes the server sends'),
    ]);
  });

  it('fails a request the server would refuse, unless the fake refuses it as the server would', async () => {
    const body = JSON.stringify({ username: 'asha@example.com' });
    const login = '/api/cognito-login-service/auth/login';
    const refusing = createFakeFetch({
      'POST /cognito-login-service/auth/login': () =>
        errorResponse(400, 'VALIDATION_FAILED', 'no', [{ field: 'password', message: 'is required' }]),
    });
    await refusing.fetch(login, { method: 'POST', body });
    expect(takeContractViolations()).toEqual([]);

    const accepting = createFakeFetch({ 'POST /cognito-login-service/auth/login': () => envelope({}) });
    await accepting.fetch(login, { method: 'POST', body });
    const violations = takeContractViolations();
    expect(violations[0]).toContain('the request breaks the contract; the server would answer 400');
    expect(violations[0]).toContain('body: misses password');
  });
});

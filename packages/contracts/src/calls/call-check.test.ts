import { describe, expect, it } from 'vitest';
import { checkAnswer, checkRequest, type CallAnswer, type CallRequest } from './call-check.js';
import { findCall } from './call-registry.js';

// Expected messages are written from what a reader of a failing web test needs: the call, the path
// inside the answer, what the contract wants and what the fake gave.

const RESUME: CallRequest = { method: 'GET', path: '/mis/getContentResumeTime' };

function json(data: unknown, status = 200): CallAnswer {
  return { status, text: JSON.stringify({ status_code: status, status: 1, message: 'OK', data }) };
}

function error(status: number, body: Record<string, unknown>): CallAnswer {
  return { status, text: JSON.stringify({ status_code: status, status: 0, message: 'no', ...body }) };
}

const resumeItem = {
  content_id: 7,
  resume_time: 12,
  total_consumption_time: 30,
  total_media_time: '00:01:30',
  is_content_completely_consumed: 0,
};

function answerTo(request: CallRequest, answer: CallAnswer): string | null {
  const { call } = checkRequest(request);
  if (!call) throw new Error(`${request.method} ${request.path} is not a call`);
  return checkAnswer(call, request, answer);
}

describe('checking a fake answer against the contract', () => {
  it('passes an answer the contract allows', () => {
    expect(answerTo(RESUME, json({ contents: [resumeItem] }))).toBeNull();
  });

  it('fails a field of the wrong type, naming the call, the path in the data and what was wrong', () => {
    const message = answerTo(RESUME, json({ contents: [{ ...resumeItem, resume_time: '12' }] }));
    expect(message).toContain('GET /mis/getContentResumeTime');
    expect(message).toContain('data.contents[0].resume_time: must be integer (got "12")');
  });

  it('fails a field the contract does not name: the server would never send it', () => {
    const message = answerTo(RESUME, json({ contents: [{ ...resumeItem, percent: 40 }] }));
    expect(message).toContain('data.contents[0]: has percent, which the contract does not name');
  });

  it('fails a missing field the contract requires', () => {
    const { resume_time: _dropped, ...rest } = resumeItem;
    expect(answerTo(RESUME, json({ contents: [rest] }))).toContain('data.contents[0]: misses resume_time');
  });

  it('names the alternatives of a union, and looks inside the branch a value has the shape of', () => {
    const flag = answerTo(RESUME, json({ contents: [{ ...resumeItem, is_content_completely_consumed: 2 }] }));
    expect(flag).toContain('data.contents[0].is_content_completely_consumed: must be 0 or 1 (got 2)');
    const me = { method: 'GET', path: '/cognito-login-service/auth/me' };
    const school = answerTo(me, json({ school: { school_id: 'x' } }));
    expect(school).toContain('data.school.school_id: must be integer (got "x")');
  });

  it('fails an envelope whose status_code does not repeat the HTTP status', () => {
    const answer = { status: 200, text: JSON.stringify({ status_code: 201, status: 1, message: 'OK', data: {} }) };
    expect(answerTo(RESUME, answer)).toContain('status_code: must repeat the HTTP status 200 (got 201)');
  });

  it('allows 204 only where the call answers it, and 304 only to a conditional request', () => {
    const noContent = { status: 204, text: '' };
    expect(answerTo({ method: 'GET', path: '/content/v2/contentDetailsByContentIds' }, noContent)).toBeNull();
    expect(answerTo(RESUME, noContent)).toContain('answered 204');
    const childList = { method: 'GET', path: '/syllabus-v2/childList', conditional: true };
    expect(answerTo(childList, { status: 304, text: '' })).toBeNull();
    expect(answerTo({ ...childList, conditional: false }, { status: 304, text: '' })).toContain('If-None-Match');
  });

  it('checks errors against the error envelope and the codes the server sends', () => {
    expect(answerTo(RESUME, error(404, { error_code: 'NOT_FOUND' }))).toBeNull();
    const fields = error(400, { error_code: 'VALIDATION_FAILED', errors: [{ field: 'uuid', message: 'bad' }] });
    expect(answerTo(RESUME, fields)).toBeNull();
    expect(answerTo(RESUME, error(504, { error_code: 'GATEWAY_TIMEOUT' }))).toContain(
      'error_code: GATEWAY_TIMEOUT is not one of the codes the server sends',
    );
    expect(answerTo(RESUME, error(400, { error_code: 'VALIDATION_FAILED', errors: [{ name: 'uuid' }] }))).toContain(
      'errors[0]: misses field, message',
    );
    // A gateway's own page stands in front of the server; the server itself never answers so.
    expect(answerTo(RESUME, { status: 503, text: '<html>busy</html>' })).toBeNull();
    expect(answerTo(RESUME, { status: 404, text: '<html>gone</html>' })).toContain('error envelope');
  });

  it('does not look inside a file answer', () => {
    const pdf = { method: 'GET', path: '/cognito-login-service/auth/invoice/INV-1' };
    expect(answerTo(pdf, { status: 200, text: '%PDF-1.7' })).toBeNull();
  });

  it('reads the report as a file only when its query asks for the spreadsheet (format=xlsx)', () => {
    const path = '/syllabus-v2/learnListItemWiseStudentReportUniversity';
    const xlsx = { method: 'GET', path, query: new URLSearchParams('learnListId=1&format=xlsx') };
    expect(answerTo(xlsx, { status: 200, text: 'PK\u0003\u0004' })).toBeNull();
    const asJson = { method: 'GET', path, query: new URLSearchParams('learnListId=1') };
    expect(answerTo(asJson, { status: 200, text: 'PK\u0003\u0004' })).toContain('not the JSON envelope');
  });
});

describe('checking a request against the contract', () => {
  it('fails a call the server does not serve', () => {
    const { call, problem } = checkRequest({ method: 'GET', path: '/mis/getContentResumeTimes' });
    expect(call).toBeNull();
    expect(problem).toContain('GET /mis/getContentResumeTimes: the server serves no such call');
    expect(checkRequest({ method: 'POST', path: '/cognito-login-service/auth/me' }).problem).toContain('no such call');
  });

  it('matches path parameters and converts them as the server does', () => {
    const lesson = checkRequest({ method: 'GET', path: '/content/interactiveLesson/42' });
    expect(lesson.call?.key).toBe('GET /content/interactiveLesson/:contentId');
    expect(lesson.problem).toBeNull();
    const bad = checkRequest({ method: 'GET', path: '/content/interactiveLesson/forty-two' });
    expect(bad.problem).toContain('params.contentId');
  });

  it('fails a body or query the server would refuse with 400', () => {
    const decide = { method: 'POST', path: '/access/decide' };
    expect(checkRequest({ ...decide, body: { item_kind: 'content', item_id: 5 } }).problem).toBeNull();
    expect(checkRequest({ ...decide, body: { item_id: 5 } }).problem).toContain('body: misses item_kind');
    const resume = checkRequest({ ...RESUME, query: new URLSearchParams('contentIds=1,2&uuid=nope') });
    expect(resume.problem).toContain('query.uuid');
    expect(checkRequest({ ...RESUME, query: new URLSearchParams('contentId=5') }).problem).toBeNull();
  });

  it('knows every variant path of a call', () => {
    expect(findCall('POST', '/v1/auth/refresh')?.spec).toBe(
      findCall('POST', '/cognito-login-service/auth/refreshToken')?.spec,
    );
  });
});

import type { LoginData, PaperDetail, SaveAnswersData } from '@esc/contracts';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ApiClient } from './api-client';
import { callPath, createCallApi } from './api-calls';

// The web's calls are typed from the one call table (packages/contracts/src/calls): the key names
// the entry, the input and the answer are its schemas' types, and a key the table lacks does not
// compile. The paths they send are the table's, with their parameters filled in.

function fakeClient() {
  const client = {
    request: vi.fn(async () => ({ ok: true })),
    conditional: vi.fn(async () => ({ notModified: true as const })),
    blob: vi.fn(async () => new Blob(['file'])),
  };
  return { client, api: createCallApi(client as unknown as ApiClient) };
}

describe('callPath: the path of a call', () => {
  it('fills path parameters, encoded, and keeps the rest of a wildcard path as it is', () => {
    expect(callPath('GET /paperCreation/paperDetailById/:id', { params: { id: '12' } })).toEqual({
      method: 'GET',
      path: '/paperCreation/paperDetailById/12',
    });
    expect(
      callPath('GET /cognito-login-service/auth/invoice/:invoiceId', { params: { invoiceId: 'INV 1/2' } }).path,
    ).toBe('/cognito-login-service/auth/invoice/INV%201%2F2');
    expect(callPath('GET /media/file/*', { params: { '*': 'a b/c.pdf' } }).path).toBe('/media/file/a%20b/c.pdf');
  });

  it('writes the query in the order given, leaving out what has no value, repeating a list', () => {
    const { path } = callPath('GET /syllabus-v2/childList', {
      query: { boardId: 101, syllabusId: undefined, detail: null, name: '', ids: [1, 2], flag: false },
    });
    expect(path).toBe('/syllabus-v2/childList?boardId=101&ids=1&ids=2&flag=false');
  });

  it('refuses a path parameter it was not given', () => {
    expect(() => callPath('GET /paperCreation/paperDetailById/:id')).toThrow(/:id/);
  });
});

describe('api.call and api.file', () => {
  it('send the entry’s method and path, the body, and the options as they are', async () => {
    const { client, api } = fakeClient();
    const signal = new AbortController().signal;
    await api.call(
      'POST /student-report/student/saveAnswers',
      { body: { attempt_id: 3, answers: [] } },
      { signal, idempotent: true },
    );
    expect(client.request).toHaveBeenCalledWith('/student-report/student/saveAnswers', {
      method: 'POST',
      body: { attempt_id: 3, answers: [] },
      signal,
      idempotent: true,
    });
    await api.call('GET /cognito-login-service/auth/me');
    expect(client.request).toHaveBeenLastCalledWith('/cognito-login-service/auth/me', {
      method: 'GET',
      body: undefined,
    });
    await api.file('POST /live-class/offlineAttendance/v2/downloadAttendance', { body: { section_id: 5 } });
    expect(client.blob).toHaveBeenCalledWith('/live-class/offlineAttendance/v2/downloadAttendance', {
      method: 'POST',
      body: { section_id: 5 },
    });
  });

  it('are typed from the table: answers, required inputs, and only the keys it has', () => {
    const { api } = fakeClient();
    // Type checks only: tsc -p apps/web reads them; nothing here is sent.
    const typed = () => {
      expectTypeOf(
        api.call('POST /student-report/student/saveAnswers', { body: { attempt_id: 1, answers: [] } }),
      ).toEqualTypeOf<Promise<SaveAnswersData>>();
      expectTypeOf(api.call('GET /paperCreation/paperDetailById/:id', { params: { id: '1' } })).toEqualTypeOf<
        Promise<PaperDetail>
      >();
      expectTypeOf(
        api.call('POST /cognito-login-service/auth/login', { body: { username: 'a', password: 'b' } }, { auth: false }),
      ).toEqualTypeOf<Promise<LoginData>>();
      // @ts-expect-error a call the table lacks does not compile
      void api.call('POST /no/such/call');
      // @ts-expect-error a call that takes a body needs one
      void api.call('POST /student-report/student/saveAnswers');
      // @ts-expect-error the body is the entry's
      void api.call('POST /student-report/student/saveAnswers', { body: { attempt_id: 1, answers: 'none' } });
      // @ts-expect-error a path parameter is required
      void api.call('GET /paperCreation/paperDetailById/:id', {});
      // @ts-expect-error a call that answers a file is fetched with api.file
      void api.call('GET /cognito-login-service/auth/invoice/:invoiceId', { params: { invoiceId: 'x' } });
    };
    expect(typed).toBeTypeOf('function');
  });
});

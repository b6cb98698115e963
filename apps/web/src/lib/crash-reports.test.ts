import { describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, createFakeFetch, type FakeHandler } from '../test/fake-api';
import { memoryStore, MODE, mode, NOW, session } from '../test/api-client-kit';
import { createApiClient } from './api-client';
import { createCrashReporter, CRASH_REPORT_PATH } from './crash-reports';

// Spec 001 §8: "500, 503, 404, 403 and cancellation send a crash report." Through the real client
// and the fake API: what is reported, what is not, and that a failing page does not flood the server.

function world(handlers: Record<string, FakeHandler>) {
  const fake = createFakeFetch(handlers);
  let now = NOW;
  const client = createApiClient({
    baseUrl: '/api',
    // As a browser's fetch does, a call whose signal is already aborted never goes out.
    fetch: (input, init) =>
      init?.signal?.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : fake.fetch(input, init),
    store: memoryStore(session()),
    now: () => now,
    sleep: () => Promise.resolve(),
    onReportableFailure: (failure) => report(failure),
  });
  const report = createCrashReporter({
    send: (body) => client.request(CRASH_REPORT_PATH, { method: 'POST', body, refresh: false }),
    now: () => now,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { client, fake, settle, advance: (ms: number) => (now += ms) };
}

const failing =
  (status: number, code: string): FakeHandler =>
  () =>
    errorResponse(status, code);

describe('crash reports of failed calls', () => {
  it.each([
    [500, 'INTERNAL_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
    [404, 'NOT_FOUND'],
    [403, 'FORBIDDEN'],
  ])('a call answered %i is reported with its method, path and status, never its query', async (status, code) => {
    const { client, fake, settle } = world({ [`GET ${MODE}`]: failing(status, code) });
    await expect(client.request(`${MODE}?uuid=secret-person`)).rejects.toMatchObject({ status });
    await settle();
    expect(fake.crashReports).toHaveLength(1);
    const body = fake.crashReports[0]!.body as Record<string, string>;
    expect(body).toMatchObject({ projectname: 'web', event_name: 'api_error' });
    expect(body.api_details).toContain(`GET ${MODE} ${status}`);
    expect(JSON.stringify(body)).not.toContain('secret-person');
  });

  it('a call the page cancelled is reported as cancelled', async () => {
    const { client, fake, settle } = world({ [`GET ${MODE}`]: () => envelope(mode) });
    const controller = new AbortController();
    controller.abort();
    await expect(client.request(MODE, { signal: controller.signal })).rejects.toMatchObject({ status: 0 });
    await settle();
    expect(fake.crashReports.map((c) => (c.body as { event_name: string }).event_name)).toEqual(['api_cancelled']);
  });

  it('a 404 the caller expects as a state (no photo set yet) sends nothing', async () => {
    const { client, fake, settle } = world({ [`GET ${MODE}`]: failing(404, 'NOT_FOUND') });
    await expect(client.request(MODE, { expectedStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    await settle();
    expect(fake.crashReports).toEqual([]);
  });

  it('a refusal of bad input (400) or a success sends nothing', async () => {
    const { client, fake, settle } = world({
      [`GET ${MODE}`]: () => envelope(mode),
      'POST /cognito-login-service/auth/leadCapture': () =>
        errorResponse(400, 'VALIDATION_FAILED', 'bad', [{ field: 'name', message: 'is needed' }]),
    });
    await client.request(MODE);
    await expect(
      client.request('/cognito-login-service/auth/leadCapture', { method: 'POST', body: { name: 'Meera' } }),
    ).rejects.toMatchObject({ status: 400 });
    await settle();
    expect(fake.crashReports).toEqual([]);
  });

  it('the same failure is reported once a minute, and a report that fails is not reported', async () => {
    const { client, fake, settle, advance } = world({ [`GET ${MODE}`]: failing(404, 'NOT_FOUND') });
    for (let i = 0; i < 3; i++) await client.request(MODE).catch(() => undefined);
    await settle();
    expect(fake.crashReports).toHaveLength(1);
    advance(60_000);
    await client.request(MODE).catch(() => undefined);
    await settle();
    expect(fake.crashReports).toHaveLength(2);
  });

  it('a failing crash report call is not itself reported', async () => {
    const send = vi.fn(() => Promise.reject(new Error('down')));
    const report = createCrashReporter({ send });
    report({ method: 'POST', path: CRASH_REPORT_PATH, status: 503, errorCode: 'SERVICE_UNAVAILABLE' });
    expect(send).not.toHaveBeenCalled();
  });
});

import type { DataExport } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { CHILD_A, CHILD_B, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 15_000 };
const EXPORTS = '/privacy/exports';
const MINE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const CHILDS = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const learner = profile();

function anExport(overrides: Partial<DataExport>): DataExport {
  return {
    export_id: MINE,
    subject_uuid: learner.uuid,
    subject_name: learner.name,
    state: 'waiting',
    done_steps: 0,
    total_steps: 5,
    requested_at: '2026-05-05T06:30:00Z',
    ready_at: null,
    expires_at: null,
    size_bytes: null,
    ...overrides,
  };
}

const READY: Partial<DataExport> = {
  state: 'ready',
  done_steps: 5,
  ready_at: '2026-05-05T06:31:00Z',
  expires_at: '2026-05-12T06:31:00Z',
  size_bytes: 2_400_000,
};

/** The export's reads answer each state in turn, then the last one for ever (as a job that has settled). */
function inTurn(...states: DataExport[]): FakeHandler {
  let next = 0;
  return () => envelope(states[Math.min(next++, states.length - 1)]);
}

function learnerWorld(handlers: Record<string, FakeHandler>) {
  storeSession({ uuid: learner.uuid, user_type_id: 1 });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(learner),
    ...handlers,
  });
}

async function yourDataCard() {
  return screen.findByRole('region', { name: 'Your data' }, SLOW);
}

describe('profile: your data out', { timeout: 40_000 }, () => {
  it('asks for the export, shows its progress while it is built, then downloads the zip', async () => {
    const fake = learnerWorld({
      [`GET ${EXPORTS}`]: () => envelope({ exports: [] }),
      [`POST ${EXPORTS}`]: () => envelope(anExport({})),
      [`GET ${EXPORTS}/${MINE}`]: inTurn(anExport({ state: 'building', done_steps: 2 }), anExport(READY)),
      [`GET ${EXPORTS}/${MINE}/file`]: () =>
        new Response('PK\u0003\u0004', { headers: { 'content-type': 'application/zip' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp('/profile');
    const user = userEvent.setup();
    const card = await yourDataCard();
    expect(card).toHaveTextContent(/profile, progress, answers, attendance, homework, notifications/);

    await user.click(await within(card).findByRole('button', { name: 'Download my data' }, SLOW));
    expect(fake.calls.find((c) => c.method === 'POST' && c.path === EXPORTS)?.body).toEqual({});

    const bar = await within(card).findByRole('progressbar', { name: 'Preparing the download of Asha Rao' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 parts ready'));
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(within(card).getByRole('status')).toHaveTextContent('We are preparing the download.');
    expect(within(card).queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();

    // The next read finds it ready: the link shows, in words the live region announces.
    const download = await within(card).findByRole('button', { name: 'Download the ZIP file' }, SLOW);
    expect(within(card).getByRole('status')).toHaveTextContent(/available until 12 May 2026/);
    expect(within(card).getByText('Size: 2.4 MB')).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    const polls = fake.calls.filter((c) => c.path === `${EXPORTS}/${MINE}`).length;
    expect(polls).toBe(2);

    await user.click(download);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const fileCall = fake.calls.find((c) => c.path === `${EXPORTS}/${MINE}/file`)!;
    expect(fileCall.method).toBe('GET');
    expect(fileCall.authorization).toBe('Bearer access-1');
    // Settled: no more reads of the export.
    expect(fake.calls.filter((c) => c.path === `${EXPORTS}/${MINE}`)).toHaveLength(polls);
  });

  it('shows the last export when the card opens: a failed one says so and tries again', async () => {
    const fake = learnerWorld({
      [`GET ${EXPORTS}`]: () => envelope({ exports: [anExport({ state: 'failed', done_steps: 3 })] }),
      [`POST ${EXPORTS}`]: () => envelope(anExport({ export_id: CHILDS, ...READY })),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    const card = await yourDataCard();
    expect(await within(card).findByRole('status', {}, SLOW)).toHaveTextContent(
      'We could not prepare the download. Please ask for it again.',
    );
    expect(within(card).queryByRole('button', { name: 'Download the ZIP file' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('button', { name: 'Download the ZIP file' })).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST' && c.path === EXPORTS)).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('an expired export asks again; a refused ask is said plainly', async () => {
    learnerWorld({
      [`GET ${EXPORTS}`]: () =>
        envelope({ exports: [anExport({ ...READY, state: 'expired', expires_at: '2026-05-12T06:31:00Z' })] }),
      [`POST ${EXPORTS}`]: () => errorResponse(429, 'RATE_LIMITED', 'Too many requests'),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    const card = await yourDataCard();
    expect(await within(card).findByRole('status', {}, SLOW)).toHaveTextContent(
      /The download made on 5 May 2026 has expired and its file is deleted/,
    );
    await user.click(within(card).getByRole('button', { name: 'Ask again' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('We could not ask for the download.');
  });

  it('a ready export whose file cannot be had says so', async () => {
    learnerWorld({
      [`GET ${EXPORTS}`]: () => envelope({ exports: [anExport(READY)] }),
      [`GET ${EXPORTS}/${MINE}/file`]: () => errorResponse(404, 'NOT_FOUND'),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    const card = await yourDataCard();
    await user.click(await within(card).findByRole('button', { name: 'Download the ZIP file' }, SLOW));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'We could not download the file. Check your connection and try again.',
    );
  });

  it("a parent follows a linked child's export on the child's own card, and asks for another child's", async () => {
    const parent = parentProfile();
    const childExport = anExport({
      export_id: CHILDS,
      subject_uuid: CHILD_A,
      subject_name: 'Asha Rao',
      state: 'building',
      done_steps: 1,
      total_steps: 4,
    });
    const raviExport = anExport({ export_id: MINE, subject_uuid: CHILD_B, subject_name: 'Ravi Rao' });
    storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@example.com' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      [`GET ${EXPORTS}`]: () => envelope({ exports: [childExport] }),
      [`GET ${EXPORTS}/${CHILDS}`]: inTurn(anExport({ ...childExport, ...READY, subject_name: 'Asha Rao' })),
      [`POST ${EXPORTS}`]: () => envelope(raviExport),
      [`GET ${EXPORTS}/${MINE}`]: () => envelope(raviExport),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    await yourDataCard();
    const asha = await screen.findByRole('region', { name: 'Asha Rao’s data' }, SLOW);
    const ravi = screen.getByRole('region', { name: 'Ravi Rao’s data' });

    // Asha's export was being built when the card opened: it is followed to ready on her card only.
    expect(await within(asha).findByRole('button', { name: 'Download Asha Rao’s ZIP file' }, SLOW)).toBeInTheDocument();
    expect(within(ravi).queryByRole('button', { name: /ZIP file/ })).not.toBeInTheDocument();
    // The parent's own data is theirs to ask for, apart from the children's.
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();

    await user.click(within(ravi).getByRole('button', { name: 'Download Ravi Rao’s data' }));
    await waitFor(() =>
      expect(within(ravi).getByRole('status')).toHaveTextContent('Your download is in the queue and will start soon.'),
    );
    expect(within(ravi).getByRole('progressbar', { name: 'Preparing the download of Ravi Rao' })).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST' && c.path === EXPORTS)?.body).toEqual({ uuid: CHILD_B });
  });

  it('lists earlier downloads under the newest: when asked, ready until when, failed, or expired and when', async () => {
    const OLDER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    const OLDEST = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
    const FAILED = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const parent = parentProfile();
    const ofChild = (o: Partial<DataExport>) => anExport({ subject_uuid: CHILD_A, subject_name: 'Asha Rao', ...o });
    storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@example.com' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      [`GET ${EXPORTS}`]: () =>
        envelope({
          exports: [
            ofChild({ ...READY, export_id: MINE, requested_at: '2026-05-20T06:30:00Z' }),
            ofChild({
              ...READY,
              export_id: OLDER,
              requested_at: '2026-05-16T06:30:00Z',
              expires_at: '2026-05-23T06:31:00Z',
            }),
            ofChild({ export_id: FAILED, state: 'failed', requested_at: '2026-05-10T06:30:00Z' }),
            ofChild({
              ...READY,
              export_id: OLDEST,
              state: 'expired',
              requested_at: '2026-05-01T06:30:00Z',
              expires_at: '2026-05-08T06:31:00Z',
            }),
          ],
        }),
      [`GET ${EXPORTS}/${OLDER}/file`]: () =>
        new Response('PK\u0003\u0004', { headers: { 'content-type': 'application/zip' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:older'), revokeObjectURL: vi.fn() }));
    renderApp('/profile');
    const user = userEvent.setup();
    const asha = await screen.findByRole('region', { name: 'Asha Rao’s data' }, SLOW);
    const history = await within(asha).findByRole('region', { name: 'Earlier downloads' }, SLOW);
    const items = within(history).getAllByRole('listitem');
    // The newest is the card's own; the three before it are the history, newest first.
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Asked on 16 May 2026/);
    expect(items[0]).toHaveTextContent(/Ready\. Available until 23 May 2026/);
    expect(items[1]).toHaveTextContent(/Asked on 10 May 2026.*Could not be prepared\./);
    expect(items[2]).toHaveTextContent(/Asked on 1 May 2026.*Expired on 8 May 2026, [^.]*\. Its file is deleted\./);
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button', { name: 'Download this ZIP file' }));
    await waitFor(() => expect(fake.calls.some((c) => c.path === `${EXPORTS}/${OLDER}/file`)).toBe(true));
    // A parent's own data has no history yet: nothing listed for it.
    const card = await yourDataCard();
    expect(within(card).getAllByRole('region', { name: 'Earlier downloads' })).toHaveLength(1);
  });
});

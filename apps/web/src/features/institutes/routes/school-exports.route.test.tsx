import type { SchoolExport } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { profile, school, section, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SLOW = { timeout: 15_000 };
const EXPORTS = '/privacy/school-exports';
const ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const OLD = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

const admin = profile({
  user_type_id: 5,
  role: 'SCHOOL_ADMIN',
  name: 'Rajesh Kumar',
  school,
  sections: [section(1, 'A')],
});

function anExport(overrides: Partial<SchoolExport>): SchoolExport {
  return {
    export_id: ID,
    school_id: school.school_id,
    state: 'waiting',
    done_steps: 0,
    total_steps: 9,
    requested_at: '2026-05-05T06:30:00Z',
    requested_by_name: 'Rajesh Kumar',
    ready_at: null,
    expires_at: null,
    size_bytes: null,
    ...overrides,
  };
}

const READY: Partial<SchoolExport> = {
  state: 'ready',
  done_steps: 9,
  ready_at: '2026-05-05T06:32:00Z',
  expires_at: '2026-05-12T06:32:00Z',
  size_bytes: 48_300_000,
};

/** The export's reads answer each state in turn, then the last one for ever (as a job that has settled). */
function inTurn(...states: SchoolExport[]): FakeHandler {
  let next = 0;
  return () => envelope(states[Math.min(next++, states.length - 1)]);
}

describe('the school’s data out', { timeout: 40_000 }, () => {
  it('asks, follows the progress, lists the earlier expired one, and downloads the zip', async () => {
    storeSession({ uuid: admin.uuid, user_type_id: 5, username: 'admin@demo.school' });
    const expired = anExport({ ...READY, export_id: OLD, state: 'expired', requested_at: '2026-04-01T06:30:00Z' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(admin),
      [`GET ${EXPORTS}`]: () => envelope({ exports: [expired] }),
      [`POST ${EXPORTS}`]: () => envelope(anExport({})),
      [`GET ${EXPORTS}/${ID}`]: inTurn(anExport({ state: 'building', done_steps: 4 }), anExport(READY)),
      [`GET ${EXPORTS}/${ID}/file`]: () =>
        new Response('PK\u0003\u0004', { headers: { 'content-type': 'application/zip' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:school-export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderApp('/batch-master');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'School data' }, SLOW);
    expect(card).toHaveTextContent(/what your school takes with it if it leaves ESC\+/);
    const entries = () => within(card).getAllByTestId('school-export');
    await waitFor(() => expect(entries()).toHaveLength(1), SLOW);
    expect(entries()[0]).toHaveTextContent('Expired: the file was deleted. Ask again for a new one.');

    await user.click(within(card).getByRole('button', { name: 'Prepare the school’s data' }));
    const bar = await within(card).findByRole('progressbar', { name: 'Preparing the school’s data' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '4 of 9 parts ready'));
    // One export of a school at a time: no second ask while it is being prepared.
    expect(within(card).queryByRole('button', { name: 'Prepare the school’s data' })).not.toBeInTheDocument();

    const download = await within(card).findByRole('button', { name: 'Download the ZIP file' }, SLOW);
    expect(entries()[0]).toHaveTextContent(/Ready\. The link works until 12 May 2026/);
    expect(entries()[0]).toHaveTextContent('Asked on 5 May 2026');
    expect(within(entries()[0]!).getByText('Size: 48.3 MB')).toBeInTheDocument();
    expect(entries()).toHaveLength(2);

    await user.click(download);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fake.calls.find((c) => c.path === `${EXPORTS}/${ID}/file`)?.method).toBe('GET');
    expect(within(card).getByRole('button', { name: 'Prepare the school’s data' })).toBeInTheDocument();
  });
});

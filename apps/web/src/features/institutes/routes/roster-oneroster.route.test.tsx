import type { OneRosterFileBody, OneRosterPreviewData } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, school, section, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { previewData } from '../test/institute-fixtures';

/** The first screen of a test loads a lazy route chunk: allow for a busy machine. */
const SLOW = { timeout: 15_000 };

const admin = profile({
  user_type_id: 5,
  role: 'SCHOOL_ADMIN',
  name: 'Rajesh Kumar',
  school,
  sections: [section(1, 'A')],
});
/** The bytes of an empty zip (its end record only). */
const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

function oneRosterPreview(overrides: Partial<OneRosterPreviewData> = {}): OneRosterPreviewData {
  return {
    ...previewData({
      rows: [
        {
          row_number: 1,
          row_type: 'student',
          key: 'row 1',
          status: 'rejected',
          changes: [],
          errors: [{ field: 'email', message: 'is required' }],
          source: { file: 'users.csv', sourced_id: 'user1' },
        },
      ],
      counts: { total: 1, new: 0, changed: 0, unchanged: 0, rejected: 1 },
    }),
    orgs: [
      { sourced_id: '12345', name: 'School 1' },
      { sourced_id: '54321', name: 'School 2' },
    ],
    org: '12345',
    other_school_records: 2,
    ...overrides,
  };
}

function stubAdminApi() {
  storeSession({ uuid: admin.uuid, user_type_id: 5, username: 'admin@demo.school' });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(admin),
    'POST /cognito-login-service/auth/sectionWiseStudentCount': () =>
      envelope({ school_id: 101, total_students: 0, sections: [] }),
    'GET /institutes/settings/staffContact': () => envelope({ show_staff_contact: false, default_language: null }),
    'POST /institutes/roster/oneroster/preview': () => envelope(oneRosterPreview()),
    'GET /institutes/roster/oneroster': () =>
      new Response(ZIP_BYTES, { headers: { 'content-type': 'application/zip' } }),
  });
}

describe('the roster screen with OneRoster', () => {
  it('sends a zip to the OneRoster preview, names each record’s file, and checks again with the board and school chosen', async () => {
    const fake = stubAdminApi();
    renderApp('/batch-master');
    const user = userEvent.setup();
    await user.upload(
      await screen.findByTestId('roster-file-input', {}, SLOW),
      new File([ZIP_BYTES], 'roster.zip', { type: 'application/zip' }),
    );
    const table = await screen.findByTestId('roster-preview-table', {}, SLOW);
    expect(within(table).getByText('users.csv, record user1')).toBeInTheDocument();
    expect(screen.getByText('2 records of the file’s other schools are left out.')).toBeInTheDocument();
    const first = fake.calls.find((c) => c.path === '/institutes/roster/oneroster/preview');
    expect((first?.body as OneRosterFileBody).zip).toBe(btoa(String.fromCharCode(...ZIP_BYTES)));

    const choices = screen.getByTestId('oneroster-choices');
    await user.type(within(choices).getByRole('textbox', { name: /Board of the classes/ }), 'CBSE');
    await user.click(within(choices).getByRole('button', { name: 'Check again' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === '/institutes/roster/oneroster/preview')).toHaveLength(2),
    );
    const second = fake.calls.filter((c) => c.path === '/institutes/roster/oneroster/preview')[1];
    expect(second?.body).toMatchObject({ board: 'CBSE' });
  });

  it('downloads the school’s roster as a OneRoster zip', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:roster');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fake = stubAdminApi();
    renderApp('/batch-master');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export as OneRoster' }, SLOW));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fake.calls.some((c) => c.path === '/institutes/roster/oneroster')).toBe(true);
    expect(createObjectURL.mock.calls[0]![0].size).toBe(ZIP_BYTES.length);
    expect(screen.queryByText('We could not prepare the download.')).not.toBeInTheDocument();
  });
});

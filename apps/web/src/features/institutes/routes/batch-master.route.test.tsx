import type { RosterFileBody } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, school, section, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** The first screen of a test loads a lazy route chunk: allow for a busy machine. */
const SLOW = { timeout: 15_000 };
import { previewData } from '../test/institute-fixtures';

const admin = profile({
  user_type_id: 5,
  role: 'SCHOOL_ADMIN',
  name: 'Rajesh Kumar',
  school,
  sections: [section(1, 'A')],
});
const CSV = 'row_type,section_name,board_id,class_id,valid_from\nsection,10-C,101,1010,2026-04-01\n';

function stubAdminApi(preview = previewData()) {
  storeSession({ uuid: admin.uuid, user_type_id: 5, username: 'admin@demo.school' });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(admin),
    'POST /cognito-login-service/auth/sectionWiseStudentCount': () =>
      envelope({
        school_id: 101,
        total_students: 1,
        sections: [
          {
            section_id: 1,
            section_name: '10-A',
            section_master_website_id: 85001,
            board_id: 1,
            board_name: 'CBSE',
            class_id: 8,
            class_name: 'Class 8',
            valid_from: '2026-04-01',
            valid_until: null,
            student_count: 1,
            language_id: 1,
          },
        ],
      }),
    'PUT /institutes/sections/medium': (call) => envelope(call.body),
    'GET /institutes/settings/staffContact': () => envelope({ show_staff_contact: false, default_language: null }),
    'PUT /institutes/settings/staffContact': (call) => envelope(call.body),
    'POST /institutes/roster/preview': () => envelope(preview),
    'POST /institutes/roster/apply': () =>
      envelope({
        counts: preview.counts,
        created: { sections: 1, students: 0, teachers: 0, parents: 0, parent_links: 0 },
        updated: 1,
        seats: preview.seats,
        invitations: [
          {
            kind: 'student',
            name: 'Anaya Gupta',
            email: 'anaya.gupta@example.com',
            mobile: null,
            code: 'K7QM-3XPD-9HTR',
            link: '/accept-invitation?code=K7QM-3XPD-9HTR',
            expires_at: '2026-12-01T00:00:00.000Z',
            sent: false,
          },
        ],
        pending_parent_links: 2,
      }),
  });
}

async function upload() {
  const user = userEvent.setup();
  await user.upload(
    await screen.findByTestId('roster-file-input', {}, SLOW),
    new File([CSV], 'roster.csv', { type: 'text/csv' }),
  );
  return user;
}

describe('batch master', () => {
  it('lists the school’s batches and offers the template', async () => {
    stubAdminApi();
    renderApp('/batch-master');
    expect(await screen.findByRole('heading', { level: 1, name: 'Batches' }, SLOW)).toBeInTheDocument();
    const table = await screen.findByTestId('school-batches', {}, SLOW);
    expect(within(table).getByRole('columnheader', { name: 'Students' })).toBeInTheDocument();
    expect(within(table).getByText('10-A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'href',
      '/api/institutes/roster/template',
    );
  });

  it('lets the admin set a section’s medium of instruction, each language named in its own script', async () => {
    const fake = stubAdminApi();
    renderApp('/batch-master');
    const table = await screen.findByTestId('school-batches', {}, SLOW);
    expect(within(table).getByRole('columnheader', { name: 'Medium' })).toBeInTheDocument();
    const medium = await within(table).findByRole('combobox', { name: 'Medium of instruction of 10-A' }, SLOW);
    expect(medium).toHaveValue('English');
    const user = userEvent.setup();
    await user.click(medium);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'हिन्दी', 'मराठी', 'বাংলা', 'தமிழ்', 'اردو']);
    await user.click(screen.getByRole('option', { name: 'हिन्दी' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/institutes/sections/medium')?.body).toEqual({
        section_id: 1,
        language_id: 2,
      }),
    );
  });

  it('shows rejected rows with their reasons and keeps Apply disabled', async () => {
    const fake = stubAdminApi();
    renderApp('/batch-master');
    await upload();
    const table = await screen.findByTestId('roster-preview-table', {}, SLOW);
    // Rejected rows are shown first when there are any.
    const rejected = within(table).getByRole('row', { name: /not-an-email/ });
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('email')).toBeInTheDocument();
    expect(within(rejected).getByText(': is not a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('3 rows: 1 new, 1 changed, 0 unchanged, 1 rejected.');
    const sent = fake.calls.find((c) => c.path === '/institutes/roster/preview');
    expect((sent?.body as RosterFileBody).csv).toBe(CSV);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'All (3)' }));
    expect(within(table).getByRole('row', { name: /asha@example.com/ })).toHaveTextContent('Changes: last_name');
  });

  it('applies a clean file and says what was imported', async () => {
    const fake = stubAdminApi(
      previewData({
        rows: [{ row_number: 2, row_type: 'section', key: '10-C', status: 'new', changes: [], errors: [] }],
        counts: { total: 1, new: 1, changed: 0, unchanged: 0, rejected: 0 },
        can_apply: true,
      }),
    );
    renderApp('/batch-master');
    const user = await upload();
    const apply = await screen.findByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    expect(await screen.findByTestId('roster-success')).toHaveTextContent('Created 1 sections');
    expect(screen.getByRole('status')).toHaveTextContent('Roster imported');
    expect(fake.calls.filter((c) => c.path === '/institutes/roster/apply')).toHaveLength(1);
    // One invitation per created person, to send or print; links waiting for parents are told.
    const invitations = screen.getByTestId('roster-invitations');
    expect(within(invitations).getByRole('row', { name: /Anaya Gupta/ })).toHaveTextContent('K7QM-3XPD-9HTR');
    expect(within(invitations).getByText('Give by hand')).toBeInTheDocument();
    expect(within(invitations).getByText(/accept-invitation\?code=K7QM-3XPD-9HTR$/)).toBeInTheDocument();
    expect(screen.getByTestId('roster-pending-links')).toHaveTextContent(
      '2 parent links wait for the parents to confirm with the code we sent them.',
    );
    expect(within(invitations).getByRole('button', { name: 'Print the list' })).toBeInTheDocument();
  });

  it('sets the language of the school’s messages, each language named in its own script', async () => {
    const fake = stubAdminApi();
    renderApp('/batch-master');
    const user = userEvent.setup();
    const settings = await screen.findByRole('region', { name: 'School settings' }, SLOW);
    const language = await within(settings).findByRole('combobox', { name: 'Language of messages' }, SLOW);
    expect(language).toHaveValue('English');
    await user.click(language);
    for (const name of ['हिन्दी', 'मराठी', 'বাংলা', 'தமிழ்', 'اردو']) {
      expect(await screen.findByRole('option', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'हिन्दी' }));
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        show_staff_contact: false,
        default_language: 'hi',
      }),
    );
    expect(await screen.findByText('The school settings are saved.')).toBeInTheDocument();
  });
});

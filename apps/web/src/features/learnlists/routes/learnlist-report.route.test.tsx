import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { report, TEACHER, teacherProfile } from '../test/learnlist-fixtures';

// The homework report: students of a section by items, with done, time spent and last opened, sortable, the
// section's completion per item and per student, and a spreadsheet download.

const REPORT = 'GET /syllabus-v2/learnListItemWiseStudentReportUniversity';

function stubReport(handler: FakeHandler) {
  return stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(teacherProfile()), [REPORT]: handler });
}

const names = () => screen.getAllByTestId('report-row').map((row) => within(row).getByRole('rowheader').textContent);

describe('item-wise report', () => {
  beforeEach(() => storeSession({ uuid: TEACHER, user_type_id: 3 }));

  it('shows students by items, sorted by real buttons that say how (aria-sort)', async () => {
    const fake = stubReport((call) =>
      call.query.get('format') === 'xlsx' ? new Response('PK', { status: 200 }) : envelope(report()),
    );
    renderApp('/learnlist-report/1?assignId=1');
    const table = await screen.findByRole('region', { name: 'Students of 10-A by item' });
    expect(table).toHaveAttribute('tabindex', '0');
    expect(
      fake.calls
        .filter((c) => c.query.has('learnListId'))
        .at(-1)!
        .query.get('assignId'),
    ).toBe('1');
    expect(screen.getByTestId('report-summary')).toHaveTextContent('50% done overall');
    expect(names()).toEqual(['Aarav Sharma', 'Kavya Reddy', 'Rohan Gupta']);
    expect(screen.getByRole('columnheader', { name: /Student/ })).toHaveAttribute('aria-sort', 'ascending');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(names()).toEqual(['Kavya Reddy', 'Aarav Sharma', 'Rohan Gupta']);
    expect(screen.getByRole('columnheader', { name: /^Done/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Student/ })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Time spent' }));
    expect(names()).toEqual(['Aarav Sharma', 'Kavya Reddy', 'Rohan Gupta']);

    const kavya = screen.getAllByTestId('report-row')[1]!;
    expect(within(kavya).getByText('2 of 2 (100%)')).toBeInTheDocument();
    expect(within(kavya).getAllByText(/^Done /)).toHaveLength(2);
    const rohan = screen.getAllByTestId('report-row')[2]!;
    expect(within(rohan).getByText('Never')).toBeInTheDocument();
    expect(within(rohan).getAllByText('Not done')).toHaveLength(2);
    const footer = screen.getByRole('rowheader', { name: 'Section' }).closest('tr')!;
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['50%', '', '', '67%', '33%']);
  });

  it('downloads the spreadsheet through the api client', async () => {
    const fake = stubReport((call) =>
      call.query.get('format') === 'xlsx' ? new Response('PK', { status: 200 }) : envelope(report()),
    );
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/learnlist-report/1?assignId=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download spreadsheet' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = fake.calls.find((c) => c.query.get('format') === 'xlsx')!;
    expect(download.query.get('assignId')).toBe('1');
    expect(download.query.get('sectionId')).toBe('5001');
    expect(download.authorization).toBe('Bearer access-1');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Acids-Bases-and-Salts-Homework-1-10-A.xlsx');
  });

  it('reads another section the homework was given to', async () => {
    const fake = stubReport((call) =>
      envelope(
        call.query.get('sectionId') === '5002'
          ? report({ section_id: 5002, section_name: '10-B', students: [] })
          : report(),
      ),
    );
    renderApp('/learnlist-report/1?assignId=1');
    await screen.findByRole('region', { name: 'Students of 10-A by item' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: '10-B' }));
    expect(await screen.findByText('No students in this section yet.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.query.get('sectionId') === '5002')).toBe(true);
  });

  it('says plainly when nobody has the homework yet, or when it is not the teacher’s to read', async () => {
    stubReport(() =>
      envelope(report({ assign_id: null, section_id: null, section_name: null, due_at: null, students: [] })),
    );
    const { unmount } = renderApp('/learnlist-report/1');
    expect(await screen.findByText(/Nobody has this homework yet/)).toBeInTheDocument();
    unmount();
    stubReport(() => errorResponse(403, 'FORBIDDEN', 'You do not teach a section this homework was given to.'));
    renderApp('/learnlist-report/1?assignId=9');
    expect(await screen.findByTestId('learnlist-problem')).toHaveTextContent(
      'You do not teach a section this homework was given to.',
    );
  });
});

import type { Notice, NoticeReceiptsData, SentNotice } from '@esc/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appOutbox } from '../../../lib/outbox.app';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { profile, section, storeSession } from '../../../test/fixtures';
import { NoticesRoute } from './notices.route';

const notice = (id: number, overrides: Partial<Notice> = {}): Notice => ({
  notice_id: id,
  school_id: 101,
  author_uuid: '77777777-7777-4777-8777-777777777777',
  author_name: 'Meera Iyer',
  notice_title: `Notice ${id}`,
  notice_text: `Text of notice ${id}`,
  audience: 'sections',
  class_ids: [],
  section_ids: [1],
  audience_label: 'Sections A',
  attachments: [],
  publish_at: '2026-11-24T09:00:00.000Z',
  published: true,
  created_at: '2026-11-24T09:00:00.000Z',
  updated_at: '2026-11-24T09:00:00.000Z',
  is_read: false,
  read_at: null,
  ...overrides,
});

function renderNotices(path = '/notices') {
  const router = createMemoryRouter([{ path: '/notices', element: <NoticesRoute /> }], { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('/notices for a learner', () => {
  it('shows unread notices first, marked; opening one marks it read; its files download', async () => {
    storeSession();
    let read = false;
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /live-class/notices/myNotices': () =>
        envelope({
          notices: [
            notice(2, {
              is_read: read,
              attachments: [
                { key: 'uploads/101/notices/timetable.pdf', name: 'timetable.pdf', url: '/api/media/file/x' },
              ],
            }),
            notice(1, { is_read: true, read_at: '2026-11-24T10:00:00.000Z' }),
          ],
          total: 2,
          unread_count: read ? 0 : 1,
        }),
      'POST /live-class/notices/markNoticeRead': () => {
        read = true;
        return envelope({ notice_ids: [2], newly_read: 1 });
      },
    });
    renderNotices();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notice board' })).toBeInTheDocument();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: /Unread Notice 2/ });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/live-class/notices/markNoticeRead')?.body).toEqual({
        notice_ids: [2],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Download timetable.pdf' })).toHaveAttribute(
      'href',
      '/api/media/file/x',
    );
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
  });

  it('opens and marks read the notice a notification links to', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /live-class/notices/myNotices': () => envelope({ notices: [notice(5)], total: 1, unread_count: 1 }),
      'POST /live-class/notices/markNoticeRead': () => envelope({ notice_ids: [5], newly_read: 1 }),
    });
    renderNotices('/notices?notice=5');
    expect(await screen.findByText('Text of notice 5')).toBeVisible();
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/live-class/notices/markNoticeRead')).toBe(true));
  });

  it('says when there are no notices, and offers a retry when they do not load', async () => {
    storeSession();
    let fail = true;
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /live-class/notices/myNotices': () =>
        fail ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'down') : envelope({ notices: [], total: 0, unread_count: 0 }),
    });
    renderNotices();
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('We could not load the notices.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No notices yet/)).toBeInTheDocument();
  });
});

describe('/notices for a teacher', () => {
  const teacher = profile({
    uuid: '77777777-7777-4777-8777-777777777777',
    user_type_id: 3,
    name: 'Meera Iyer',
    sections: [section(1, '10-A', 'Class 10'), section(2, '10-B', 'Class 10')],
  });

  it('lists sent notices with "read by N of M" and who has read them', async () => {
    storeSession({ uuid: teacher.uuid, user_type_id: 3 });
    const sent: SentNotice = { ...notice(9), read_count: 1, audience_size: 2 };
    const receipts: NoticeReceiptsData = {
      notice_id: 9,
      audience_size: 2,
      read_count: 1,
      receipts: [
        {
          uuid: '11111111-1111-4111-8111-111111111111',
          name: 'Asha Rao',
          role: 'learner',
          section_name: '10-A',
          read_at: '2026-11-24T10:00:00.000Z',
        },
        {
          uuid: '22222222-2222-4222-8222-222222222222',
          name: 'Bala Nair',
          role: 'learner',
          section_name: '10-A',
          read_at: null,
        },
      ],
    };
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacher),
      'POST /live-class/teacher/notices/searchNoticesUniversity': () =>
        envelope({ notices: [sent], total: 1, page_no: 1, page_size: 30 }),
      'POST /live-class/teacher/notices/noticeReceipts': () => envelope(receipts),
    });
    renderNotices();
    expect(await screen.findByText('Read by 1 of 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Who has read it' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Read (1)')).toBeInTheDocument();
    expect(within(dialog).getByText(/Asha Rao · learner · 10-A/)).toBeInTheDocument();
    expect(within(dialog).getByText('Not read yet (1)')).toBeInTheDocument();
    expect(within(dialog).getByText('Bala Nair · learner · 10-A')).toBeInTheDocument();
  });

  it('writes a notice to a section, counting its characters', async () => {
    storeSession({ uuid: teacher.uuid, user_type_id: 3 });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacher),
      'POST /live-class/teacher/notices/searchNoticesUniversity': () =>
        envelope({ notices: [], total: 0, page_no: 1, page_size: 30 }),
      'POST /live-class/teacher/notices/saveNotice': () =>
        envelope({ notice: notice(10), deleted: false, replayed: false, publish_at_passed: null }),
    });
    renderNotices('/notices?tab=compose');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Notice/ }), 'Bring your lab coats.');
    expect(screen.getByText('21 of 4,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Sections' }));
    await user.click(screen.getByRole('button', { name: 'Publish notice' }));
    expect(await screen.findByText('Choose at least one section.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '10-A' }));
    await user.click(screen.getByRole('button', { name: 'Publish notice' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/live-class/teacher/notices/saveNotice')?.body).toMatchObject({
        notice_text: 'Bring your lab coats.',
        audience: 'sections',
        section_ids: [1],
        publish_at: null,
      }),
    );
    expect(await screen.findByText('You have not sent a notice yet.')).toBeInTheDocument();
  });

  it('a notice written with no connection waits on the device with its publish time and its own id', async () => {
    storeSession({ uuid: teacher.uuid, user_type_id: 3 });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacher),
      'POST /live-class/teacher/notices/searchNoticesUniversity': () =>
        envelope({ notices: [], total: 0, page_no: 1, page_size: 30 }),
      // The link is down: the request fails as a browser's does offline (no answer, so no retries
      // that would hold the outbox's pass into the next test).
      'POST /live-class/teacher/notices/saveNotice': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderNotices('/notices?tab=compose');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Notice/ }), 'Sports day on Friday');
    await user.type(screen.getByLabelText('Publish at (leave empty to publish now)'), '2026-12-04T08:00');
    await user.click(screen.getByRole('button', { name: 'Schedule notice' }));
    expect(
      await screen.findByText('Saved on this device; it will be sent, with its publish time, when you are online.'),
    ).toBeInTheDocument();
    const [entry] = appOutbox.entries();
    expect(entry).toMatchObject({ tag: 'notice', owner: teacher.uuid, path: '/live-class/teacher/notices/saveNotice' });
    expect(entry!.body).toMatchObject({
      notice_text: 'Sports day on Friday',
      publish_at: new Date('2026-12-04T08:00').toISOString(),
      client_notice_id: entry!.id,
    });
    appOutbox.remove([entry!.id]);
    offline.mockRestore();
  });

  it('a notice that arrived after its publish time tells its writer it was published at once', async () => {
    storeSession({ uuid: teacher.uuid, user_type_id: 3 });
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(teacher),
      'POST /live-class/teacher/notices/searchNoticesUniversity': () =>
        envelope({ notices: [], total: 0, page_no: 1, page_size: 30 }),
      'POST /live-class/teacher/notices/saveNotice': () =>
        envelope({
          notice: notice(11),
          deleted: false,
          replayed: false,
          publish_at_passed: '2026-11-24T04:30:00.000Z',
        }),
    });
    renderNotices('/notices?tab=compose');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Notice/ }), 'Buses leave at 2 pm');
    await user.click(screen.getByRole('button', { name: 'Publish notice' }));
    // The time in the device's zone (10:00 am in India; the test machine's zone may differ).
    expect(
      await screen.findByText(
        /^Your notice arrived after its publish time \(24 Nov.+\), so it was published at once\.$/,
      ),
    ).toBeInTheDocument();
    expect(appOutbox.entries()).toEqual([]);
  });
});

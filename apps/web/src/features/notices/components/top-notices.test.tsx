import type { Notice } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_A, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The latest three notices on the student and parent dashboards (spec 001 §9: top notices 3),
// composed into the dashboards by the app, and "Notices" in every signed-in role's navigation.

const notice = (id: number, isRead = false): Notice => ({
  notice_id: id,
  school_id: 101,
  author_uuid: '77777777-7777-4777-8777-777777777777',
  author_name: 'Meera Iyer',
  notice_title: `Notice ${id}`,
  notice_text: `Text ${id}`,
  audience: 'school',
  class_ids: [],
  section_ids: [],
  audience_label: 'The whole school',
  attachments: [],
  publish_at: '2026-11-24T09:00:00.000Z',
  published: true,
  created_at: '2026-11-24T09:00:00.000Z',
  updated_at: '2026-11-24T09:00:00.000Z',
  is_read: isRead,
  read_at: isRead ? '2026-11-24T10:00:00.000Z' : null,
});

const top = envelope({ notices: [notice(3), notice(2), notice(1, true)], total: 5, unread_count: 2 });

describe('latest notices on the dashboards', () => {
  it('a student sees three, the unread ones marked, and the way to the notice board', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile({ sections: [] })),
      'GET /mis/recentContent.2.0': () => envelope({ contents: [], continue_learning: [] }),
      'GET /live-class/notices/getTopThreeNotices': () => top.clone(),
    });
    renderApp('/student-dashboard');
    const card = await screen.findByTestId('top-notices', {}, { timeout: 15_000 });
    expect(within(card).getByRole('heading', { name: 'Latest notices' })).toBeInTheDocument();
    expect(await within(card).findAllByRole('article')).toHaveLength(3);
    expect(within(card).getAllByText('Unread')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'All notices (2 unread)' })).toHaveAttribute('href', '/notices');
    expect(screen.getAllByRole('link', { name: 'Notices' })[0]).toHaveAttribute('href', '/notices');
  });

  it('a parent sees the active child’s', async () => {
    storeSession({ uuid: parentProfile().uuid, user_type_id: 2 });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parentProfile()),
      'GET /live-class/notices/getTopThreeNotices': () => top.clone(),
    });
    renderApp('/parent-dashboard');
    await screen.findByTestId('top-notices', {}, { timeout: 15_000 });
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/live-class/notices/getTopThreeNotices')?.query.get('uuid')).toBe(
        CHILD_A,
      ),
    );
  });
});

import type { NotificationItem, Profile } from '@esc/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readActiveChild, writeActiveChild } from '../../../lib/active-child';
import { envelope, stubFetch } from '../../../test/fake-api';
import { CHILD_A, CHILD_B, child, parentProfile, profile, section, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { detail, item } from '../test/learnlist-fixtures';

// The notification that a class's recap is published opens the recap where learners find
// it under the class (/learnlist-detail/{id}?assignId=, the schedule's recap link); a parent's names the
// class's section, so it opens for their child placed there, made the active child.

const SLOW = { timeout: 15_000 };
const LINK = '/learnlist-detail/77?assignId=501';

class QuietEventSource {
  addEventListener() {}
  close() {}
}

const recapDetail = detail({
  learnlist_id: 77,
  learnlist_name: 'Recap: Light 2026-11-24',
  is_class_recap: 1,
  stage: 2,
  assign_id: 501,
  mode: 1,
  can_edit: false,
  can_assign: false,
  learnlist_data: [item(), item({ learnlist_item_id: '100002', content_title: 'Mirrors', learnlist_item_order: 2 })],
});

function notice(title: string, link: string): NotificationItem {
  return {
    id: '00000001-0000-4000-8000-000000000000',
    kind: 'class_recap_published',
    title,
    body: 'The recap of your live class “Light” on Tue 24 Nov is ready: 2 items to go over.',
    link,
    data: { sch_id: 3, learnlist_id: 77, assign_id: 501 },
    read_at: null,
    created_at: '2026-11-24T07:00:00.000Z',
  };
}

function stub(me: Profile, told: NotificationItem) {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(me),
    'POST /notifications/list': () =>
      envelope({
        notifications: [told],
        unread_count: 1,
        total: 1,
        page_no: 1,
        page_size: 20,
        stream_ticket: 'ticket-1',
        stream_ticket_expires_in: 60,
      }),
    'POST /syllabus-v2/learnerLearnListHomework': () =>
      envelope({ uuid: CHILD_A, total_count: 0, page_no: 1, page_size: 100, homework: [] }),
    'GET /syllabus-v2/learnListDetailUniversity': () => envelope(recapDetail),
    'GET /content/v2/contentDetailsByContentIds': () => envelope({ content_details: [], missing_ids: [] }),
  });
}

async function openNotice(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, SLOW));
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^Unread: ${title}`) }, SLOW));
}

beforeEach(() => {
  vi.stubGlobal('EventSource', QuietEventSource);
});

describe('the notification that a class recap is published', { timeout: 40_000 }, () => {
  it('opens the recap for the learner, as the class’s recap link on the schedule does', async () => {
    storeSession();
    const fake = stub(profile(), notice('Class recap ready', LINK));
    const { router } = renderApp('/profile');
    await openNotice('Class recap ready');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(LINK));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recap: Light 2026-11-24' }, SLOW)).toBeVisible();
    expect(screen.getByText('The recap of a live class: what was opened in class.')).toBeInTheDocument();
    const call = fake.calls.find((c) => c.path.endsWith('/learnListDetailUniversity'))!;
    expect(call.query.get('learnListId')).toBe('77');
    expect(call.query.get('assignId')).toBe('501');
    expect(call.query.get('uuid')).toBeNull();
  });

  it('opens it for the parent’s child in the class’s section, made the active child', async () => {
    const parent = parentProfile();
    parent.children = [
      child(CHILD_A, 'Asha Rao', 'A'),
      { ...child(CHILD_B, 'Ravi Rao', 'B'), sections: [section(2, 'B')] },
    ];
    storeSession({ uuid: parent.uuid, user_type_id: 2 });
    writeActiveChild(parent.uuid, CHILD_A);
    const fake = stub(parent, notice('Class recap ready for your child', `${LINK}&section=2`));
    renderApp('/profile');
    await openNotice('Class recap ready for your child');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recap: Light 2026-11-24' }, SLOW)).toBeVisible();
    expect(readActiveChild(parent.uuid)).toBe(CHILD_B);
    const calls = fake.calls.filter((c) => c.path.endsWith('/learnListDetailUniversity'));
    expect(calls.map((c) => c.query.get('uuid'))).toEqual([CHILD_B]);
    expect(calls[0]!.query.get('assignId')).toBe('501');
  });
});

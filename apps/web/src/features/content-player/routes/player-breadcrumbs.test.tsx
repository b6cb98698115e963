import type { SyllabusNode } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { contentDetail, gateAnswer } from '../test/player-fixtures';

// The player's breadcrumb opened the wrong page: it linked the topic the content was
// opened from to the chapter screen (/student-syllabus/<topic id>), under the group's name.

function node(syllabus_id: number, name: string, type: number, rack: number | null, parent: number | null) {
  return {
    syllabus_id,
    name,
    syllabus_name: name,
    syllabus_type_id: type,
    rack_type_id: rack,
    parent_id: parent,
    board_id: 101,
    class_id: 1010,
    order: 1,
    has_child: true,
    child_count: 1,
    version: 3,
    tag_value_id: null,
    is_custom_rack: 0,
    group_presentation: null,
    book_code: null,
  } satisfies SyllabusNode;
}

const TOPIC = 30580;
const CHAPTER = 20240;

function stubPlayerWithTrail() {
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(profile()),
    'POST /access/decide': gateAnswer,
    'GET /content/v2/contentDetailsByContentIds': () =>
      envelope({
        content_details: [contentDetail({ syllabus_id: TOPIC, group_name: 'Concept Videos' })],
        missing_ids: [],
      }),
    'GET /mis/getContentResumeTime': () => envelope({ contents: [] }),
    'POST /learning/bookmarks/status': () => envelope({ items: [] }),
    'GET /syllabus-v2/syllabusParentDetail': () =>
      envelope({
        version: 3,
        syllabus: { ...node(TOPIC, 'Balancing Chemical Equations', 6, 6, CHAPTER), child_list: [] },
        parent_list: [
          node(101, 'CBSE', 3, null, null),
          node(1010, 'Class 10', 2, 3, 101),
          node(10002, 'Science', 4, 4, 1010),
          node(CHAPTER, 'Chemical Reactions and Equations', 5, 5, 10002),
        ],
      }),
  });
}

describe('the player’s breadcrumbs', () => {
  it('trace the content’s place in the syllabus, and the topic opens the topic’s own screen', async () => {
    storeSession();
    const fake = stubPlayerWithTrail();
    const { router } = renderApp(`/content-player/100001?syllabusId=${TOPIC}&groupId=3003`);
    const trail = await screen.findByRole('navigation', { name: 'Where you are' });
    const topic = await within(trail).findByRole('link', { name: 'Balancing Chemical Equations' });
    expect(topic).toHaveAttribute('href', `/student-syllabus-detail/${CHAPTER}/${TOPIC}`);
    expect(within(trail).getByRole('link', { name: 'Chemical Reactions and Equations' })).toHaveAttribute(
      'href',
      `/student-syllabus/${CHAPTER}`,
    );
    expect(within(trail).getByText('Light: reflection')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByRole('link', { name: 'Concept Videos' })).not.toBeInTheDocument();

    await userEvent.setup().click(topic);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/student-syllabus-detail/${CHAPTER}/${TOPIC}`));
    // Opened and left without playing: no progress is recorded.
    expect(fake.calls.filter((c) => c.path.includes('Progress'))).toEqual([]);
  });
});

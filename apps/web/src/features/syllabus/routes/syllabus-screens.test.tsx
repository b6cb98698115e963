import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { contentItem, group, node, stubCatalogue, versioned } from '../test/catalogue-fetch';

const ME = 'GET /cognito-login-service/auth/me';
const CHILD_LIST = 'GET /syllabus-v2/childList';
const PARENT_DETAIL = 'GET /syllabus-v2/syllabusParentDetail';
const GROUPS = 'GET /syllabus-v2/groupListBySyllabusId/v2.1.1';
const CONTENT = 'GET /syllabus-v2/contentBySyllabusId/v2.1.1';

const board = node({ syllabus_id: 1, name: 'CBSE', syllabus_type_id: 3, rack_type_id: null, class_id: null });
const klass = node({ syllabus_id: 8, name: 'Class 8', syllabus_type_id: 2, rack_type_id: 3, parent_id: 1 });
const maths = node({ syllabus_id: 10001, name: 'Mathematics', parent_id: 8, child_count: 2 });
const science = node({ syllabus_id: 10002, name: 'Science', parent_id: 8, child_count: 1, group_presentation: 1 });
const chapter = (id: number, name: string) =>
  node({ syllabus_id: id, name, parent_id: 10001, rack_type_id: 5, syllabus_type_id: 5, child_count: 2 });
const topic = node({ syllabus_id: 30001, name: 'Integers', parent_id: 20001, rack_type_id: 6, syllabus_type_id: 6 });

describe('subject list', () => {
  it("shows the subjects of the profile's board and class on the student dashboard", async () => {
    storeSession();
    const fake = stubCatalogue({
      [ME]: () => envelope(profile()),
      'GET /mis/recentContent.2.0': () => envelope({ contents: [], continue_learning: [] }),
      [CHILD_LIST]: () => versioned({ version: 1, parent: klass, child_list: [maths, science] }, 'W/"v1-a"'),
    });
    renderApp('/student-dashboard');
    // The dashboard's parts load on demand; a busy machine takes longer than the default second.
    const tiles = await screen.findAllByTestId('subject-tile', {}, { timeout: 15_000 });
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Mathematics2 chapters', 'Science1 chapter']);
    expect(screen.getByRole('link', { name: /Mathematics/ })).toHaveAttribute('href', '/syllabus/1/10001/Mathematics');
    // Group presentation 1 opens the other presentation (spec 002 §2.2).
    expect(screen.getByRole('link', { name: /Science/ })).toHaveAttribute('href', '/study-syllabus/10002');
    const call = fake.calls.find((c) => c.path === '/syllabus-v2/childList');
    expect(call?.query.get('boardId')).toBe('1');
    expect(call?.query.get('syllabusId')).toBe('8');
  });

  it('lists the subjects on /student-subjects too', async () => {
    storeSession();
    stubCatalogue({
      [ME]: () => envelope(profile()),
      [CHILD_LIST]: () => versioned({ version: 1, parent: klass, child_list: [maths] }, 'W/"v1-a"'),
    });
    renderApp('/student-subjects');
    expect(await screen.findByRole('heading', { level: 1, name: 'My subjects' })).toBeInTheDocument();
    expect(await screen.findByTestId('subject-tile')).toHaveTextContent('Mathematics');
  });
});

describe('chapter page', () => {
  it('lists the chapters of a subject with breadcrumbs', async () => {
    storeSession();
    stubCatalogue({
      [CHILD_LIST]: () =>
        versioned(
          { version: 1, parent: maths, child_list: [chapter(20001, 'Numbers'), chapter(20002, 'Algebra')] },
          'W/"v1-b"',
        ),
      [PARENT_DETAIL]: () =>
        versioned({ version: 1, syllabus: { ...maths, child_list: [] }, parent_list: [board, klass] }, 'W/"v1-c"'),
    });
    renderApp('/syllabus/1/10001/Mathematics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Chapters' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/student-syllabus/20001', '/student-syllabus/20002']);
    expect(links[0]).toHaveTextContent('Chapter 1Numbers2 topics');
    const crumbs = await screen.findByRole('navigation', { name: 'Where you are' });
    expect(within(crumbs).getByRole('link', { name: 'CBSE' })).toHaveAttribute('href', '/browse/1');
    expect(within(crumbs).getByRole('link', { name: 'Class 8' })).toHaveAttribute('href', '/browse/1/8');
    // A learner does not make homework.
    expect(screen.queryByRole('link', { name: 'Make homework' })).not.toBeInTheDocument();
  });

  it('offers a teacher the subject’s teaching screen', async () => {
    storeSession({ user_type_id: 3 });
    stubCatalogue({
      [ME]: () => envelope(profile({ user_type_id: 3 })),
      [CHILD_LIST]: () => envelope({ version: 1, parent: maths, child_list: [chapter(20001, 'Numbers')] }),
      [PARENT_DETAIL]: () =>
        envelope({ version: 1, syllabus: { ...maths, child_list: [] }, parent_list: [board, klass] }),
    });
    renderApp('/syllabus/1/10001/Mathematics');
    expect(await screen.findByRole('link', { name: 'Make homework' })).toHaveAttribute(
      'href',
      '/teach/1/10001/Mathematics',
    );
  });

  it('shows an empty list and the error in plain words, and Retry loads the chapters (spec 002 §8)', async () => {
    storeSession();
    let fail = true;
    stubCatalogue({
      [CHILD_LIST]: () =>
        fail
          ? errorResponse(403, 'FORBIDDEN')
          : versioned({ version: 1, parent: maths, child_list: [chapter(20001, 'Numbers')] }, 'W/"v1-b"'),
      [PARENT_DETAIL]: () => errorResponse(403, 'FORBIDDEN'),
    });
    renderApp('/syllabus/1/10001/Mathematics');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the chapters.');
    expect(alert).toHaveTextContent('You do not have access to this.');
    expect(screen.queryAllByTestId('chapter-link')).toHaveLength(0);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('chapter-link')).toHaveTextContent('Numbers');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a subject has no chapters yet', async () => {
    storeSession();
    stubCatalogue({
      [CHILD_LIST]: () => versioned({ version: 1, parent: maths, child_list: [] }, 'W/"v1-b"'),
      [PARENT_DETAIL]: () =>
        versioned({ version: 1, syllabus: { ...maths, child_list: [] }, parent_list: [] }, 'W/"x"'),
    });
    renderApp('/syllabus/1/10001/Mathematics');
    expect(await screen.findByText('No chapters yet')).toBeInTheDocument();
  });
});

describe('topic page', () => {
  function stubTopic() {
    return stubCatalogue({
      [PARENT_DETAIL]: () =>
        versioned({ version: 3, syllabus: { ...topic, child_list: [] }, parent_list: [board, klass, maths] }, 'W/"v3"'),
      [GROUPS]: (call) =>
        envelope(
          call.query.get('groupCategoryId') === '2'
            ? [group({ group_id: 3007, group_name: 'Practice Activities', group_category_id: 2 })]
            : [group({ group_id: 3001, group_name: 'Videos', is_premium: true })],
        ),
      [CONTENT]: (call) => {
        const start = Number(call.query.get('startIndex'));
        const groupId = Number(call.query.get('groupId'));
        if (groupId === 3007) {
          return envelope({
            version: 3,
            start_index: 1,
            end_index: 1,
            has_more: false,
            content_list: [
              contentItem(500, 'Try it', { content_kind: 'html', group_id: 3007, total_media_time: '00:00:00' }),
            ],
          });
        }
        const ids = start === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12];
        return envelope({
          version: 3,
          start_index: start,
          end_index: start + ids.length - 1,
          has_more: start === 1,
          content_list: ids.map((i) => contentItem(100 + i, `Lesson ${i}`)),
        });
      },
    });
  }

  it('shows the learn groups with content, and loads more', async () => {
    storeSession();
    const fake = stubTopic();
    renderApp('/student-syllabus-detail/20001/30001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integers' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Learn' })).toHaveAttribute('aria-selected', 'true');
    const section = await screen.findByRole('region', { name: 'Videos' });
    expect(within(section).getByText('Premium')).toBeInTheDocument();
    expect(await within(section).findAllByTestId('content-item-link')).toHaveLength(10);
    const first = within(section).getByRole('link', { name: 'Lesson 1' });
    expect(first).toHaveAttribute('href', '/content-player/101?syllabusId=30001&groupId=3001');
    expect(within(section).getAllByText('Video · 12 min')).toHaveLength(10);

    await userEvent.setup().click(within(section).getByRole('button', { name: 'Show more from Videos' }));
    await waitFor(() => expect(within(section).getAllByTestId('content-item-link')).toHaveLength(12));
    expect(within(section).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    const pages = fake.calls.filter((c) => c.path.startsWith('/syllabus-v2/contentBySyllabusId'));
    expect(pages.map((c) => `${c.query.get('startIndex')}-${c.query.get('endIndex')}`)).toEqual(['1-10', '11-20']);
  });

  it('switches to the practice groups', async () => {
    storeSession();
    const fake = stubTopic();
    const { router } = renderApp('/student-syllabus-detail/20001/30001');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Practice' }));
    expect(screen.getByRole('tab', { name: 'Practice' })).toHaveAttribute('aria-selected', 'true');
    const section = await screen.findByRole('region', { name: 'Practice Activities' });
    expect(await within(section).findByRole('link', { name: 'Try it' })).toBeInTheDocument();
    expect(within(section).getByText('Activity')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=practice');
    const groupCalls = fake.calls.filter((c) => c.path.startsWith('/syllabus-v2/groupListBySyllabusId'));
    expect(groupCalls.map((c) => c.query.get('groupCategoryId'))).toEqual(['1', '2']);
    expect(groupCalls[0]?.query.get('languageId')).toBe('1');
  });
});

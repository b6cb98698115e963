import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse } from '../../../test/fake-api';
import { parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { contentItem, node, stubCatalogue, versioned } from '../test/catalogue-fetch';

// The study screens of 002 §2.2-2.4: the study tabs (2 learn, 3 practice, 4 practice test, otherwise
// 1), a parent studying for the active child, a chapter's learning path and a node's videos.

const ME = 'GET /cognito-login-service/auth/me';
const CHILD_LIST = 'GET /syllabus-v2/childList';
const CONTENT = 'GET /syllabus-v2/contentBySyllabusId/v2.1.1';
const RESUME = 'GET /mis/getContentResumeTime';

const klass = node({ syllabus_id: 8, name: 'Class 8', syllabus_type_id: 2, rack_type_id: 3, parent_id: 1 });
const maths = node({ syllabus_id: 10001, name: 'Mathematics', parent_id: 8, child_count: 2 });
const chapter = node({ syllabus_id: 20001, name: 'Integers', parent_id: 10001, rack_type_id: 5, syllabus_type_id: 5 });
const topic = (id: number, name: string, order: number) =>
  node({ syllabus_id: id, name, parent_id: 20001, rack_type_id: 6, syllabus_type_id: 6, order });
const subjects = () => versioned({ version: 1, parent: klass, child_list: [maths] }, 'W/"v1-a"');
const page = (items: ReturnType<typeof contentItem>[]) =>
  envelope({ version: 1, start_index: 1, end_index: items.length, has_more: false, content_list: items });

describe('the study screen', () => {
  it('/student-app-learn opens on learn; a subject leads to its chapters and its services', async () => {
    storeSession();
    stubCatalogue({ [ME]: () => envelope(profile()), [CHILD_LIST]: subjects });
    renderApp('/student-app-learn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Study' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Learn' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Chapters of Mathematics' })).toHaveAttribute(
      'href',
      '/syllabus/1/10001/Mathematics',
    );
    expect(await screen.findByRole('link', { name: 'Services of Mathematics' })).toHaveAttribute(
      'href',
      '/subject-level-services?boardId=1&classId=8&subjectId=10001',
    );
  });

  it('?tab=4 opens the practice-test tab, where a subject makes a practice test; tab 3 practises it', async () => {
    storeSession();
    stubCatalogue({ [ME]: () => envelope(profile()), [CHILD_LIST]: subjects });
    const { router } = renderApp('/student-study?tab=4');
    expect(await screen.findByRole('tab', { name: 'Practice test' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Practice test in Mathematics' })).toHaveAttribute(
      'href',
      '/start-practice-test?syllabusId=10001',
    );
    await userEvent.setup().click(screen.getByRole('tab', { name: /^Practice$/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=3'));
    expect(await screen.findByRole('link', { name: 'Practise Mathematics' })).toHaveAttribute(
      'href',
      '/student-syllabus-questions?syllabusId=10001',
    );
  });

  it('a parent studies the active child’s class and is shown the child’s practice, not a practice of their own', async () => {
    storeSession({ user_type_id: 2, uuid: parentProfile().uuid });
    stubCatalogue({ [ME]: () => envelope(parentProfile()), [CHILD_LIST]: subjects });
    renderApp('/student-study?tab=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Study · Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Child’s practice' })).toHaveAttribute('href', '/question-dashboard');
    expect(screen.queryByRole('link', { name: /^Practise/ })).not.toBeInTheDocument();
  });

  it('says so when the learner has no class, and when the subjects cannot load (with Retry)', async () => {
    storeSession();
    stubCatalogue({ [ME]: () => envelope(profile({ sections: [] })) });
    const first = renderApp('/student-study');
    expect(await screen.findByText('No class yet')).toBeInTheDocument();
    first.unmount();

    stubCatalogue({ [ME]: () => envelope(profile()), [CHILD_LIST]: () => errorResponse(404, 'NOT_FOUND') });
    renderApp('/student-study?tab=2');
    expect(await screen.findByText('We could not load the subjects.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});

describe('a chapter’s learning path and videos', () => {
  it('lists the topics in order, each with its learn content marked done, started or not', async () => {
    storeSession();
    stubCatalogue({
      [ME]: () => envelope(profile()),
      [CHILD_LIST]: () =>
        versioned(
          {
            version: 1,
            parent: chapter,
            child_list: [topic(30002, 'Adding integers', 2), topic(30001, 'What is an integer', 1)],
          },
          'W/"v1-c"',
        ),
      [CONTENT]: (call) =>
        call.query.get('syllabusId') === '30001'
          ? page([
              contentItem(501, 'Integers video'),
              contentItem(502, 'Integers lesson', { content_kind: 'interactive' }),
            ])
          : page([]),
      [RESUME]: () =>
        envelope({
          contents: [
            {
              content_id: 501,
              resume_time: 0,
              total_consumption_time: 720,
              total_media_time: '00:12:00',
              is_content_completely_consumed: 1,
            },
          ],
        }),
    });
    renderApp('/syllabus-lpt/1/10001/20001/20001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning path: Integers' })).toBeInTheDocument();
    const steps = await screen.findAllByTestId('lpt-topic');
    expect(within(steps[0]!).getByRole('heading', { name: 'What is an integer' })).toBeInTheDocument();
    expect(within(steps[1]!).getByRole('heading', { name: 'Adding integers' })).toBeInTheDocument();
    expect(await within(steps[0]!).findByText('1 of 2 done')).toBeInTheDocument();
    expect(within(steps[0]!).getByText('Done')).toBeInTheDocument();
    expect(within(steps[0]!).getByText('Not started')).toBeInTheDocument();
    expect(await within(steps[1]!).findByText('No learning content in this topic yet.')).toBeInTheDocument();
  });

  it('/related-video lists only the node’s videos, each opening the player', async () => {
    storeSession();
    stubCatalogue({
      [ME]: () => envelope(profile()),
      [CHILD_LIST]: () => versioned({ version: 1, parent: chapter, child_list: [] }, 'W/"v1-c"'),
      [CONTENT]: () =>
        page([contentItem(501, 'Integers video'), contentItem(502, 'Integers notes', { content_kind: 'pdf' })]),
    });
    renderApp('/related-video/1/10001/20001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos of Integers' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Integers video' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/content-player\/501/),
    );
    expect(screen.queryByRole('link', { name: 'Integers notes' })).not.toBeInTheDocument();
  });

  it('/explore without a video says so and offers the way back to study', async () => {
    storeSession();
    stubCatalogue({ [ME]: () => envelope(profile()) });
    renderApp('/explore');
    expect(await screen.findByText('Nothing to play')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to study' })).toHaveAttribute('href', '/student-study?tab=2');
  });
});

describe('/explore with a video', () => {
  it('plays the video the router state names, with a way into the player for its content', async () => {
    storeSession();
    stubCatalogue({ [ME]: () => envelope(profile()) });
    const { router } = renderApp('/student-study');
    await router.navigate('/explore', {
      state: {
        video_url: '/media/integers.mp4',
        title: 'Integers in a minute',
        content: { content_id: 501 },
        fromComponent: 'related-video',
        comingFrom: 'study',
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Integers in a minute' })).toBeInTheDocument();
    expect(screen.getByTestId('explore-video')).toHaveAttribute('src', '/media/integers.mp4');
    expect(screen.getByRole('link', { name: 'Open in the player' })).toHaveAttribute('href', '/content-player/501');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});

describe('a subject’s services', () => {
  it('lists the five services, the gate’s answer for learn, practice, tests and recordings, and the packages held for the class', async () => {
    storeSession();
    const fake = stubCatalogue({
      [ME]: () => envelope(profile()),
      [CHILD_LIST]: () => versioned({ version: 1, parent: maths, child_list: [chapter] }, 'W/"v1-m"'),
      'GET /access/subject-services': () =>
        envelope({
          services: [
            {
              service: 'learn',
              allowed: true,
              reason: 'freemium-available',
              prompt: null,
              explanation: '7 of 10 free items left.',
              freemium: { content_limit: 10, opened: 3 },
            },
            {
              service: 'practice',
              allowed: true,
              reason: 'active-package',
              prompt: null,
              explanation: 'Your package includes practice and tests for this class.',
              freemium: null,
            },
            {
              service: 'tests',
              allowed: false,
              reason: 'subscription-required',
              prompt: 'premium',
              explanation: 'This needs a premium package for your class. Upgrade to open it.',
              freemium: null,
            },
            {
              service: 'recorded',
              allowed: false,
              reason: 'subscription-required',
              prompt: 'premium',
              explanation: 'Recorded lectures come with a live classes package.',
              freemium: null,
            },
          ],
        }),
      'POST /cognito-login-service/auth/usersubscriptionstatus': () =>
        envelope({
          uuid: profile().uuid,
          current_date: '2026-06-15',
          has_active_package: 1,
          subscriptions: [
            {
              subscription_id: 's1',
              package_id: 7,
              package_name: 'Class 8 Elite Class',
              entity_name: 'Elite Class',
              board_id: 1,
              class_id: 8,
              package_status: 1,
              subscription_state: 'active',
              is_free_trial: 0,
              free_trial_state: 'none',
              package_start_date: '2026-06-01',
              package_end_date: '2027-05-31',
              days_left: 351,
              purchased_by: null,
              student_subscribed_services: ['learn', 'practice'],
              invoice_id: null,
            },
          ],
        }),
    });
    renderApp('/subject-level-services?boardId=1&classId=8&subjectId=10001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics: what you can do' })).toBeInTheDocument();
    expect(screen.getAllByTestId('subject-service')).toHaveLength(5);
    expect(await screen.findByText('7 of 10 free items left.')).toBeInTheDocument();
    expect(screen.getByText('Your package includes practice and tests for this class.')).toBeInTheDocument();
    expect(screen.getByText('This needs a premium package for your class. Upgrade to open it.')).toBeInTheDocument();
    expect(screen.getByText('Recorded lectures come with a live classes package.')).toBeInTheDocument();
    // A locked service offers the way to unlock it: the package screen.
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs.filter((h) => h === '/package').length).toBeGreaterThanOrEqual(2);
    const packages = screen.getByRole('region', { name: 'What your packages include' });
    expect(await within(packages).findByText(/Class 8 Elite Class/)).toBeInTheDocument();
    expect(within(packages).getByText('Includes: learn, practice')).toBeInTheDocument();
    // Asked once for the subject's services, and never through the gate's open (which would use a free item).
    const asked = fake.calls.filter((c) => c.path === '/access/subject-services');
    expect(asked).toHaveLength(1);
    expect(fake.calls.some((c) => c.path === '/access/decide')).toBe(false);
  });

  it('a link without a subject says so and offers study', async () => {
    storeSession();
    stubCatalogue({ [ME]: () => envelope(profile()) });
    renderApp('/subject-level-services');
    expect(
      await screen.findByText('This link does not name a subject. Choose one from your subjects.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to study' })).toHaveAttribute('href', '/student-study?tab=1');
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, stubFetch, type FakeHandler } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { contentDetail, renderPlayer } from '../test/player-fixtures';

// A SCORM lesson plays in a sandboxed frame; what its runtime posts from that frame (and nothing
// else) goes to the server, and the learner sees when the lesson is finished.

const ID = 900001;
const LAUNCH = `/api/content/package-files/${ID}/1900000000.sig/index.html`;

function stubPackage(
  launch: FakeHandler,
  runtime: FakeHandler = () => envelope(answer(false)),
  kind: 'scorm' | 'h5p' = 'scorm',
) {
  const detail = contentDetail({
    content_id: ID,
    content_title: kind === 'h5p' ? 'Magnets (H5P)' : 'Fractions (SCORM)',
    content_kind: kind,
    content_url: `/api/media/file/packages/501/x/f0?expires=1&sig=x`,
    total_media_time: '00:00:00',
  });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(profile()),
    'GET /content/v2/contentDetailsByContentIds': () => envelope({ content_details: [detail], missing_ids: [] }),
    'GET /mis/getContentResumeTime': () => envelope({ contents: [] }),
    'POST /learning/bookmarks/status': () =>
      envelope({ items: [{ kind: 'content', item_id: String(ID), is_bookmarked: 0, bookmarked_on: null }] }),
    [`GET /content/packages/${ID}/launch`]: launch,
    [`POST /content/packages/${ID}/runtime`]: runtime,
  });
}

const state = { suspend_data: 'answers=4', location: 'page-1', completed: false, score: null };
const launched = () =>
  envelope({
    content_id: ID,
    content_title: 'Fractions (SCORM)',
    standard: 'scorm12',
    launch_url: LAUNCH,
    expires_in: 3600,
    state,
  });
const answer = (completed: boolean) => ({
  completed,
  newly_completed: completed,
  state: { ...state, completed },
});

afterEach(() => vi.unstubAllGlobals());

describe('a SCORM lesson in the player', () => {
  it('opens sandboxed with the learner’s saved place, and sends the frame’s reports on', async () => {
    storeSession();
    const fake = stubPackage(launched, () => envelope(answer(true)));
    renderPlayer(`/content-player/${ID}`);
    const frame = (await screen.findByTestId('package-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(frame.getAttribute('src')).toBe(`${LAUNCH}#esc-state=${encodeURIComponent(JSON.stringify(state))}`);

    // jsdom loads no page into a frame: the frame's window is a stand-in, and so are the messages' sources.
    const lessonWindow = {};
    Object.defineProperty(frame, 'contentWindow', { value: lessonWindow });
    const post = (source: unknown) => {
      const event = new Event('message');
      Object.assign(event, { data: { type: 'esc-package-report', report }, source });
      act(() => void window.dispatchEvent(event));
    };
    const report = { lesson_status: 'completed', suspend_data: 'answers=42', location: 'page-2', score: 80 };
    // A message from any other window is not the lesson's: nothing is sent.
    post({});
    post(lessonWindow);
    expect(await screen.findByTestId('package-done')).toHaveTextContent('You have finished this lesson.');
    const sent = fake.calls.filter((c) => c.path === `/content/packages/${ID}/runtime`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      lesson_status: 'completed',
      suspend_data: 'answers=42',
      location: 'page-2',
      score: 80,
    });
  });

  it('says so when the lesson cannot be opened, and tries again', async () => {
    storeSession();
    let tries = 0;
    stubPackage(() => {
      tries += 1;
      return tries <= 2 ? errorResponse(404, 'NOT_FOUND') : launched();
    });
    renderPlayer(`/content-player/${ID}`);
    expect(await screen.findByTestId('package-error', {}, { timeout: 5000 })).toHaveTextContent(
      'This lesson could not be opened.',
    );
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(screen.getByTestId('package-frame')).toBeInTheDocument());
  });
});

describe('an H5P activity in the player', () => {
  const H5P_LAUNCH = `/api/content/package-files/${ID}/1900000000.sig/esc-h5p-player.html`;
  const h5pState = { suspend_data: '{"pressed":false}', location: '', completed: false, score: null };
  const h5pLaunched = () =>
    envelope({
      content_id: ID,
      content_title: 'Magnets (H5P)',
      standard: 'h5p',
      launch_url: H5P_LAUNCH,
      expires_in: 3600,
      state: h5pState,
    });

  it('plays in the same sandboxed frame, and its xAPI completion with its state reaches the server', async () => {
    storeSession();
    const fake = stubPackage(
      h5pLaunched,
      () => envelope({ ...answer(true), state: { ...h5pState, completed: true } }),
      'h5p',
    );
    renderPlayer(`/content-player/${ID}`);
    const frame = (await screen.findByTestId('package-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(frame.getAttribute('src')).toBe(`${H5P_LAUNCH}#esc-state=${encodeURIComponent(JSON.stringify(h5pState))}`);
    expect(screen.queryByText(/cannot be played/)).not.toBeInTheDocument();

    const activityWindow = {};
    Object.defineProperty(frame, 'contentWindow', { value: activityWindow });
    const report = {
      xapi_verb: 'http://adlnet.gov/expapi/verbs/completed',
      score: 100,
      suspend_data: '{"pressed":true}',
    };
    const event = new Event('message');
    Object.assign(event, { data: { type: 'esc-package-report', report }, source: activityWindow });
    act(() => void window.dispatchEvent(event));
    expect(await screen.findByTestId('package-done')).toHaveTextContent('You have finished this lesson.');
    const sent = fake.calls.filter((c) => c.path === `/content/packages/${ID}/runtime`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject(report);
  });
});

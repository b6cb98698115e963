import type { UserRatingBody, UserRatingData } from '@esc/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, stubFetch, type FakeCall } from '../../../test/fake-api';
import { storeSession } from '../../../test/fixtures';
import RatingPrompt from './rating-prompt.component';

// The rating prompt (spec 002 §4.7): shown only when the server says to ask; a rating is sent with
// its stars and comment and thanked; "Not now" records the ask and the prompt goes.

const UUID = '99999999-9999-4999-8999-999999999999';
const SLOW = { timeout: 15_000 };

function server(showPrompt: boolean) {
  const bodies: UserRatingBody[] = [];
  const state: UserRatingData = {
    uuid: UUID,
    rating: null,
    comment: null,
    rated_at: null,
    last_asked_at: null,
    show_prompt: showPrompt,
  };
  stubFetch({
    'POST /cognito-login-service/auth/getUserRatingData': (call: FakeCall) => {
      const body = call.body as UserRatingBody;
      bodies.push(body);
      if (body.rating !== undefined) Object.assign(state, { rating: body.rating, comment: body.comment ?? null });
      if (body.rating !== undefined || body.asked) state.show_prompt = false;
      return envelope(state);
    },
  });
  return bodies;
}

function show() {
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <Suspense fallback={null}>
        <RatingPrompt uuid={UUID} />
      </Suspense>
    </AppProviders>,
  );
}

beforeEach(() => storeSession({ uuid: UUID, user_type_id: 1 }));

describe('the rating prompt', () => {
  it('sends the stars and the comment, then thanks the person', async () => {
    const bodies = server(true);
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '4 stars' }, SLOW));
    await user.type(screen.getByRole('textbox', { name: /anything we should improve/i }), 'More maths videos');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Thank you for rating ESC+.', {}, SLOW)).toBeVisible();
    expect(bodies.at(-1)).toEqual({ rating: 4, comment: 'More maths videos' });
  });

  it('"Not now" records the ask and hides the prompt', async () => {
    const bodies = server(true);
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Not now' }, SLOW));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull());
    expect(bodies.at(-1)).toEqual({ asked: true });
  });

  it('shows nothing when the server says not to ask', async () => {
    const bodies = server(false);
    show();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: /how are you finding/i })).toBeNull();
  });
});

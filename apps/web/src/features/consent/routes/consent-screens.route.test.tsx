import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { parentProfile, profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const CONSENT_ID = '55555555-5555-4555-8555-555555555555';
const SLOW = { timeout: 15_000 };

describe('a child waiting for a parent', { timeout: 30_000 }, () => {
  it('sees the waiting screen instead of the dashboard, names a parent by e-mail and may browse as a guest', async () => {
    const child = profile({ consent_pending: true, school: null, sections: [] });
    storeSession({ uuid: child.uuid, user_type_id: 1, username: 'kavya@example.in' });
    let mine = {
      needed: true,
      state: 'waiting',
      parent_contact: null as string | null,
      asked_at: null as string | null,
    };
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(child),
      'GET /privacy/consent': () => envelope(mine),
      'POST /privacy/consent/parent': () => {
        mine = { ...mine, parent_contact: 'mother@example.in', asked_at: '2026-12-05T06:00:00.000Z' };
        return envelope({ ...mine, otp: '482913' });
      },
    });
    renderApp('/student-dashboard');
    const waiting = await screen.findByTestId('consent-waiting', undefined, SLOW);
    expect(within(waiting).getByRole('heading', { level: 1 })).toHaveTextContent('A parent needs to agree first');
    expect(within(waiting).getByRole('link', { name: 'Browse as a guest' })).toHaveAttribute('href', '/browse');
    const user = userEvent.setup();
    await user.click(within(waiting).getByRole('radio', { name: 'E-mail' }));
    await user.type(within(waiting).getByRole('textbox', { name: 'Parent’s e-mail address' }), 'mother@example.in');
    await user.click(within(waiting).getByRole('button', { name: 'Send the code to my parent' }));
    expect(
      await within(waiting).findByText(
        'We sent a code to mother@example.in. Ask your parent to open the message and agree.',
      ),
    ).toBeInTheDocument();
    expect(within(waiting).getByTestId('consent-demo-code')).toHaveTextContent('482913');
    expect(fake.calls.find((c) => c.path === '/privacy/consent/parent')?.body).toEqual({ email: 'mother@example.in' });
    // Asking again sends the same parent a new code: a body naming nobody.
    await user.click(within(waiting).getByRole('button', { name: 'Send the code again' }));
    expect(await within(waiting).findByText('Sent. Your parent has 7 days to agree.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === '/privacy/consent/parent').at(-1)?.body).toEqual({});
  });
});

describe('a parent’s consent page', { timeout: 30_000 }, () => {
  it('shows the notice, asks for the code and the adult-and-parent confirmation, and agrees', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@demo.school' });
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      'POST /privacy/consent/give': (call) => {
        if ((call.body as { otp: string }).otp !== '246810') {
          return errorResponse(400, 'VALIDATION_FAILED', 'That code is not right. 4 tries left.', [
            { field: 'otp', message: 'That code is not right. 4 tries left.' },
          ]);
        }
        return envelope({
          children: [
            {
              uuid: '66666666-6666-4666-8666-666666666666',
              name: 'Kavya Rao',
              state: 'given',
              given_at: '2026-12-05T06:00:00.000Z',
              notice_version: '2026-12',
              withdrawn_at: null,
              erase_after: null,
            },
          ],
        });
      },
    });
    renderApp(`/consent/${CONSENT_ID}`);
    const notice = await screen.findByTestId('consent-notice', undefined, SLOW);
    expect(notice).toHaveTextContent('notice 2026-12');
    expect(notice).toHaveTextContent('does not track them');
    const user = userEvent.setup();
    // The form follows the read of the link's request (none here: the code alone still proves the parent).
    await user.type(await screen.findByRole('textbox', { name: 'Digit 1 of the code' }), '135790');
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('Confirm that you are an adult and this child’s parent.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I am an adult (18 or over) and this child’s parent.' }));
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeInTheDocument();
    for (let i = 0; i < 6; i += 1) {
      await user.type(screen.getByRole('textbox', { name: `Digit ${i + 1} of the code` }), '{backspace}');
    }
    await user.type(screen.getByRole('textbox', { name: 'Digit 1 of the code' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(
      await screen.findByText(
        'Thank you. Kavya Rao can now learn on ESC+. You can withdraw this agreement from your profile.',
      ),
    ).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === '/privacy/consent/give').at(-1)?.body).toEqual({
      consent_id: CONSENT_ID,
      otp: '246810',
      adult_and_parent: true,
      notice_version: '2026-12',
    });
  });

  it('tells a learner signed in that only a parent can agree', async () => {
    const learner = profile();
    storeSession({ uuid: learner.uuid, user_type_id: 1, username: 'student@demo.school' });
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(learner) });
    renderApp(`/consent/${CONSENT_ID}`);
    expect(
      await screen.findByText(
        'You are signed in with an account that is not a parent’s. Sign out and sign in as a parent.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
  });
});

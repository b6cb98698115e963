import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, stubFetch } from '../../../test/fake-api';
import { child, parentProfile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const LINK_ID = '33333333-3333-4333-8333-333333333333';
const SLOW = { timeout: 15_000 };

describe('link requests of a parent', { timeout: 30_000 }, () => {
  it('confirms a school’s request with the code sent to the parent; a wrong code is said in plain words', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@demo.school' });
    let requests = [
      {
        link_id: LINK_ID,
        child_name: 'Ishaan Sharma',
        school_name: 'Sunrise Public School',
        expires_at: '2026-12-01T00:00:00.000Z',
      },
    ];
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      'GET /cognito-login-service/auth/parentLinkRequests': () => envelope({ requests }),
      'POST /cognito-login-service/auth/confirmParentLink': (call) => {
        if ((call.body as { otp: string }).otp !== '246810') {
          return errorResponse(400, 'VALIDATION_FAILED', 'no', [
            { field: 'otp', message: 'The code is not right. 4 tries are left.' },
          ]);
        }
        requests = [];
        return envelope({ linked: true, child: child('44444444-4444-4444-8444-444444444444', 'Ishaan Sharma', 'B') });
      },
    });
    renderApp('/link-requests');
    const card = await screen.findByRole(
      'region',
      { name: 'Sunrise Public School asks to link you to Ishaan Sharma' },
      SLOW,
    );
    const user = userEvent.setup();
    await user.type(within(card).getByRole('textbox', { name: 'Digit 1 of the code' }), '135790');
    await user.click(within(card).getByRole('button', { name: 'Confirm the link' }));
    expect(await within(card).findByText('The code is not right. 4 tries are left.')).toBeInTheDocument();
    for (let i = 0; i < 6; i += 1)
      await user.type(within(card).getByRole('textbox', { name: `Digit ${i + 1} of the code` }), '{backspace}');
    await user.type(within(card).getByRole('textbox', { name: 'Digit 1 of the code' }), '246810');
    await user.click(within(card).getByRole('button', { name: 'Confirm the link' }));
    expect(await screen.findByText('Ishaan Sharma is now linked to your account.')).toBeInTheDocument();
    expect(await screen.findByText('No link requests are waiting.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path.endsWith('/confirmParentLink')).at(-1)?.body).toEqual({
      link_id: LINK_ID,
      otp: '246810',
    });
  });

  it('is in the parent’s navigation', async () => {
    const parent = parentProfile();
    storeSession({ uuid: parent.uuid, user_type_id: 2, username: 'parent@demo.school' });
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parent),
      'GET /cognito-login-service/auth/parentLinkRequests': () => envelope({ requests: [] }),
    });
    renderApp('/profile');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, SLOW);
    await user.click(within(nav).getByRole('link', { name: 'Link requests' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Link requests' }, SLOW)).toBeInTheDocument();
  });
});

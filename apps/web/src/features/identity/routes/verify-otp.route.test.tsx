import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const SEND = 'POST /cognito-login-service/auth/sendOtp';
const VERIFY = 'POST /cognito-login-service/auth/verifyOtp';

describe('verify-otp screen', { timeout: 30_000 }, () => {
  it('sends a code, says a wrong code with the tries left, then verifies', async () => {
    let tries = 0;
    const fake = stubFetch({
      [SEND]: () =>
        envelope({ sent: true, expires_in: 600, sent_to: '+91-9876543210', mobile: '+91-9876543210', otp: '123456' }),
      [VERIFY]: (call) => {
        tries += 1;
        const ok = (call.body as { otp: string }).otp === '123456';
        return envelope({ verified: ok, attempts_left: ok ? 0 : 5 - tries });
      },
    });
    renderApp('/verify-otp');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number', {}, { timeout: 15_000 }), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to +91-9876543210.')).toBeInTheDocument();
    expect(screen.getByTestId('otp-dev-code')).toHaveTextContent('123456');
    expect(fake.calls[0]?.body).toEqual({ mobile: '9876543210', country_iso: 'IN' });

    await user.type(screen.getByLabelText('Digit 1 of the code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('otp-problem')).toHaveTextContent('That code is not right. Tries left: 4.');

    for (let i = 1; i <= 6; i += 1) await user.clear(screen.getByLabelText(`Digit ${i} of the code`));
    await user.type(screen.getByLabelText('Digit 1 of the code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('otp-verified')).toHaveTextContent(
      'Your mobile number +91-9876543210 is verified.',
    );
  });

  it('names a malformed number and sends nothing', async () => {
    const fake = stubFetch({});
    renderApp('/verify-otp');
    const user = userEvent.setup();
    const mobile = await screen.findByLabelText('Mobile number', {}, { timeout: 15_000 });
    await user.type(mobile, '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Enter a valid mobile number'));
    expect(fake.fetch).not.toHaveBeenCalled();
  });
});

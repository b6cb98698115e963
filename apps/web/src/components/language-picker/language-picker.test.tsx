import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Choosing the language before an account exists: the screen changes at once, without a reload and
// without losing what is typed; Urdu turns the page right to left; the choice stays on this device.

async function choose(name: string, label = 'Language') {
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByRole('combobox', { name: label }), name);
}

describe('language picker on the sign-in screen', () => {
  it('switches the screen to Urdu at once, right to left, keeping what was typed', async () => {
    stubFetch({});
    renderApp('/login');
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Email or mobile number');
    await user.type(username, 'parent@demo.school');
    await choose('اردو');
    expect(await screen.findByRole('heading', { name: 'ESC+ میں سائن اِن کریں' })).toBeInTheDocument();
    expect(screen.getByLabelText('ای میل یا موبائل نمبر')).toHaveValue('parent@demo.school');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ur');
    expect(window.localStorage.getItem('esc.language')).toBe('ur');
  });

  it('comes back to English, left to right', async () => {
    stubFetch({});
    renderApp('/login');
    await screen.findByLabelText('Email or mobile number');
    await choose('বাংলা');
    await choose('English', 'ভাষা');
    expect(await screen.findByRole('heading', { name: 'Sign in to ESC+' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n/i18n';
import { useProfileLanguage } from './profile-language.hook';

// The screens of a signed-in person: their own choice (kept on the server) first; else their school's
// default.

describe('the language a signed-in person sees', () => {
  it('is the one in their profile, over the school’s default', async () => {
    renderHook(() => useProfileLanguage('ur', 'hi'));
    await waitFor(() => expect(i18n.language).toBe('ur'));
    expect(window.localStorage.getItem('esc.language')).toBe('ur');
  });

  it('is the school’s default for a person who chose none, not kept as their choice', async () => {
    renderHook(() => useProfileLanguage(null, 'hi'));
    await waitFor(() => expect(i18n.language).toBe('hi'));
    expect(window.localStorage.getItem('esc.language')).toBeNull();
  });
});

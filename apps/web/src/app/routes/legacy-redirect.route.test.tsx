import { legacyPaths, legacyRedirect } from '@esc/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../test/fake-api';
import { profile, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('old paths', () => {
  it.each(legacyPaths)('%s redirects to its current screen', async (path) => {
    storeSession();
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(profile()) });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(legacyRedirect(path)));
  });

  it('maps the subscription paths to /mypackage and myprofile to /profile', () => {
    expect(legacyRedirect('/my-subscriptions')).toBe('/mypackage');
    expect(legacyRedirect('/user/subscription')).toBe('/mypackage');
    expect(legacyRedirect('/myprofile')).toBe('/profile');
  });
});

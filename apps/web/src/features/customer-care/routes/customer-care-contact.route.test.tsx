import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const sunrise = { school_id: 501, school_name: 'Sunrise Public School', institute_type: 1, school_status: 1 as const };

// Customer care told people of Sunrise Public School they were "not linked to a school".
describe('customer care', () => {
  it('does not tell a person of a school that they have no school', async () => {
    storeSession();
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(profile({ school: sunrise })) });
    renderApp('/customer-care-contact');
    const intro = await screen.findByTestId('customer-care-intro');
    expect(intro).toHaveTextContent('Sunrise Public School');
    expect(intro).not.toHaveTextContent(/not linked to a school/);
    expect(screen.getByTestId('support-email')).toBeInTheDocument();
  });

  it('leads to the grievance form of the profile', async () => {
    storeSession();
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(profile({ school: sunrise })) });
    renderApp('/customer-care-contact');
    const link = await screen.findByRole('link', { name: /Raise a grievance/ });
    expect(link).toHaveAttribute('href', '/profile#grievances-title');
  });

  it('tells a person without a school (who lands here, spec 002) that their account is not linked yet', async () => {
    storeSession({ user_type_id: 5 });
    stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile({ user_type_id: 5, school: null, sections: [] })),
    });
    renderApp('/customer-care-contact');
    expect(await screen.findByTestId('customer-care-intro')).toHaveTextContent(
      'Your account is not linked to a school yet.',
    );
  });

  it('speaks to a learner of the platform’s own school without naming a school', async () => {
    storeSession();
    stubFetch({
      'GET /cognito-login-service/auth/me': () =>
        envelope(profile({ school: { ...sunrise, school_id: 17250, school_name: 'ESC Learning' } })),
    });
    renderApp('/customer-care-contact');
    const intro = await screen.findByTestId('customer-care-intro');
    expect(intro).not.toHaveTextContent(/not linked/);
    expect(intro).not.toHaveTextContent('ESC Learning');
  });
});

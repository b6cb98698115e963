import type { AccessDecision, AccessPrompt as AccessPromptKind } from '@esc/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { AccessPrompt } from './access-prompt.component';

function renderPrompt(decision: AccessDecision, path = '/content-player/5?syllabusId=9') {
  const router = createMemoryRouter(
    [
      { path: '/content-player/:id', element: <AccessPrompt decision={decision} /> },
      { path: '/login', element: <h1>Sign-in screen</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const refused = (prompt: AccessPromptKind | null, explanation: string, extra: Partial<AccessDecision> = {}) =>
  ({
    allowed: false,
    reason: 'subscription-required',
    prompt,
    explanation,
    freemium: null,
    ...extra,
  }) as AccessDecision;

// prompt, heading, the link's name and where it leads (null: no link).
const CASES: [AccessPromptKind, string, string | null, string | null][] = [
  ['package', 'A package opens this', 'See packages', '/package'],
  ['premium', 'This is premium content', 'See packages', '/package'],
  ['content-limit', 'You have used your free items', 'See packages', '/package'],
  ['free-trial-ended', 'Your free trial has ended', 'See packages', '/package'],
  ['subscription-live-classes-only', 'Subscribe to live classes to open this', 'See subscriptions', '/subscription'],
  ['subscription-elite-class', 'Subscribe to Elite Class to open this', 'See subscriptions', '/subscription'],
  ['institute', 'You do not have access, contact institute admin', null, null],
  ['esc-online-only', 'Not available on classroom tablets', null, null],
  ['sign-in', 'Sign in to open this', 'Sign in', '/login'],
];

describe('AccessPrompt', () => {
  it.each(CASES)(
    '%s: a focused region with its heading, the explanation and the right link',
    async (prompt, heading, link, href) => {
      const explanation = `Why ${prompt} is locked, and what unlocks it.`;
      renderPrompt(refused(prompt, explanation));
      const region = screen.getByRole('region', { name: heading });
      expect(region).toHaveAttribute('data-prompt', prompt);
      expect(within(region).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(within(region).getByTestId('access-prompt-explanation')).toHaveTextContent(explanation);
      if (link) expect(within(region).getByRole('link', { name: link })).toHaveAttribute('href', href);
      else expect(within(region).queryByRole('link')).not.toBeInTheDocument();
      await waitFor(() => expect(region).toHaveFocus());
    },
  );

  it('content-limit says how many free items there are', () => {
    renderPrompt(refused('content-limit', 'All used.', { freemium: { content_limit: 10, opened: 10 } }));
    expect(screen.getByTestId('access-prompt-count')).toHaveTextContent(
      'You have opened 10 of 10 free items for this class.',
    );
  });

  it('sign-in brings the person back here afterwards', async () => {
    const router = renderPrompt(refused('sign-in', 'Sign in to open this.'));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/content-player/5?syllabusId=9' });
  });

  it('without a prompt (a parent outside India) it still explains, and offers nothing to buy', () => {
    renderPrompt(refused(null, '"Detailed Learning" is premium content.'));
    const region = screen.getByRole('region', { name: 'This is locked' });
    expect(region).toHaveTextContent('"Detailed Learning" is premium content.');
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing when the decision allows', () => {
    renderPrompt({ allowed: true, reason: 'active-package', prompt: null, explanation: 'Open.', freemium: null });
    expect(screen.queryByTestId('access-prompt')).not.toBeInTheDocument();
  });
});

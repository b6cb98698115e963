import type { ContentProgressItem } from '@esc/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const item = (id: number, overrides: Partial<ContentProgressItem> = {}): ContentProgressItem => ({
  content_id: id,
  content_title: `Lesson ${id}`,
  content_kind: 'video',
  thumbnail_key: null,
  group_category_id: 1,
  total_media_time: '00:10:00',
  total_consumption_time: 200,
  resume_time: 200,
  is_content_completely_consumed: 0,
  progress: 33,
  last_viewed_on: '2026-11-20T10:00:00Z',
  ...overrides,
});

function stubDashboard(continueLearning: ContentProgressItem[]) {
  storeSession();
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(profile({ sections: [] })),
    'GET /mis/recentContent.2.0': () => envelope({ contents: continueLearning, continue_learning: continueLearning }),
  });
}

describe('continue learning', () => {
  it('shows the first 6 items with progress, each opening the player', async () => {
    stubDashboard([
      item(1),
      item(2, { is_content_completely_consumed: 1, progress: 100, content_kind: 'pdf' }),
      item(3, { resume_time: 0, progress: 0 }),
      item(4),
      item(5),
      item(6),
      item(7),
    ]);
    renderApp('/student-dashboard');
    // The dashboard's parts load on demand; a busy machine takes longer than the default second.
    const cards = await screen.findAllByTestId('continue-learning-card', {}, { timeout: 15_000 });
    expect(cards).toHaveLength(6);
    expect(cards[0]).toHaveAttribute('href', '/content-player/1');
    expect(within(cards[0]!).getByText('Resume at 3:20')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Video')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Completed')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('PDF')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('0% done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lesson 1/ })).toBeInTheDocument();
  });

  it('says what will show up when nothing was started', async () => {
    stubDashboard([]);
    renderApp('/student-dashboard');
    expect(
      await screen.findByText('Start a lesson and it will show up here.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('continue-learning-card')).toHaveLength(0);
  });
});

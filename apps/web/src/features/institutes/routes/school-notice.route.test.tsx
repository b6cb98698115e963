import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, school, section, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const admin = profile({
  user_type_id: 5,
  role: 'SCHOOL_ADMIN',
  name: 'Rajesh Kumar',
  school,
  sections: [section(1, 'A')],
});

describe('the notice a school gave its parents', { timeout: 30_000 }, () => {
  it('says nothing is blocked until it is recorded, then records the day and the words once for the school', async () => {
    storeSession({ uuid: admin.uuid, user_type_id: 5, username: 'admin@demo.school' });
    let notice = {
      recorded: false,
      told_on: null as string | null,
      notice: null as string | null,
      recorded_at: null as string | null,
    };
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(admin),
      'GET /privacy/school-notice': () => envelope(notice),
      'PUT /privacy/school-notice': (call) => {
        const body = call.body as { told_on: string; notice: string };
        notice = { recorded: true, ...body, recorded_at: '2026-12-05T06:00:00.000Z' };
        return envelope(notice);
      },
    });
    renderApp('/batch-master');
    const card = await screen.findByRole('region', { name: 'What parents were told' }, { timeout: 15_000 });
    expect(await within(card).findByTestId('school-notice-state')).toHaveTextContent(
      'Not recorded yet. Until it is, nothing is blocked: your pupils go on learning.',
    );
    const user = userEvent.setup();
    fireEvent.change(within(card).getByTestId('school-notice-told-on'), { target: { value: '2026-06-01' } });
    await user.type(within(card).getByLabelText('The notice, or a link to it'), 'Letter to parents, June 2026');
    await user.click(within(card).getByRole('button', { name: 'Record the notice' }));
    expect(
      await within(card).findByText('Parents were told on 1 Jun 2026 with this notice: Letter to parents, June 2026'),
    ).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT' && c.path === '/privacy/school-notice')?.body).toEqual({
      told_on: '2026-06-01',
      notice: 'Letter to parents, June 2026',
    });
  });
});

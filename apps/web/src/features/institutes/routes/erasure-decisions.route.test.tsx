import type { ErasureRequest } from '@esc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../../test/fake-api';
import { profile, school, section, storeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** The first screen of a test loads a lazy route chunk: allow for a busy machine. */
const SLOW = { timeout: 15_000 };
const R = '/privacy/erasure-requests';
const WAITING = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const REFUSED = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

const admin = profile({
  user_type_id: 5,
  role: 'SCHOOL_ADMIN',
  name: 'Rajesh Kumar',
  school,
  sections: [section(1, 'A')],
});

function aRequest(overrides: Partial<ErasureRequest>): ErasureRequest {
  return {
    request_id: WAITING,
    subject_uuid: '77777777-7777-4777-8777-777777777777',
    subject_name: 'Kabir Singh',
    state: 'waiting',
    school_id: 101,
    reason: 'Moving to another city',
    grounds: 'asked',
    requested_at: '2026-05-05T06:30:00Z',
    due_at: '2026-06-04T06:30:00Z',
    decided_at: null,
    refusal: null,
    done_steps: 0,
    total_steps: 60,
    erased_at: null,
    ...overrides,
  };
}

function stubAdmin() {
  storeSession({ uuid: admin.uuid, user_type_id: 5, username: 'admin@demo.school' });
  let refused = false;
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(admin),
    'POST /cognito-login-service/auth/sectionWiseStudentCount': () =>
      envelope({ school_id: 101, total_students: 0, sections: [] }),
    'GET /institutes/settings/staffContact': () => envelope({ show_staff_contact: false, default_language: null }),
    [`GET ${R}/to-decide`]: () =>
      envelope({
        requests: refused
          ? [aRequest({ state: 'refused', refusal: 'Exams are on: ask again in June' })]
          : [
              aRequest({}),
              aRequest({
                request_id: REFUSED,
                subject_name: 'Former learner',
                state: 'erased',
                reason: null,
                grounds: 'consent_withdrawn',
              }),
            ],
      }),
    [`POST ${R}/${WAITING}/decision`]: () => {
      refused = true;
      return envelope(aRequest({ state: 'refused', refusal: 'Exams are on: ask again in June' }));
    },
  });
}

describe('batch master: requests to delete accounts', { timeout: 40_000 }, () => {
  it('lists each request with its due date and reason; refusing needs a reason, which is sent', async () => {
    const fake = stubAdmin();
    renderApp('/batch-master');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Requests to delete accounts' }, SLOW);
    const kabir = await within(card).findByRole('article', { name: 'Kabir Singh' }, SLOW);
    expect(kabir).toHaveTextContent(/Waiting for your decision, due by .*2026/);
    expect(kabir).toHaveTextContent('Their reason: Moving to another city');
    const former = within(card).getByRole('article', { name: 'Former learner' });
    expect(former).toHaveTextContent('Deleted.');
    // Erased by itself after a parent withdrew consent: the row says so, in plain words.
    expect(former).toHaveTextContent(
      /a parent withdrew consent for this child, and no parent agreed again within 30 days/,
    );
    expect(kabir).not.toHaveTextContent(/Deleted without a request/);

    const refuse = within(kabir).getByRole('button', { name: 'Refuse' });
    expect(refuse).toBeDisabled();
    await user.type(within(kabir).getByRole('textbox', { name: /Why you refuse/ }), 'Exams are on: ask again in June');
    await user.click(refuse);
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === 'POST' && c.path === `${R}/${WAITING}/decision`)?.body).toEqual({
        approve: false,
        refusal: 'Exams are on: ask again in June',
      }),
    );
    expect(await within(card).findByText('Refused: Exams are on: ask again in June')).toBeInTheDocument();
  });
});

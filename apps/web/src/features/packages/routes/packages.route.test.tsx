import type { PackageItem, UserSubscription } from '@esc/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, errorResponse, stubFetch, type FakeCall } from '../../../test/fake-api';
import { CHILD_B, parentProfile, profile, storeSession } from '../../../test/fixtures';
import { MyPackageRoute } from './my-package.route';
import { PackageRoute } from './package.route';
import { SubscriptionRoute } from './subscription.route';

const pkg = (id: number, name: string, extra: Partial<PackageItem> = {}): PackageItem => ({
  package_id: id,
  package_name: name,
  entity_name: 'class',
  product_id: 3,
  package_status: 1,
  price_paise: 2_499_00,
  currency: 'INR',
  duration_days: 365,
  free_trial_days: null,
  student_subscribed_services: ['learn', 'practice', 'test'],
  package_flag: null,
  board_id: 1,
  class_id: 8,
  is_recommended: 0,
  is_current: 0,
  current_subscription: null,
  ...extra,
});

const subscription = (extra: Partial<UserSubscription> = {}): UserSubscription => ({
  subscription_id: 's1',
  package_id: 204,
  package_name: 'Class 8 Elite Class',
  entity_name: 'elite_class',
  board_id: 1,
  class_id: 8,
  package_status: 1,
  subscription_state: 'active',
  is_free_trial: 0,
  free_trial_state: 'none',
  package_start_date: '2026-06-15',
  package_end_date: '2027-06-14',
  days_left: 365,
  purchased_by: null,
  student_subscribed_services: ['learn'],
  invoice_id: 'INV-2026-000007',
  ...extra,
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/package', element: <PackageRoute /> },
      { path: '/subscription', element: <SubscriptionRoute /> },
      { path: '/mypackage', element: <MyPackageRoute /> },
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

afterEach(() => vi.unstubAllGlobals());

describe('/package', () => {
  it('lists the class packages as cards in INR with the current one marked, and buys one with the test card', async () => {
    storeSession();
    let bought = false;
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'GET /platform/mode': () => envelope({ mode: 'demo', payment_provider: 'test', demo_accounts: [] }),
      'POST /cognito-login-service/auth/packages/packageList': () =>
        envelope({
          uuid: profile().uuid,
          board_id: 1,
          class_id: 8,
          package_flag: null,
          currency: 'INR',
          recommended_entity_name: null,
          packages: [
            pkg(181, 'Class 8 Self Study', {
              is_current: bought ? 1 : 0,
              current_subscription: bought
                ? {
                    subscription_state: 'active',
                    is_free_trial: 0,
                    package_start_date: '2026-06-15',
                    package_end_date: '2027-06-14',
                  }
                : null,
            }),
            pkg(184, 'Class 8 Elite Class', { entity_name: 'elite_class', price_paise: 8_999_00 }),
          ],
        }),
      'POST /commerce/checkout': () =>
        envelope({
          payment_id: 'pay-1',
          payment_status: 'created',
          package_id: 181,
          package_name: 'Class 8 Self Study',
          learner_uuid: profile().uuid,
          amount_paise: 2_499_00,
          currency: 'INR',
          provider: 'test',
          order_reference: 'test_order_pay-1',
          test_cards: { approve: '4111 1111 1111 1111', decline: '4000 0000 0000 0002' },
          razorpay: null,
        }),
      'POST /commerce/confirm': (call: FakeCall) => {
        const card = (call.body as { test_token: string }).test_token;
        if (card.startsWith('4000')) {
          return envelope({
            payment_id: 'pay-1',
            payment_status: 'failed',
            decline_reason: 'declined',
            subscription: null,
            invoice: null,
          });
        }
        bought = true;
        return envelope({
          payment_id: 'pay-1',
          payment_status: 'paid',
          decline_reason: null,
          subscription: subscription({
            package_id: 181,
            package_name: 'Class 8 Self Study',
            package_end_date: '2027-06-14',
          }),
          invoice: {
            invoice_id: 'INV-2026-000007',
            invoice_number: 7,
            amount_paise: 2_117_80,
            tax_paise: 381_20,
            total_paise: 2_499_00,
            currency: 'INR',
            issued_at: '2026-06-15T05:00:00Z',
          },
        });
      },
    });
    const user = userEvent.setup();
    renderAt('/package');

    const card = await screen.findByTestId('package-card-181');
    expect(within(card).getByRole('heading', { name: 'Class 8 Self Study' })).toBeInTheDocument();
    expect(within(card).getByText('₹2,499.00')).toBeInTheDocument();
    expect(within(card).getByText('365 days')).toBeInTheDocument();
    expect(within(card).getByText('Practice')).toBeInTheDocument();
    expect(within(screen.getByTestId('package-card-184')).getByText('₹8,999.00')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Buy Class 8 Self Study' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Class 8 Self Study' });
    const field = within(dialog).getByLabelText(/Test card number/);
    expect(field).toHaveValue('4111 1111 1111 1111');
    expect(within(dialog).getByText(/demo payment provider/)).toBeInTheDocument();

    // A declined card: plain words, nothing issued; the same purchase key is kept for the retry.
    await user.clear(field);
    await user.type(field, '4000 0000 0000 0002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹2,499.00' }));
    expect(await within(dialog).findByText(/declined this card/)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '4111 1111 1111 1111');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹2,499.00' }));
    const success = await within(dialog).findByTestId('checkout-success');
    expect(success).toHaveTextContent('Payment successful');
    expect(success).toHaveTextContent('INV-2026-000007');

    const checkouts = fake.calls.filter((c) => c.path === '/commerce/checkout');
    expect(checkouts).toHaveLength(2);
    const keys = checkouts.map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
    expect(checkouts[0]!.body).toMatchObject({ package_id: 181, board_id: 1, class_id: 8, uuid: profile().uuid });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('package-card-181')).getByText('Your package')).toBeInTheDocument(),
    );
  });

  it('?for=JEE asks for the JEE packages; a parent lists for the active child', async () => {
    storeSession({ uuid: parentProfile().uuid, user_type_id: 2 });
    window.localStorage.setItem(
      'esc.activeChild',
      JSON.stringify({ parent_uuid: parentProfile().uuid, child_uuid: CHILD_B }),
    );
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(parentProfile()),
      'POST /cognito-login-service/auth/packages/packageList': () =>
        envelope({
          uuid: CHILD_B,
          board_id: 596,
          class_id: null,
          package_flag: 'JEE',
          currency: 'INR',
          recommended_entity_name: null,
          packages: [pkg(5961, 'JEE Main Live Classes', { package_flag: 'JEE' })],
        }),
    });
    renderAt('/package?for=jee');
    expect(await screen.findByRole('heading', { level: 1, name: 'JEE packages' })).toBeInTheDocument();
    expect(await screen.findByTestId('package-card-5961')).toBeInTheDocument();
    expect(screen.getByText('For Ravi Rao')).toBeInTheDocument();
    const list = fake.calls.find((c) => c.path.endsWith('packageList'))!;
    expect(list.body).toMatchObject({ uuid: CHILD_B, package_flag: 'JEE', currency: 'INR' });
  });
});

describe('/subscription', () => {
  it('offers the elite class first (bucket 0) in India', async () => {
    storeSession();
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /cognito-login-service/auth/packages/packageList': () =>
        envelope({
          uuid: profile().uuid,
          board_id: 1,
          class_id: 8,
          package_flag: null,
          currency: 'INR',
          recommended_entity_name: 'elite_class',
          packages: [pkg(184, 'Class 8 Elite Class', { entity_name: 'elite_class', is_recommended: 1 })],
        }),
    });
    renderAt('/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    expect(await screen.findByText('Recommended')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path.endsWith('packageList'))!.body).toMatchObject({
      recommended_entity_name: 'elite_class',
    });
  });
});

describe('/mypackage', () => {
  it('lists subscriptions with their state and downloads the invoice; a failed download shows an alert', async () => {
    storeSession();
    let failDownload = false;
    const fake = stubFetch({
      'GET /cognito-login-service/auth/me': () => envelope(profile()),
      'POST /cognito-login-service/auth/usersubscriptionstatus': () =>
        envelope({
          uuid: profile().uuid,
          current_date: '2026-06-15',
          has_active_package: 1,
          subscriptions: [
            subscription(),
            subscription({
              subscription_id: 's2',
              package_name: 'Class 8 Free Trial',
              subscription_state: 'free_trial_ended',
              is_free_trial: 1,
              free_trial_state: 'ended',
              invoice_id: null,
              days_left: 0,
            }),
          ],
        }),
      'GET /cognito-login-service/auth/invoice/INV-2026-000007': () =>
        failDownload
          ? errorResponse(404, 'NOT_FOUND')
          : new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt('/mypackage');

    expect(await screen.findByText('Class 8 Elite Class')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Free trial ended')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /Download invoice/ });
    expect(buttons).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Download invoice INV-2026-000007' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
    const download = fake.calls.find((c) => c.path.startsWith('/cognito-login-service/auth/invoice/'))!;
    expect(download.authorization).toBe('Bearer access-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    failDownload = true;
    await user.click(screen.getByRole('button', { name: 'Download invoice INV-2026-000007' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoice could not be downloaded');
    click.mockRestore();
  });
});

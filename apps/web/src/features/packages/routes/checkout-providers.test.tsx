// @vitest-environment jsdom
// jsdom leaves a script element loading until the test says it arrived; happy-dom (the other files'
// DOM) reports at once that it cannot run scripts, which is a failed load to the checkout.
import type { PackageItem, PlatformModeData, Profile } from '@esc/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { envelope, stubFetch, type FakeCall, type FakeHandler } from '../../../test/fake-api';
import { profile, storeSession } from '../../../test/fixtures';
import { PackageRoute } from './package.route';

// The web checkout uses the provider the server announces: the test card form in the
// demo, Razorpay Checkout (its script from checkout.razorpay.com, loaded only when needed) in
// production. Teachers and admins are not offered buying.

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

const item: PackageItem = {
  package_id: 181,
  package_name: 'Class 8 Self Study',
  entity_name: 'class',
  product_id: 3,
  package_status: 1,
  price_paise: 2_499_00,
  currency: 'INR',
  duration_days: 365,
  free_trial_days: null,
  student_subscribed_services: ['learn'],
  package_flag: null,
  board_id: 1,
  class_id: 8,
  is_recommended: 0,
  is_current: 0,
  current_subscription: null,
};

const mode = (payment_provider: PlatformModeData['payment_provider']): PlatformModeData => ({
  mode: payment_provider === 'test' ? 'demo' : 'production',
  payment_provider,
  demo_accounts: [],
});

const paid = {
  payment_id: 'pay-1',
  payment_status: 'paid',
  decline_reason: null,
  subscription: {
    subscription_id: 's1',
    package_id: 181,
    package_name: 'Class 8 Self Study',
    entity_name: 'class',
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
    invoice_id: 'INV-2026-000008',
  },
  invoice: {
    invoice_id: 'INV-2026-000008',
    invoice_number: 8,
    amount_paise: 2_117_80,
    tax_paise: 381_20,
    total_paise: 2_499_00,
    currency: 'INR',
    issued_at: '2026-06-15T05:00:00Z',
  },
};

function serve(options: {
  provider: PlatformModeData['payment_provider'];
  who?: Profile;
  extra?: Record<string, FakeHandler>;
}) {
  const who = options.who ?? profile();
  storeSession({ uuid: who.uuid, user_type_id: who.user_type_id });
  return stubFetch({
    'GET /cognito-login-service/auth/me': () => envelope(who),
    'GET /platform/mode': () => envelope(mode(options.provider)),
    'POST /cognito-login-service/auth/packages/packageList': () =>
      envelope({
        uuid: who.uuid,
        board_id: 1,
        class_id: 8,
        package_flag: null,
        currency: 'INR',
        recommended_entity_name: null,
        packages: [item],
      }),
    ...options.extra,
  });
}

function renderPackages() {
  const router = createMemoryRouter([{ path: '/package', element: <PackageRoute /> }], {
    initialEntries: ['/package'],
  });
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const checkoutScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.getAttribute('src') === CHECKOUT_SCRIPT);

async function openBuyDialog(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByTestId('package-card-181');
  await user.click(within(card).getByRole('button', { name: 'Buy Class 8 Self Study' }));
  return screen.findByRole('dialog', { name: 'Buy Class 8 Self Study' });
}

/** A stand-in for Checkout's global: records the options and lets the test play the payer. */
function fakeRazorpay() {
  const opened: {
    options: Record<string, unknown> & { handler: (r: unknown) => void };
    failed?: (r: unknown) => void;
  }[] = [];
  class Razorpay {
    constructor(public options: (typeof opened)[number]['options']) {
      opened.push({ options });
    }
    on(_event: string, callback: (r: unknown) => void) {
      opened.at(-1)!.failed = callback;
    }
    open() {}
  }
  return { Razorpay, opened };
}

beforeEach(() => {
  checkoutScripts().forEach((s) => s.remove());
  delete window.Razorpay;
});
afterEach(() => vi.unstubAllGlobals());

describe('checkout by the server’s provider', () => {
  it('production: Razorpay Checkout opens with the order; its answer is sent to the server to confirm', async () => {
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay as unknown as NonNullable<typeof window.Razorpay>;
    const fake = serve({
      provider: 'razorpay',
      extra: {
        'POST /commerce/checkout': () =>
          envelope({
            payment_id: 'pay-1',
            payment_status: 'created',
            package_id: 181,
            package_name: 'Class 8 Self Study',
            learner_uuid: profile().uuid,
            amount_paise: 2_499_00,
            currency: 'INR',
            provider: 'razorpay',
            order_reference: 'order_DESlLckIVRkHWj',
            test_cards: null,
            razorpay: { key_id: 'rzp_live_ILgsfZCZoFIKMb', order_id: 'order_DESlLckIVRkHWj' },
          }),
        'POST /commerce/confirm': () => envelope(paid),
      },
    });
    const user = userEvent.setup();
    renderPackages();
    const dialog = await openBuyDialog(user);
    expect(within(dialog).queryByLabelText(/Test card number/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹2,499.00 with Razorpay' }));

    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.options).toMatchObject({
      key: 'rzp_live_ILgsfZCZoFIKMb',
      order_id: 'order_DESlLckIVRkHWj',
      amount: 249900,
      currency: 'INR',
      description: 'Class 8 Self Study',
    });
    const answer = {
      razorpay_payment_id: 'pay_DESlfW9H8K9uqM',
      razorpay_order_id: 'order_DESlLckIVRkHWj',
      razorpay_signature: 'a'.repeat(64),
    };
    opened[0]!.options.handler(answer);

    expect(await within(dialog).findByTestId('checkout-success')).toHaveTextContent('INV-2026-000008');
    const confirm = fake.calls.find((c: FakeCall) => c.path === '/commerce/confirm');
    expect(confirm?.body).toEqual({ payment_id: 'pay-1', ...answer });
  });

  it('production: Checkout’s script is added only when someone pays, from checkout.razorpay.com; a failure is told in plain words', async () => {
    serve({
      provider: 'razorpay',
      extra: {
        'POST /commerce/checkout': () =>
          envelope({
            payment_id: 'pay-2',
            payment_status: 'created',
            package_id: 181,
            package_name: 'Class 8 Self Study',
            learner_uuid: profile().uuid,
            amount_paise: 2_499_00,
            currency: 'INR',
            provider: 'razorpay',
            order_reference: 'order_DEATVTRRctwEGb',
            test_cards: null,
            razorpay: { key_id: 'rzp_live_ILgsfZCZoFIKMb', order_id: 'order_DEATVTRRctwEGb' },
          }),
      },
    });
    const user = userEvent.setup();
    renderPackages();
    const dialog = await openBuyDialog(user);
    expect(checkoutScripts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹2,499.00 with Razorpay' }));
    await waitFor(() => expect(checkoutScripts()).toHaveLength(1));

    // The script arrives: Checkout opens; the payment fails, then the payer closes the window.
    const { Razorpay, opened } = fakeRazorpay();
    window.Razorpay = Razorpay as unknown as NonNullable<typeof window.Razorpay>;
    checkoutScripts()[0]!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.failed!({ error: { description: 'Payment failed because the bank declined it.' } });
    (opened[0]!.options.modal as { ondismiss: () => void }).ondismiss();
    expect(await within(dialog).findByText(/the bank declined it/)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('checkout-success')).not.toBeInTheDocument();
  });

  it('demo: the test card form, and no third-party script', async () => {
    serve({ provider: 'test' });
    const user = userEvent.setup();
    renderPackages();
    const dialog = await openBuyDialog(user);
    expect(within(dialog).getByLabelText(/Test card number/)).toHaveValue('4111 1111 1111 1111');
    expect(checkoutScripts()).toHaveLength(0);
  });

  it('the buyer’s state goes with the checkout, for the GST invoice’s place of supply', async () => {
    const started = {
      payment_id: 'pay-1',
      payment_status: 'created',
      package_id: 181,
      package_name: 'Class 8 Self Study',
      learner_uuid: profile().uuid,
      amount_paise: 2_499_00,
      currency: 'INR',
      provider: 'test',
      order_reference: 'test_order_1',
      test_cards: { approve: '4111 1111 1111 1111', decline: '4000 0000 0000 0002' },
      razorpay: null,
    };
    const fake = serve({
      provider: 'test',
      extra: {
        'POST /commerce/checkout': () => envelope(started),
        'POST /commerce/confirm': () => envelope(paid),
      },
    });
    const user = userEvent.setup();
    renderPackages();
    const dialog = await openBuyDialog(user);
    await user.click(within(dialog).getByPlaceholderText('Choose your state'));
    await user.click(await within(dialog).findByRole('option', { name: 'Maharashtra' }));
    await user.click(within(dialog).getByTestId('checkout-pay'));
    await within(dialog).findByTestId('checkout-success');
    const checkout = fake.calls.find((c: FakeCall) => c.path === '/commerce/checkout');
    // Maharashtra's GST state code is 27.
    expect(checkout?.body).toMatchObject({ package_id: 181, buyer_state: '27' });
  });

  it('production without a provider: says payments are not available, and offers no payment', async () => {
    serve({ provider: null });
    const user = userEvent.setup();
    renderPackages();
    const dialog = await openBuyDialog(user);
    expect(within(dialog).getByText(/payments are not set up/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});

describe('staff see packages read-only', () => {
  it.each([
    ['a teacher', profile({ user_type_id: 3, name: 'Meera Iyer' })],
    ['a school admin', profile({ user_type_id: 5, role: 'SCHOOL_ADMIN', name: 'Rajesh Kumar' })],
  ])('%s gets the packages with a plain explanation and no Buy button', async (_who, staff) => {
    serve({ provider: 'test', who: staff });
    renderPackages();
    const card = await screen.findByTestId('package-card-181');
    expect(screen.getByTestId('packages-read-only')).toHaveTextContent(
      'Teachers and school staff see the packages here but cannot buy them.',
    );
    expect(within(card).queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
  });
});

import type { PlatformModeData } from '@esc/contracts';
import type { AppMode } from '../../config.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-seed.js';
import type { PaymentProviderName } from '../commerce/commerce.module.js';

export type PlatformModeService = ReturnType<typeof createPlatformModeService>;

/**
 * What the web asks before it shows a sign-in or a checkout: demo or production, the payment
 * provider, and the demo accounts. The accounts are listed only in a seeded demo; production lists
 * none, even when asked to seed (SEED_DEMO=1), so a deployed sign-in screen never offers them.
 */
export function createPlatformModeService({
  mode,
  seedDemo,
  paymentProvider,
}: {
  mode: AppMode;
  seedDemo: boolean;
  paymentProvider: PaymentProviderName | null;
}) {
  const answer: PlatformModeData = {
    mode,
    payment_provider: paymentProvider,
    demo_accounts:
      mode === 'demo' && seedDemo
        ? DEMO_ACCOUNTS.map(({ username, password, role }) => ({ username, password, role }))
        : [],
  };
  return { modeInfo: (): PlatformModeData => answer };
}

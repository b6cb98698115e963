import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.js';
import { createCommerceRepository } from './commerce.repository.js';
import { registerCommerceRoutes } from './commerce.routes.js';
import { createInvoiceService } from './invoice.service.js';
import { createPackagesService } from './packages.service.js';
import { createTestPaymentProvider } from './payment-provider.js';
import { registerPurchaseRoutes } from './purchase.routes.js';
import { createPurchaseService } from './purchase.service.js';

export {
  createSubscriptionReader,
  type ActivePackage,
  type SubscriptionReader,
} from './subscription-reader.service.js';

/** The commerce calls of spec/calls.tsv, and buying through the (test) payment provider. */
export function registerCommerceModule(api: FastifyInstance, ctx: ModuleContext): void {
  const repo = createCommerceRepository(ctx.db);
  const { identity, clock } = ctx;
  const packages = createPackagesService({ repo, identity, clock });
  const invoices = createInvoiceService({ repo, identity });
  const purchase = createPurchaseService({ repo, identity, clock, provider: createTestPaymentProvider() });
  registerCommerceRoutes(api, { packages, invoices });
  registerPurchaseRoutes(api, { purchase });
}

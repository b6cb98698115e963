import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { IdentityService } from '../identity/identity.service.js';
import { createCommerceRepository } from './commerce.repository.js';
import { registerCommerceRoutes } from './commerce.routes.js';
import { createInvoiceService } from './invoice.service.js';
import { createPackagesService } from './packages.service.js';
import type { PaymentProvider } from './payment-provider.js';
import { registerPurchaseRoutes } from './purchase.routes.js';
import { createPurchaseService } from './purchase.service.js';
import { createSeatLicencesService } from './seat-licences.service.js';
import { createSubscriptionReader } from './subscription-reader.service.js';

export {
  createSubscriptionReader,
  type ActivePackage,
  type SubscriptionReader,
} from './subscription-reader.service.js';

export type CommerceServices = ReturnType<typeof createCommerceServices>;

export function createCommerceServices(deps: {
  db: Db;
  clock: () => number;
  identity: IdentityService;
  provider: PaymentProvider;
}) {
  const { db, clock, identity, provider } = deps;
  const repo = createCommerceRepository(db);
  return {
    packages: createPackagesService({ repo, identity, clock }),
    invoices: createInvoiceService({ repo, identity }),
    purchase: createPurchaseService({ repo, identity, clock, provider }),
    subscriptions: createSubscriptionReader({ db, clock }),
    licences: createSeatLicencesService({ db }),
  };
}

/** The commerce calls of spec/calls.tsv, and buying through the payment provider. */
export function registerCommerceModule(api: FastifyInstance, services: CommerceServices): void {
  registerCommerceRoutes(api, services);
  registerPurchaseRoutes(api, services);
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { DirectoryService, IdentityService } from '../identity/identity.module.js';
import { createCommerceRepository } from './commerce.repository.js';
import { registerCommerceRoutes } from './commerce.routes.js';
import { createInvoiceService } from './invoice.service.js';
import { createPackagesService } from './packages.service.js';
import { createCommercePolicy } from './commerce.policy.js';
import { createPaymentEventsRepository } from './payment-events.repository.js';
import { createPaymentIssuer, type RightsWithdrawn, type SyllabusNames } from './payment-issuer.js';

export type { RightsWithdrawn } from './payment-issuer.js';
import type { PaymentProvider } from './payment-provider.js';
import { registerPaymentWebhookRoutes } from './payment-webhook.routes.js';
import { createPaymentWebhookService } from './payment-webhook.service.js';
import { registerPurchaseRoutes } from './purchase.routes.js';
import { createPurchaseService } from './purchase.service.js';
import { createSubscriptionReaderRepository } from './subscription-reader.repository.js';
import { createSeatLicencesService } from './seat-licences.service.js';
import { createSubscriptionReader } from './subscription-reader.service.js';
import { createLicenceReaderRepository } from './licence-reader.repository.js';
import { createLicenceReader } from './licence-reader.service.js';
import { registerSchoolLicenceRoutes } from './school-licences.routes.js';
import { createSchoolLicencesService } from './school-licences.service.js';
import { paymentProviderFor } from './payment-providers.js';
import { defineModule } from '../module-map.js';
import { commercePersonalData } from './commerce.personal-data.js';
import { gstSupplierOf, type GstSupplier } from '../../gst-supplier-config.js';

export {
  createSubscriptionReader,
  type ActivePackage,
  type SubscriptionReader,
} from './subscription-reader.service.js';
export { checkoutOriginsFor, paymentProviderFor } from './payment-providers.js';

// What institutes and platform read of this module: licences and seats, and the payment providers' names.
export type { LicenceReader, LicenceRecord, SubscriptionRecord } from './licence-reader.service.js';
export type { PaymentProviderName } from './payment-provider.js';
export type { SeatLicence } from './seat-licences.repository.js';
export type { SeatLicencesService } from './seat-licences.service.js';

export type CommerceServices = ReturnType<typeof createCommerceServices>;

export function createCommerceServices(deps: {
  db: Db;
  clock: () => number;
  log: FastifyBaseLogger;
  identity: IdentityService;
  /** Whose parents a learner has (who may download the learner's invoices). */
  directory: Pick<DirectoryService, 'parentsOfChildren'>;
  /** The catalogue's names service (invoice labels). */
  names: SyllabusNames;
  /** The server's one provider (paymentProviderFor); null when production has no Razorpay keys. */
  provider: PaymentProvider | null;
  /** RAZORPAY_WEBHOOK_SECRET; null refuses webhook deliveries. */
  webhookSecret: string | null;
  /** Publishes, in the revoking transaction, whose packages a refund took back. */
  rightsWithdrawn?: (within: Db, event: RightsWithdrawn) => Promise<void>;
  /** The seller on GST invoices (gstSupplierOf); null: checkout refuses, nothing can be invoiced. */
  supplier: GstSupplier | null;
}) {
  const { db, clock, log, identity, directory, names, provider, webhookSecret, supplier } = deps;
  const repo = createCommerceRepository(db);
  const issuer = createPaymentIssuer({ repo, names, clock, supplier, rightsWithdrawn: deps.rightsWithdrawn });
  const policy = createCommercePolicy({ repo, directory });
  const licenceReaderRepo = createLicenceReaderRepository(db);
  return {
    /** Who may read a school's packages, confirm a payment and download an invoice (commerce.policy.ts). */
    policy,
    packages: createPackagesService({ repo, identity, policy, clock }),
    invoices: createInvoiceService({ repo, identity, policy }),
    purchase: createPurchaseService({ repo, identity, policy, clock, provider, issuer, supplier }),
    webhooks: createPaymentWebhookService({
      repo,
      events: createPaymentEventsRepository(db),
      issuer,
      webhookSecret,
      clock,
      log,
    }),
    subscriptions: createSubscriptionReader({ repo: createSubscriptionReaderRepository(db), clock }),
    /** Which provider buying goes through, for the platform's mode call and the web's checkout. */
    paymentProvider: provider?.name ?? null,
    licences: createSeatLicencesService({ db }),
    /** Seats and packages as institutes reads them. */
    licenceReader: createLicenceReader({ repo: licenceReaderRepo }),
    /** The school admin's own licences and seats (GET /commerce/school-licences). */
    schoolLicences: createSchoolLicencesService({ repo: licenceReaderRepo, identity, policy, clock }),
  };
}

/** The commerce calls of spec/calls.tsv, buying through the payment provider, and its webhook. */
export function registerCommerceModule(api: FastifyInstance, services: CommerceServices): void {
  registerCommerceRoutes(api, services);
  registerPurchaseRoutes(api, services);
  registerPaymentWebhookRoutes(api, services);
  registerSchoolLicenceRoutes(api, services);
}

export const commerceModule = defineModule({
  name: 'commerce',
  purpose:
    'Packages and their prices, entity subscriptions, buying through the payment provider, invoices and seat licences.',
  needs: { identity: ['identity', 'directory'], catalogue: ['names'] },
  offers: ['subscriptions', 'paymentProvider', 'licences', 'licenceReader'],
  fills: [],
  publishes: ['commerce.rights-withdrawn'],
  handles: [],
  tables: ['packages', 'package_syllabus', 'subscriptions', 'licences', 'payments', 'payment_events', 'invoices'],
  personalData: commercePersonalData,
  jobs: [],
  build({ platform, needs, events }) {
    const { config } = platform;
    // Said once here in production; each delivery is then refused with a quiet 503.
    if (!config.razorpay?.webhookSecret && config.mode === 'production') {
      platform.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: Razorpay webhook deliveries are refused (503).');
    }
    const supplier = gstSupplierOf(config);
    if (!supplier && config.mode === 'production') {
      platform.log.warn('GST_SUPPLIER_* are not set: no invoice can be issued, so checkout is refused (503).');
    }
    const services = createCommerceServices({
      ...platform,
      rightsWithdrawn: (within, event) => events.publish(within, 'commerce.rights-withdrawn', event),
      identity: needs.identity.identity,
      directory: needs.identity.directory,
      names: needs.catalogue.names,
      provider: paymentProviderFor(config),
      webhookSecret: config.razorpay?.webhookSecret ?? null,
      supplier,
    });
    return { services, policy: services.policy, routes: (api) => registerCommerceModule(api, services) };
  },
});

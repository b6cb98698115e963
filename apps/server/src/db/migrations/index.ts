import type { Migration } from 'kysely';
import * as identity from './2026-11-21-identity.js';
import * as catalogue from './2026-11-22-catalogue.js';
import * as learning from './2026-11-22-learning.js';
import * as institutesCommerce from './2026-11-23-institutes-commerce.js';
import * as paymentProviders from './2026-11-24-payment-providers.js';
import * as identityAccounts from './2026-11-24-identity-accounts.js';
import * as mediaOwnership from './2026-11-24-media-ownership.js';
import * as schoolMappings from './2026-11-25-school-mappings.js';
import * as notifications from './2026-11-25-notifications.js';
import * as learnlists from './2026-11-25-learnlists.js';
import * as assessments from './2026-11-26-assessments.js';
import * as platformFeedback from './2026-11-26-platform-feedback.js';
import * as practiceChecks from './2026-11-27-practice-checks.js';
import * as questionImportPreviews from './2026-12-06-question-import-previews.js';
import * as liveNotices from './2026-11-28-live-notices.js';
import * as liveClasses from './2026-11-29-live-classes.js';
import * as liveClassesOpen from './2026-11-29-live-classes-open.js';
import * as liveClassesSections from './2026-11-29-live-classes-sections.js';
import * as liveProviderEvents from './2026-11-30-live-provider-events.js';
import * as liveRecordings from './2026-11-30-live-recordings.js';
import * as profilePhoto from './2026-11-30-profile-photo.js';
import * as attendance from './2026-11-30-attendance.js';
import * as liveRecaps from './2026-11-30-live-recaps.js';
import * as doubts from './2026-12-01-doubts.js';
import * as gstInvoices from './2026-12-01-gst-invoices.js';
import * as handins from './2026-12-01-handins.js';
import * as bookmarkWrites from './2026-12-02-bookmark-writes.js';
import * as offlineAttempts from './2026-12-02-offline-attempts.js';
import * as offlineWrites from './2026-12-02-offline-writes.js';
import * as sectionMedium from './2026-12-03-section-medium.js';
import * as messageLanguages from './2026-12-03-message-languages.js';
import * as dataExports from './2026-12-04-data-exports.js';
import * as accessLog from './2026-12-05-access-log.js';
import * as erasure from './2026-12-05-erasure.js';
import * as grievances from './2026-12-05-grievances.js';
import * as parentalConsent from './2026-12-05-parental-consent.js';
import * as schoolExports from './2026-12-06-school-exports.js';
import * as consentRefusal from './2026-12-06-consent-refusal.js';
import * as contentPackages from './2026-12-06-content-packages.js';
import * as erasureGrounds from './2026-12-07-erasure-grounds.js';
import * as schoolExportLanguage from './2026-12-08-school-export-language.js';
import * as notificationNames from './2026-12-09-notification-names.js';
import * as notificationWords from './2026-12-10-notification-words.js';

/**
 * Every migration, keyed by its file name. A static list rather than a folder scan, so the same
 * code runs under tsx, a bundler or compiled output. Keys sort by their ISO date.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21-identity': identity,
  '2026-11-22-catalogue': catalogue,
  '2026-11-22-learning': learning,
  '2026-11-23-institutes-commerce': institutesCommerce,
  '2026-11-24-payment-providers': paymentProviders,
  '2026-11-24-identity-accounts': identityAccounts,
  '2026-11-24-media-ownership': mediaOwnership,
  '2026-11-25-school-mappings': schoolMappings,
  '2026-11-25-notifications': notifications,
  '2026-11-25-learnlists': learnlists,
  '2026-11-26-assessments': assessments,
  '2026-11-26-platform-feedback': platformFeedback,
  '2026-11-27-practice-checks': practiceChecks,
  '2026-11-28-live-notices': liveNotices,
  '2026-11-29-live-classes': liveClasses,
  '2026-11-29-live-classes-open': liveClassesOpen,
  '2026-11-29-live-classes-sections': liveClassesSections,
  '2026-11-30-live-provider-events': liveProviderEvents,
  '2026-11-30-live-recordings': liveRecordings,
  '2026-11-30-attendance': attendance,
  '2026-11-30-live-recaps': liveRecaps,
  '2026-11-30-profile-photo': profilePhoto,
  '2026-12-01-doubts': doubts,
  '2026-12-01-gst-invoices': gstInvoices,
  '2026-12-01-handins': handins,
  '2026-12-02-bookmark-writes': bookmarkWrites,
  '2026-12-02-offline-attempts': offlineAttempts,
  '2026-12-02-offline-writes': offlineWrites,
  '2026-12-03-section-medium': sectionMedium,
  '2026-12-03-message-languages': messageLanguages,
  '2026-12-04-data-exports': dataExports,
  '2026-12-05-access-log': accessLog,
  '2026-12-05-erasure': erasure,
  '2026-12-05-grievances': grievances,
  '2026-12-05-parental-consent': parentalConsent,
  '2026-12-06-school-exports': schoolExports,
  '2026-12-06-question-import-previews': questionImportPreviews,
  '2026-12-06-consent-refusal': consentRefusal,
  '2026-12-06-content-packages': contentPackages,
  '2026-12-07-erasure-grounds': erasureGrounds,
  '2026-12-08-school-export-language': schoolExportLanguage,
  '2026-12-09-notification-names': notificationNames,
  '2026-12-10-notification-words': notificationWords,
};

import { lazy } from '../../lib/lazy-with-words';

export const CustomerCareContactRoute = lazy(() =>
  import('./routes/customer-care-contact.route').then((m) => ({ default: m.CustomerCareContactRoute })),
);
export type { CustomerCareStrings } from './customer-care.strings';

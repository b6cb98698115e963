// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { SecurityEventsQuery } from '@esc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const securityEventKeys = {
  all: ['security-events'] as const,
  page: (query: SecurityEventsQuery) => [...securityEventKeys.all, query] as const,
};

/** One page of the security events (platform editors only: anyone else is refused). */
export function useSecurityEvents(query: SecurityEventsQuery) {
  return useQuery({
    queryKey: securityEventKeys.page(query),
    queryFn: ({ signal }) => api.call('GET /privacy/security-events', { query }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

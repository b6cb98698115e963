// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { GiveConsentBody, NameParentBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from '../../../lib/current-profile.api';

/** Keyed by the signed-in person, so a shared phone never shows one person's consent to another. */
export const consentKeys = {
  all: ['consent'] as const,
  mine: (uuid: string) => [...consentKeys.all, uuid, 'mine'] as const,
};

/** The signed-in learner's consent: who was asked and when. */
export function useMyConsent(uuid: string) {
  return useQuery({
    queryKey: consentKeys.mine(uuid),
    queryFn: ({ signal }) => api.call('GET /privacy/consent', undefined, { signal }),
    staleTime: 0,
    // A parent may agree from another phone at any moment: the child's screen notices it.
    refetchInterval: 15_000,
  });
}

/** The child names (or changes, or asks again) the parent; the answer holds the new state. */
export function useNameParent(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NameParentBody) => api.call('POST /privacy/consent/parent', { body }),
    onSuccess: (data) => client.setQueryData(consentKeys.mine(uuid), data),
  });
}

/** A parent agrees with the code; their profile now lists the child. */
export function useGiveConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GiveConsentBody) => api.call('POST /privacy/consent/give', { body }),
    // Not awaited: the parent reads the answer at once, the profile follows.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

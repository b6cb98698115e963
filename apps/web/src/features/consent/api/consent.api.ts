// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { GiveConsentBody, NameParentBody, RefuseConsentBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { profileKeys } from '../../../lib/current-profile.api';
import { useLiveStreamUp, useOnLiveNotification } from '../../../lib/live-stream';

/** Keyed by the signed-in person, so a shared phone never shows one person's consent to another. */
export const consentKeys = {
  all: ['consent'] as const,
  mine: (uuid: string) => [...consentKeys.all, uuid, 'mine'] as const,
  request: (consentId: string) => [...consentKeys.all, 'request', consentId] as const,
};

/** The request a parent's link names: whose it is, and whether it still waits. */
export function useConsentRequest(consentId: string) {
  return useQuery({
    queryKey: consentKeys.request(consentId),
    queryFn: ({ signal }) =>
      api.call('GET /privacy/consent/requests/:consentId', { params: { consentId } }, { signal }),
    retry: false,
  });
}

/** A parent refuses with the code; the answer is the request as it now stands. */
export function useRefuseConsent(consentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefuseConsentBody) => api.call('POST /privacy/consent/refuse', { body }),
    onSuccess: (data) => client.setQueryData(consentKeys.request(consentId), data),
  });
}

/** How often the waiting screen asks while the notifications stream is down (with it up, it does not ask). */
export const CONSENT_FALLBACK_POLL_MS = 60_000;

/**
 * The signed-in learner's consent: who was asked and when. A parent may answer from another phone at
 * any moment: the notification they cause reaches this tab over the stream and the state is read again
 * at once; only while the stream is down does the screen ask on its own, slowly.
 */
export function useMyConsent(uuid: string) {
  const client = useQueryClient();
  const streamUp = useLiveStreamUp();
  const readAgain = useCallback(
    () => void client.invalidateQueries({ queryKey: consentKeys.mine(uuid) }),
    [client, uuid],
  );
  useOnLiveNotification(readAgain);
  return useQuery({
    queryKey: consentKeys.mine(uuid),
    queryFn: ({ signal }) => api.call('GET /privacy/consent', undefined, { signal }),
    staleTime: 0,
    refetchInterval: streamUp ? false : CONSENT_FALLBACK_POLL_MS,
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

/** Query keys of the notifications feature; everything a person sees of it sits under `all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  person: (uuid: string) => [...notificationKeys.all, uuid] as const,
  page: (uuid: string, size: number) => [...notificationKeys.person(uuid), 'page', size] as const,
  push: (uuid: string, endpoint: string | null) => [...notificationKeys.person(uuid), 'push', endpoint] as const,
};

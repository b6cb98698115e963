import { notificationKindsFor, type NotificationKind, type WebPushSubscriptionData } from '@esc/contracts';
import { Alert, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useSession } from '../../../lib/session';
import { notificationKeys } from '../api/notifications.keys';
import { postWebPushSubscription } from '../api/web-push-subscription.api';
import { currentSubscription, disablePush, enablePush, pushSupport } from '../live/push-browser.client';
import '../notifications.strings';

type Change = { kind: 'push'; on: boolean } | { kind: 'choice'; choice: NotificationKind; on: boolean };

/** This browser's push state as the server sees it (the endpoint names the browser). */
function usePushState(uuid: string) {
  return useQuery({
    queryKey: notificationKeys.push(uuid, 'this-browser'),
    queryFn: async ({ signal }) => {
      const subscription = await currentSubscription();
      return postWebPushSubscription(
        subscription ? { action: 'status', endpoint: subscription.endpoint } : { action: 'status' },
        signal,
      );
    },
  });
}

/**
 * The profile screen's notification settings: push on or off for this browser, and which events
 * reach the person by push (on every browser of theirs).
 */
export default function PushSettings() {
  const { t } = useTranslation();
  const session = useSession();
  const uuid = session?.uuid ?? '';
  const queryClient = useQueryClient();
  const state = usePushState(uuid);
  const [support, setSupport] = useState(pushSupport);
  const change = useMutation({
    mutationFn: async (c: Change): Promise<WebPushSubscriptionData | null> => {
      if (c.kind === 'choice') {
        // Naming this browser keeps the answer's `subscribed` about it.
        const endpoint = (await currentSubscription())?.endpoint;
        return postWebPushSubscription({ choices: { [c.choice]: c.on }, ...(endpoint ? { endpoint } : {}) });
      }
      if (!c.on) return disablePush((body) => postWebPushSubscription(body));
      const answer = await enablePush(state.data!.vapid_public_key, (body) => postWebPushSubscription(body));
      if (answer === 'blocked') {
        setSupport(pushSupport());
        return null;
      }
      return answer;
    },
    onSuccess: (data) => {
      if (data) queryClient.setQueryData(notificationKeys.push(uuid, 'this-browser'), data);
      else void queryClient.invalidateQueries({ queryKey: notificationKeys.push(uuid, 'this-browser') });
    },
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="push-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="push-settings-title">
          {t('notifications.push.title')}
        </Title>
        <Text size="sm">{t('notifications.push.intro')}</Text>
        {support === 'unsupported' ? (
          <Text size="sm" c="dimmed">
            {t('notifications.push.unsupported')}
          </Text>
        ) : state.isError ? (
          <QueryError
            title={t('notifications.push.loadError')}
            error={state.error}
            onRetry={() => void state.refetch()}
          />
        ) : !state.data ? (
          <Skeleton h={120} role="status" aria-label={t('common.loading')} />
        ) : (
          <>
            {support === 'blocked' && (
              // A light alert keeps the text's own colour: orange text on white falls short of 4.5:1.
              <Alert color="orange" variant="light" role="status">
                {t('notifications.push.blocked')}
              </Alert>
            )}
            <Switch
              label={t('notifications.push.toggle')}
              checked={state.data.subscribed}
              disabled={change.isPending || support === 'blocked'}
              onChange={(event) => change.mutate({ kind: 'push', on: event.currentTarget.checked })}
            />
            <fieldset disabled={change.isPending} style={{ border: 0, padding: 0, margin: 0 }}>
              <Text component="legend" size="sm" fw={600} mb="xs">
                {t('notifications.push.choicesTitle')}
              </Text>
              <Stack gap="xs">
                {/* Only what reaches this person: a learner has no absences to be told of. */}
                {notificationKindsFor(session?.user_type_id ?? 0).map((kind) => (
                  <Switch
                    key={kind}
                    size="sm"
                    label={t(`notifications.push.kinds.${kind}`)}
                    checked={state.data.choices[kind]}
                    onChange={(event) =>
                      change.mutate({ kind: 'choice', choice: kind, on: event.currentTarget.checked })
                    }
                  />
                ))}
              </Stack>
            </fieldset>
            {change.isError && (
              <Text size="sm" c="red.8" role="alert">
                {t('notifications.push.saveError')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

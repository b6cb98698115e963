import { formatDisplayDate } from '@esc/domain';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useUserSubscriptions } from '../../../lib/subscriptions.api';
import { ListSkeleton } from './list-states.component';

interface SubjectPackagesProps {
  learnerUuid: string;
  boardId: number;
  classId: number;
}

const KNOWN_SERVICES = ['learn', 'practice', 'test', 'live_classes'] as const;

/**
 * The learner's active packages for this board and class and the services they include, as the
 * server lists them. No lock is drawn here: the server's gate decides when an item is opened, and a
 * locked item says why there (002 §4.2).
 */
export function SubjectPackages({ learnerUuid, boardId, classId }: SubjectPackagesProps) {
  const { t } = useTranslation();
  const subscriptions = useUserSubscriptions(learnerUuid);
  const serviceName = (s: string) =>
    (KNOWN_SERVICES as readonly string[]).includes(s)
      ? t(`study.serviceName.${s as (typeof KNOWN_SERVICES)[number]}`)
      : s;
  let body;
  if (subscriptions.isPending) body = <ListSkeleton rows={1} height={48} />;
  else if (subscriptions.isError) {
    body = (
      <QueryError
        title={t('study.packagesError')}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  } else {
    const active = subscriptions.data.subscriptions.filter(
      (s) => s.board_id === boardId && s.class_id === classId && s.subscription_state === 'active',
    );
    body =
      active.length === 0 ? (
        <Text size="sm">{t('study.packagesNone')}</Text>
      ) : (
        <List spacing="xs">
          {active.map((s) => (
            <List.Item key={s.subscription_id}>
              <Text fw={600}>
                {t('study.packageLine', { name: s.package_name, date: formatDisplayDate(s.package_end_date) })}
              </Text>
              {s.student_subscribed_services.length > 0 && (
                <Text size="sm">
                  {t('study.packageServices', { services: s.student_subscribed_services.map(serviceName).join(', ') })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      );
  }
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="subject-packages-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="subject-packages-heading">
          {t('study.packagesHeading')}
        </Title>
        {body}
        <Text size="sm" c="dimmed">
          {t('study.packageGateNote')}
        </Text>
      </Stack>
    </Paper>
  );
}

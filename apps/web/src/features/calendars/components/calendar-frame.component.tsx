import { roleDashboardPath } from '@esc/domain';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { useCalendarLearner, type CalendarLearner } from '../hooks/use-calendar-learner.hook';
import { safeBackPath } from '../utils/back-path';
import '../calendars.strings';

interface CalendarFrameProps {
  title: string;
  intro: string;
  /** The router state's comingFrom: where Back goes (else the role's dashboard, 001 §2). */
  comingFrom: unknown;
  children: (learner: CalendarLearner) => ReactNode;
}

/** The calendars' frame: Back, the title, whose calendar it is; staff and a parent without a child are told why it is empty. */
export function CalendarFrame({ title, intro, comingFrom, children }: CalendarFrameProps) {
  const { t } = useTranslation();
  const { learner, staff, profile } = useCalendarLearner();
  const p = profile.data;
  const back = safeBackPath(comingFrom) ?? (p ? roleDashboardPath({ userTypeId: p.user_type_id, role: p.role }) : '/');
  return (
    <Stack gap="md" maw={960} w="100%">
      <PageTitle page={title} />
      <Button
        component={Link}
        to={back}
        variant="subtle"
        w="fit-content"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        {t('calendars.back')}
      </Button>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{learner?.forChild ? t('calendars.forChild', { name: learner.name }) : intro}</Text>
      </Stack>
      {!p ? (
        <Skeleton h={240} role="status" aria-label={t('common.loading')} />
      ) : learner ? (
        children(learner)
      ) : (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {staff ? t('calendars.notForStaff') : t('calendars.noChild')}
        </Alert>
      )}
    </Stack>
  );
}

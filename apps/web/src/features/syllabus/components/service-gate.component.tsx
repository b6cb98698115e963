import type { AccessServiceAnswer } from '@esc/contracts';
import { Badge, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { AccessPrompt } from '../../../components/access-gate';
import { STATUS_SHADE } from '../../../components/status-colours';
import '../study.strings';

interface ServiceGateProps {
  /** The gate's answer for the service (GET /access/subject-services); undefined while it loads. */
  answer: AccessServiceAnswer | undefined;
  pending: boolean;
  failed: boolean;
}

/**
 * The gate's answer for a service of the subject (002 §4.2), shown in words as the server gives it:
 * open (with what is left of a free learner's items), or locked with the way to unlock (the package
 * screen, or the institute). The same rule decides when an item of the service opens.
 */
export function ServiceGate({ answer, pending, failed }: ServiceGateProps) {
  const { t } = useTranslation();
  if (pending) return <Skeleton h={20} w={120} aria-hidden />;
  if (failed || !answer) return <Text size="sm">{t('study.gateUnknown')}</Text>;
  if (answer.allowed) {
    return (
      <Stack gap={2}>
        <Badge color={STATUS_SHADE.success} w="fit-content">
          {t('study.gateOpen')}
        </Badge>
        <Text size="sm" c="dimmed" data-testid="service-gate-explanation">
          {answer.explanation}
        </Text>
      </Stack>
    );
  }
  return <AccessPrompt decision={answer} headingOrder={3} autoFocus={false} />;
}

import type { AccessItemKind } from '@esc/contracts';
import { Badge, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccessPrompt, useAccessDecision } from '../../../components/access-gate';
import { STATUS_SHADE } from '../../../components/status-colours';
import '../study.strings';

interface ServiceGateProps {
  /** The kind the gate places by board and class alone: questions (practice), recorded lectures. */
  kind: Extract<AccessItemKind, 'question' | 'recorded_lecture'>;
  subjectId: number;
  boardId: number;
  classId: number;
}

/**
 * The gate's answer for a service of the class (002 §4.2): asked as a look (nothing is recorded for
 * these kinds), shown as the server gives it; the same decision is enforced when an item opens.
 */
export function ServiceGate({ kind, subjectId, boardId, classId }: ServiceGateProps) {
  const { t } = useTranslation();
  const decision = useAccessDecision({ kind, itemId: subjectId, boardId, classId });
  if (decision.isPending) return <Skeleton h={20} w={120} aria-hidden />;
  if (decision.isError) return <Text size="sm">{t('study.gateUnknown')}</Text>;
  if (decision.data.allowed) {
    return (
      <Stack gap={2}>
        <Badge color={STATUS_SHADE.success} w="fit-content">
          {t('study.gateOpen')}
        </Badge>
        <Text size="sm" c="dimmed">
          {decision.data.explanation}
        </Text>
      </Stack>
    );
  }
  return <AccessPrompt decision={decision.data} headingOrder={3} autoFocus={false} />;
}

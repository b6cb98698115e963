import type { MarkValue, RegisterLearner } from '@esc/contracts';
import { Anchor, Badge, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { STATUS_SHADE } from '../../../components/status-colours';
import '../attendance.strings';

export const MARKS: readonly MarkValue[] = ['present', 'absent', 'late', 'excused'];

/** Badge shades of the marks: words carry the meaning, the shade only repeats it. */
export const MARK_SHADE: Record<MarkValue, string> = {
  present: STATUS_SHADE.success,
  absent: STATUS_SHADE.danger,
  late: STATUS_SHADE.warning,
  excused: STATUS_SHADE.info,
};

export interface ShownMark {
  mark: MarkValue;
  remark: string | null;
}

interface Props {
  learner: RegisterLearner;
  shown: ShownMark;
  /** The teacher changed it here and has not saved yet. */
  changed: boolean;
  readOnly: boolean;
  onChange: (next: ShownMark) => void;
}

/**
 * One learner of the register, sized for a phone: their name and where the mark comes from, the four
 * marks as one radio group (tap to change), and a remark on demand.
 */
export function LearnerMark({ learner, shown, changed, readOnly, onChange }: Props) {
  const { t } = useTranslation();
  const [remarkOpen, setRemarkOpen] = useState(shown.remark !== null && shown.remark !== '');
  const source =
    changed || learner.source === 'teacher'
      ? null
      : learner.source === 'live'
        ? t('attendance.register.sourceLive')
        : t('attendance.register.sourceDefault');
  return (
    <Stack
      gap={6}
      component="li"
      aria-label={learner.name}
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{learner.name}</Text>
        {source ? (
          <Badge variant="outline" color={learner.source === 'live' ? 'blue' : 'gray'}>
            {source}
          </Badge>
        ) : null}
      </Group>
      <SegmentedControl
        fullWidth
        size="sm"
        aria-label={t('attendance.register.markFor', { name: learner.name })}
        value={shown.mark}
        disabled={readOnly}
        color={MARK_SHADE[shown.mark]}
        onChange={(value) => onChange({ ...shown, mark: value as MarkValue })}
        data={MARKS.map((mark) => ({ value: mark, label: t(`attendance.marks.${mark}`) }))}
      />
      {remarkOpen ? (
        <TextInput
          size="sm"
          label={t('attendance.register.remarkFor', { name: learner.name })}
          value={shown.remark ?? ''}
          maxLength={200}
          readOnly={readOnly}
          onChange={(e) => onChange({ ...shown, remark: e.currentTarget.value })}
        />
      ) : readOnly ? null : (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setRemarkOpen(true)}
          aria-label={t('attendance.register.addRemarkFor', { name: learner.name })}
        >
          {t('attendance.register.addRemark')}
        </Anchor>
      )}
    </Stack>
  );
}

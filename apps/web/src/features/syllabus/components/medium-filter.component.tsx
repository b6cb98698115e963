import { LANGUAGE_LIST, languageOfId } from '@esc/contracts/languages';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MediumFilter } from '../hooks/use-medium-filter.hook';

const ENGLISH = LANGUAGE_LIST[0];

/**
 * "Medium: हिन्दी / English / All": the learner's medium of instruction, English and every medium.
 * Each language is named in its own script (as LANGUAGE_LIST writes it), whatever the screen's language.
 */
export function MediumFilterControl({ filter }: { filter: MediumFilter }) {
  const { t } = useTranslation();
  const labelId = useId();
  const own = filter.learnerMedium !== ENGLISH.id ? languageOfId(filter.learnerMedium) : null;
  const data = [
    ...(own ? [{ value: String(own.id), label: own.name }] : []),
    { value: String(ENGLISH.id), label: ENGLISH.name },
    { value: 'all', label: t('syllabus.mediumAll') },
  ];
  return (
    <Group gap="xs" mb="sm" wrap="wrap" data-testid="medium-filter">
      <Text size="sm" id={labelId}>
        {t('syllabus.medium')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        data={data}
        value={String(filter.choice)}
        onChange={(value) => filter.choose(value === 'all' ? 'all' : Number(value))}
      />
    </Group>
  );
}

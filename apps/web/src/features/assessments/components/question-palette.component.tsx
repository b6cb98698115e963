import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

export type PaletteState = 'answered' | 'notAnswered' | 'marked' | 'notVisited';

const COLORS: Record<PaletteState, { color: string; variant: 'filled' | 'light' | 'outline' }> = {
  // teal.9 keeps white text above 4.5:1 (green.8 does not).
  answered: { color: 'teal.9', variant: 'filled' },
  notAnswered: { color: 'red', variant: 'light' },
  marked: { color: 'violet', variant: 'filled' },
  notVisited: { color: 'gray', variant: 'outline' },
};

interface QuestionPaletteProps {
  states: PaletteState[];
  current: number;
  onGo: (index: number) => void;
}

/** Every question by state (answered, not answered, marked for review, not seen); a button goes there. */
export function QuestionPalette({ states, current, onGo }: QuestionPaletteProps) {
  const { t } = useTranslation();
  const label = (state: PaletteState) => t(`assessments.engine.${state}`);
  return (
    <Stack gap="xs" component="nav" aria-labelledby="palette-title">
      <Title order={2} size="h5" id="palette-title">
        {t('assessments.engine.palette')}
      </Title>
      <SimpleGrid cols={5} spacing={6} verticalSpacing={6}>
        {states.map((state, index) => (
          <Button
            key={index}
            size="compact-sm"
            {...COLORS[state]}
            aria-current={index === current ? 'step' : undefined}
            aria-label={t('assessments.engine.paletteItem', { n: index + 1, state: label(state) })}
            onClick={() => onGo(index)}
            style={
              index === current ? { outline: '2px solid var(--mantine-color-blue-7)', outlineOffset: 2 } : undefined
            }
          >
            {index + 1}
          </Button>
        ))}
      </SimpleGrid>
      <Stack gap={2} aria-label={t('assessments.engine.legend')} role="list">
        {(Object.keys(COLORS) as PaletteState[]).map((state) => (
          <Group key={state} gap={6} role="listitem">
            <Badge size="sm" circle {...COLORS[state]} aria-hidden>
              {' '}
            </Badge>
            <Text size="xs">{label(state)}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

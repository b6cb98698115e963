import { Progress, Stack, Text } from '@mantine/core';

interface ExportProgressProps {
  done: number;
  total: number;
  /** What is being prepared, for a screen reader ("Preparing the download of Asha"). */
  label: string;
  /** The parts ready, in words ("3 of 9 parts ready"). */
  valueText: string;
}

/** Parts of a download ready so far out of all of them; a moving bar until the job knows how many. */
export function ExportProgress({ done, total, label, valueText }: ExportProgressProps) {
  const known = total > 0;
  return (
    <Stack gap={4}>
      <Progress.Root
        size="lg"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? done : undefined}
        aria-valuetext={known ? valueText : undefined}
      >
        <Progress.Section value={known ? (100 * done) / total : 100} animated={!known} withAria={false} />
      </Progress.Root>
      {known && (
        <Text size="xs" c="dimmed" aria-hidden>
          {valueText}
        </Text>
      )}
    </Stack>
  );
}

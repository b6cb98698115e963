import { Button, CloseButton, Group, List, Stack, Text } from '@mantine/core';
import { IconCamera, IconFileTypePdf } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';

export interface Chosen {
  id: string;
  file: File;
}

/**
 * The two ways a file of work comes in: photos from the phone's camera (several at once; `capture`
 * opens the camera on a phone, the file chooser elsewhere) and a PDF. Each button opens its own input.
 */
export function WorkPickers({ onAdd, disabled }: { onAdd: (files: FileList | null) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const hintId = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const pdfInput = useRef<HTMLInputElement>(null);
  const take = (e: React.ChangeEvent<HTMLInputElement>) => {
    onAdd(e.currentTarget.files);
    // The same photo may be chosen again after it was removed.
    e.currentTarget.value = '';
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" id={hintId}>
        {t('handins.learner.photosHint')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <input
          ref={photoInput}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          hidden
          data-testid="handin-photos"
          onChange={take}
        />
        <input ref={pdfInput} type="file" accept="application/pdf" hidden data-testid="handin-pdf" onChange={take} />
        <Button
          variant="light"
          leftSection={<IconCamera size={18} aria-hidden />}
          onClick={() => photoInput.current?.click()}
          aria-describedby={hintId}
          disabled={disabled}
        >
          {t('handins.learner.addPhotos')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          onClick={() => pdfInput.current?.click()}
          disabled={disabled}
        >
          {t('handins.learner.addPdf')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The files to hand in, each with a button that removes it. */
export function ChosenFiles({
  chosen,
  onRemove,
  disabled,
}: {
  chosen: readonly Chosen[];
  onRemove: (id: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (chosen.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} id={headingId}>
        {t('handins.learner.chosen')}
      </Text>
      <List listStyleType="none" spacing={4} aria-labelledby={headingId}>
        {chosen.map((c) => (
          <List.Item key={c.id}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {c.file.name}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('handins.learner.remove', { name: c.file.name })}
                onClick={() => onRemove(c.id)}
                disabled={disabled}
              />
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

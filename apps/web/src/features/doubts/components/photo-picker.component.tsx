import { DOUBT_PHOTOS_MAX, type DoubtPhotoData } from '@esc/contracts';
import { Button, CloseButton, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/error-message';
import '../doubts.strings';

/**
 * Photos for a doubt or an answer: the phone's camera opens at once (`capture`), each photo is
 * made smaller and sent as soon as it is taken, and can be taken off again before the doubt goes.
 */
export function PhotoPicker({
  photos,
  onChange,
  upload,
}: {
  photos: readonly DoubtPhotoData[];
  onChange: (photos: DoubtPhotoData[]) => void;
  upload: (file: File) => Promise<DoubtPhotoData>;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function picked(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      onChange([...photos, await upload(file)]);
    } catch (error) {
      setProblem(`${t('doubts.form.photoError')} ${errorMessage(error, t)}`);
    } finally {
      setBusy(false);
    }
  }

  const full = photos.length >= DOUBT_PHOTOS_MAX;
  return (
    <Stack gap={6}>
      <FileButton
        accept="image/*"
        capture="environment"
        disabled={busy || full}
        inputProps={{ 'data-testid': 'doubt-photo-input' } as Record<string, string>}
        onChange={(file) => void picked(file ?? undefined)}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconCamera size={18} aria-hidden />}
            aria-describedby={`${inputId}-hint`}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('doubts.form.photo')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" id={`${inputId}-hint`}>
        {t('doubts.form.photoHint', { max: DOUBT_PHOTOS_MAX })}
      </Text>
      {busy && <Loader size="sm" aria-label={t('doubts.form.uploading')} />}
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {photos.length > 0 && (
        <Group gap="xs">
          {photos.map((photo, i) => (
            <Stack key={photo.key} gap={2} align="center">
              <Image src={photo.url} alt="" w={72} h={72} fit="cover" radius="sm" />
              <CloseButton
                aria-label={t('doubts.form.removePhoto', { n: i + 1 })}
                onClick={() => onChange(photos.filter((p) => p.key !== photo.key))}
              />
            </Stack>
          ))}
        </Group>
      )}
    </Stack>
  );
}

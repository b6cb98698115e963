import type { Handin } from '@esc/contracts';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

/** A hand-in's photos (shown, each opening full size) and PDFs (links), and its typed text. */
export function WorkFiles({ handin, showEmptyText = false }: { handin: Handin; showEmptyText?: boolean }) {
  const { t } = useTranslation();
  const photos = handin.files.filter((f) => f.content_type.startsWith('image/'));
  const pdfs = handin.files.filter((f) => !f.content_type.startsWith('image/'));
  return (
    <Stack gap="xs">
      {handin.text ? (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{handin.text}</Text>
      ) : (
        showEmptyText && <Text c="dimmed">{t('handins.teacher.noText')}</Text>
      )}
      {photos.length > 0 && (
        <Group gap="xs" wrap="wrap">
          {photos.map((f) => (
            <Anchor key={f.key} href={f.url} target="_blank" rel="noopener noreferrer">
              <Image src={f.url} alt={f.name} w={140} h={140} fit="cover" radius="sm" />
            </Anchor>
          ))}
        </Group>
      )}
      {pdfs.map((f) => (
        <Anchor key={f.key} href={f.url} target="_blank" rel="noopener noreferrer">
          <Group gap={4} wrap="nowrap">
            <IconFileTypePdf size={18} aria-hidden />
            <span style={{ overflowWrap: 'anywhere' }}>{f.name}</span>
          </Group>
        </Anchor>
      ))}
    </Stack>
  );
}

import { HANDIN_FILES_MAX, HANDIN_TEXT_MAX } from '@esc/contracts';
import { Alert, Button, CloseButton, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { IconCamera, IconFileTypePdf } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { uploadWork, useHandIn } from '../api/handins.api';
import { compressPhoto } from '../utils/compress-photo';

interface Chosen {
  id: string;
  file: File;
}

/**
 * The learner's hand-in: photos taken with the phone's camera (made smaller on the device), a PDF, or
 * typed text. Each file goes up through the upload call, then the hand-in names them with a client-made
 * id, so pressing again after a lost answer counts once.
 */
export function HandInForm({ assignId, itemId }: { assignId: number; itemId: string }) {
  const { t } = useTranslation();
  const ids = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const pdfInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const clientId = useRef(crypto.randomUUID());
  const handIn = useHandIn();

  const add = (files: FileList | null) => {
    if (!files) return;
    const next = [...chosen, ...[...files].map((file) => ({ id: crypto.randomUUID(), file }))];
    setProblem(next.length > HANDIN_FILES_MAX ? t('handins.learner.tooMany', { max: HANDIN_FILES_MAX }) : null);
    setChosen(next.slice(0, HANDIN_FILES_MAX));
  };

  async function submit() {
    if (chosen.length === 0 && !text.trim()) {
      setProblem(t('handins.learner.nothing'));
      return;
    }
    setProblem(null);
    try {
      const keys: string[] = [];
      setProgress({ done: 0, total: chosen.length });
      for (const [i, c] of chosen.entries()) {
        const isPhoto = c.file.type.startsWith('image/');
        const { blob, name } = isPhoto ? await compressPhoto(c.file) : { blob: c.file, name: c.file.name };
        keys.push(await uploadWork(assignId, itemId, blob, name));
        setProgress({ done: i + 1, total: chosen.length });
      }
      await handIn.mutateAsync({
        assign_id: assignId,
        learnlist_item_id: itemId,
        client_handin_id: clientId.current,
        files: keys,
        text: text.trim() || null,
      });
      clientId.current = crypto.randomUUID();
      setChosen([]);
      setText('');
    } catch (err) {
      setProblem(t('handins.learner.failed', { message: isApiError(err) ? err.message : String(err) }));
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null || handIn.isPending;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id={`${ids}-hint`}>
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
          onChange={(e) => {
            add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
        <input
          ref={pdfInput}
          type="file"
          accept="application/pdf"
          hidden
          data-testid="handin-pdf"
          onChange={(e) => {
            add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
        <Button
          variant="light"
          leftSection={<IconCamera size={18} aria-hidden />}
          onClick={() => photoInput.current?.click()}
          aria-describedby={`${ids}-hint`}
          disabled={busy}
        >
          {t('handins.learner.addPhotos')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          onClick={() => pdfInput.current?.click()}
          disabled={busy}
        >
          {t('handins.learner.addPdf')}
        </Button>
      </Group>
      {chosen.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} id={`${ids}-chosen`}>
            {t('handins.learner.chosen')}
          </Text>
          <List listStyleType="none" spacing={4} aria-labelledby={`${ids}-chosen`}>
            {chosen.map((c) => (
              <List.Item key={c.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {c.file.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('handins.learner.remove', { name: c.file.name })}
                    onClick={() => setChosen((all) => all.filter((x) => x.id !== c.id))}
                    disabled={busy}
                  />
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Textarea
        label={t('handins.learner.text')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={HANDIN_TEXT_MAX}
        rows={3}
        disabled={busy}
      />
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void submit()} loading={busy}>
          {t('handins.learner.handIn')}
        </Button>
        {progress && progress.total > 0 && (
          <Text size="sm" role="status">
            {t('handins.learner.sending', progress)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

import { HANDIN_FILES_MAX, HANDIN_TEXT_MAX } from '@esc/contracts';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useHandInOutbox } from '../api/handin-outbox';
import { uploadWork } from '../api/handins.api';
import { compressPhoto } from '../../../lib/compress-photo';
import { ChosenFiles, WorkPickers, type Chosen } from './work-pickers.component';

/**
 * The learner's hand-in: photos taken with the phone's camera (made smaller on the device), a PDF, or
 * typed text. Each file goes up through the upload call (that needs the link), then the hand-in names
 * them with a client-made id and waits in the outbox until the server has it: a dropped link after the
 * uploads loses nothing, and a hand-in sent twice counts once.
 */
export function HandInForm({ assignId, itemId }: { assignId: number; itemId: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const clientId = useRef(crypto.randomUUID());
  const owner = useSession()?.uuid ?? '';
  const outbox = useHandInOutbox(owner, assignId, itemId);

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
      outbox.send({
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
      // Only an upload fails here: the hand-in itself waits in the outbox.
      setProblem(t('handins.learner.uploadFailed', { message: isApiError(err) ? err.message : String(err) }));
    } finally {
      setProgress(null);
    }
  }

  const refused = outbox.outcome?.kind === 'refused' ? outbox.outcome.error : null;
  if (outbox.pending.length > 0) {
    return (
      <Alert color="blue" variant="light" role="status" data-testid="handin-waiting">
        {navigator.onLine ? t('handins.learner.sendingHandIn') : t('handins.learner.waitingOffline')}
      </Alert>
    );
  }
  const busy = progress !== null;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('handins.learner.linkNote')}
      </Text>
      <WorkPickers onAdd={add} disabled={busy} />
      <ChosenFiles
        chosen={chosen}
        onRemove={(id) => setChosen((all) => all.filter((x) => x.id !== id))}
        disabled={busy}
      />
      <Textarea
        label={t('handins.learner.text')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={HANDIN_TEXT_MAX}
        rows={3}
        disabled={busy}
      />
      {refused !== null && (
        <Alert color="red" variant="light" role="alert">
          {t('handins.learner.failed', { message: isApiError(refused) ? refused.message : String(refused) })}
        </Alert>
      )}
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

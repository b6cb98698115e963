import { DOUBT_TEXT_MAX, type AskDoubtBody, type DoubtPhotoData } from '@esc/contracts';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { AskDoubtTarget } from '../../../components/ask-doubt/ask-doubt.context';
import { errorMessage } from '../../../lib/error-message';
import { uploadDoubtPhoto, useAskDoubt } from '../api/doubts.api';
import { PhotoPicker } from './photo-picker.component';
import '../doubts.strings';

function bodyOf(target: AskDoubtTarget, text: string, photos: readonly DoubtPhotoData[]): AskDoubtBody {
  const photoKeys = photos.map((p) => p.key);
  const common = { about: target.about, doubt_text: text, photos: photoKeys };
  if (target.about === 'content') return { ...common, content_id: target.contentId };
  if (target.about === 'chapter') return { ...common, syllabus_id: target.syllabusId };
  return { ...common, attempt_id: target.attemptId, question_id: target.questionId };
}

/**
 * The learner's form to ask about one chapter, lesson or test question: words, and photos taken with
 * the phone's camera. The server finds the teachers; its refusal (no teacher of the subject, a test
 * still open) is shown in its words.
 */
export function AskDoubtForm({ target, onDone }: { target: AskDoubtTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const ask = useAskDoubt();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<DoubtPhotoData[]>([]);
  const [missing, setMissing] = useState(false);

  function send() {
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    ask.mutate(bodyOf(target, text.trim(), photos), { onSuccess: onDone });
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ask-doubt-heading">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="ask-doubt-heading" style={{ overflowWrap: 'anywhere' }}>
            {t('doubts.form.heading', { title: target.title })}
          </Title>
          <Textarea
            label={t('doubts.form.text')}
            description={t('doubts.form.textHint', { count: text.length, max: DOUBT_TEXT_MAX })}
            value={text}
            maxLength={DOUBT_TEXT_MAX}
            rows={4}
            required
            error={missing && !text.trim() ? t('doubts.form.required') : undefined}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <PhotoPicker photos={photos} onChange={setPhotos} upload={uploadDoubtPhoto} />
          {ask.isError && (
            <Text c="red.8" role="alert">
              {t('doubts.form.error')} {errorMessage(ask.error, t)}
            </Text>
          )}
          <Group gap="sm">
            <Button type="submit" loading={ask.isPending}>
              {t('doubts.form.submit')}
            </Button>
            <Button variant="subtle" onClick={onDone}>
              {t('doubts.form.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

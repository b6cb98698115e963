import { DOUBT_TEXT_MAX, type DoubtPhotoData, type DoubtView } from '@esc/contracts';
import { Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/error-message';
import { uploadAnswerImage, useAnswerDoubt } from '../api/doubts.api';
import { PhotoPicker } from './photo-picker.component';
import '../doubts.strings';

/** The teacher's answer to one doubt: words, photos of the school's uploads, a content item, or several. */
export function AnswerDoubtForm({ doubt, onDone }: { doubt: DoubtView; onDone: () => void }) {
  const { t } = useTranslation();
  const answer = useAnswerDoubt();
  const [text, setText] = useState(doubt.answer?.answer_text ?? '');
  const [photos, setPhotos] = useState<DoubtPhotoData[]>(doubt.answer?.photos ?? []);
  const [contentId, setContentId] = useState<number | ''>(doubt.answer?.content_id ?? '');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        answer.mutate(
          {
            doubt_id: doubt.doubt_id,
            answer_text: text.trim(),
            photos: photos.map((p) => p.key),
            ...(contentId === '' ? {} : { content_id: contentId }),
          },
          { onSuccess: onDone },
        );
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('doubts.queue.answerText')}
          value={text}
          maxLength={DOUBT_TEXT_MAX}
          rows={4}
          data-autofocus
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <PhotoPicker photos={photos} onChange={setPhotos} upload={uploadAnswerImage} />
        <NumberInput
          label={t('doubts.queue.contentId')}
          description={t('doubts.queue.contentIdHint')}
          value={contentId}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          onChange={(value) => setContentId(typeof value === 'number' ? value : '')}
        />
        {answer.isError && (
          <Text c="red.8" role="alert">
            {t('doubts.queue.error')} {errorMessage(answer.error, t)}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={answer.isPending}>
            {t('doubts.queue.send')}
          </Button>
          <Button variant="subtle" onClick={onDone}>
            {t('doubts.queue.close')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

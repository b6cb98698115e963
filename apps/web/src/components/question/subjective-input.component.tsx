import { Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import classes from './question.module.css';
import { uploadAnswerPhoto } from './photo-upload.api';
import type { QuestionFace, QuestionResponse } from './question-types';

const MAX_PHOTOS = 5;

interface SubjectiveInputProps {
  question: QuestionFace;
  response: QuestionResponse;
  onChange: (response: QuestionResponse) => void;
  disabled?: boolean;
  /** The question's number and stem, naming the answer's group. */
  labelledBy?: string;
  /** Links of photos already uploaded (from the server), by key; new uploads add theirs. */
  photoUrls?: Record<string, string>;
}

/** A written answer: typed text, and photos of work written on paper (uploaded as they are added). */
export function SubjectiveInput({
  question,
  response,
  onChange,
  disabled,
  labelledBy,
  photoUrls = {},
}: SubjectiveInputProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [urls, setUrls] = useState<Record<string, string>>(photoUrls);
  const text = response?.text ?? '';
  const keys = response?.image_keys ?? [];
  const emit = (nextText: string, nextKeys: string[]) =>
    onChange(nextText.trim() === '' && nextKeys.length === 0 ? null : { text: nextText, image_keys: nextKeys });

  async function add(file: File | null) {
    if (!file) return;
    setUploading(true);
    setFailed(false);
    try {
      const uploaded = await uploadAnswerPhoto(file, `answers/q${question.question_id}`);
      setUrls((current) => ({ ...current, [uploaded.key]: uploaded.signed_url }));
      emit(text, [...keys, uploaded.key]);
    } catch {
      setFailed(true);
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap="xs" mt="xs" role="group" aria-labelledby={labelledBy}>
      <Textarea
        label={t('question.typedAnswer')}
        rows={5}
        maxLength={20_000}
        value={text}
        disabled={disabled}
        onChange={(event) => emit(event.currentTarget.value, keys)}
      />
      <Text size="sm" fw={500} id={`photos-${question.question_id}`}>
        {t('question.photos')}
      </Text>
      <Group gap="sm" aria-labelledby={`photos-${question.question_id}`} role="group">
        {keys.map((key, index) => (
          <Stack key={key} gap={4} align="center">
            {urls[key] ? (
              <img
                className={classes.figure}
                src={urls[key]}
                alt={t('question.photoAlt', { n: index + 1 })}
                width={96}
              />
            ) : (
              <Text size="xs">{t('question.photoAlt', { n: index + 1 })}</Text>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={disabled}
              onClick={() =>
                emit(
                  text,
                  keys.filter((k) => k !== key),
                )
              }
            >
              {t('question.removePhoto', { n: index + 1 })}
            </Button>
          </Stack>
        ))}
      </Group>
      {keys.length < MAX_PHOTOS ? (
        <FileButton onChange={(file) => void add(file)} accept="image/*" disabled={disabled || uploading}>
          {(props) => (
            <Button {...props} variant="light" w="fit-content" loading={uploading}>
              {t('question.addPhoto')}
            </Button>
          )}
        </FileButton>
      ) : (
        <Text size="sm">{t('question.photoTooMany', { max: MAX_PHOTOS })}</Text>
      )}
      <div aria-live="polite">
        {uploading && <Text size="sm">{t('question.uploading')}</Text>}
        {failed && (
          <Text size="sm" c="red">
            {t('question.uploadFailed')}
          </Text>
        )}
      </div>
    </Stack>
  );
}

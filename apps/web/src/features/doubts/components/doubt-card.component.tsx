import type { DoubtPhoto, DoubtView } from '@esc/contracts';
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { appLanguage, formatDateTime } from '../../../lib/date-format';
import '../doubts.strings';

const when = (at: string) => formatDateTime(at, appLanguage());

function Photos({ photos, alt }: { photos: readonly DoubtPhoto[]; alt: (n: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <Group gap="xs">
      {photos.map((photo, i) => (
        <Anchor key={photo.key} href={photo.url} target="_blank" rel="noreferrer">
          <Image src={photo.url} alt={alt(i + 1)} w={96} h={96} fit="cover" radius="sm" />
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * One doubt as its reader sees it: what it is about, the words and photos asked with, whether it is
 * answered, and the answer (words, photos, a linked lesson). `actions` holds a teacher's answer button;
 * `hideAsker` leaves out the asker's name on a learner's own list.
 */
export function DoubtCard({
  doubt,
  actions,
  hideAsker,
}: {
  doubt: DoubtView;
  actions?: ReactNode;
  hideAsker?: boolean;
}) {
  const { t } = useTranslation();
  const answered = doubt.status === 'answered';
  const headingId = `doubt-${doubt.doubt_id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId} data-testid="doubt-card">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {t(`doubts.about.${doubt.about}`)}: {doubt.about_title}
          </Text>
          <Badge color={answered ? '#1f6f33' : '#8a4b00'} variant="filled">
            {t(`doubts.status.${doubt.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[doubt.subject_name, doubt.section_name].filter(Boolean).join(' · ')} ·{' '}
          {t('doubts.askedAt', { when: when(doubt.asked_at) })}
          {doubt.learner_name && !hideAsker && ` · ${t('doubts.askedBy', { name: doubt.learner_name })}`}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{doubt.doubt_text}</Text>
        <Photos photos={doubt.photos} alt={(n) => t('doubts.photoAlt', { n })} />
        {doubt.answer && (
          <Stack gap={4} p="sm" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8 }}>
            <Text fw={600} size="sm">
              {doubt.answer.teacher_name
                ? t('doubts.answerBy', { name: doubt.answer.teacher_name })
                : t('doubts.answer')}{' '}
              · {t('doubts.answeredAt', { when: when(doubt.answer.answered_at) })}
            </Text>
            {doubt.answer.answer_text && (
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="doubt-answer">
                {doubt.answer.answer_text}
              </Text>
            )}
            <Photos photos={doubt.answer.photos} alt={(n) => t('doubts.answerPhotoAlt', { n })} />
            {doubt.answer.content_id !== null && (
              <Anchor component={Link} to={`/content-player/${doubt.answer.content_id}`}>
                {t('doubts.openContent', { title: doubt.answer.content_title ?? doubt.answer.content_id })}
              </Anchor>
            )}
          </Stack>
        )}
        {actions}
      </Stack>
    </Card>
  );
}

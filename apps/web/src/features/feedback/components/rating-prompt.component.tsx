import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { UserRatingBody } from '@esc/contracts';
import { postUserRating, userRatingKey } from '../api/user-rating.api';
import '../feedback.strings';

const STARS = [1, 2, 3, 4, 5] as const;
const COMMENT_MAX = 1000;

/**
 * The app-rating prompt (spec 002 §4.7) on the dashboard: shown when the server says to ask (it
 * applies the 72-hour and 60-day rule on its own clock). "Not now" records the ask, so it waits.
 */
export default function RatingPrompt({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [stars, setStars] = useState<string>('');
  const [comment, setComment] = useState('');
  const [thanked, setThanked] = useState(false);
  const state = useQuery({
    queryKey: userRatingKey(uuid),
    queryFn: ({ signal }) => postUserRating({}, signal),
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (body: UserRatingBody) => postUserRating(body),
    onSuccess: (data, body) => {
      queryClient.setQueryData(userRatingKey(uuid), data);
      if (body.rating !== undefined) setThanked(true);
    },
  });

  if (thanked) {
    return (
      <Alert role="status" color="green" mb="md" withCloseButton onClose={() => setThanked(false)}>
        {t('feedback.rating.thanks')}
      </Alert>
    );
  }
  if (!state.data?.show_prompt) return null;

  return (
    <Paper component="section" withBorder p="md" mb="md" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (stars) save.mutate({ rating: Number(stars), comment: comment.trim() || undefined });
        }}
      >
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {t('feedback.rating.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('feedback.rating.intro')}
            </Text>
          </div>
          <Radio.Group value={stars} onChange={setStars} label={t('feedback.rating.stars')}>
            <Group gap="md" mt={4}>
              {STARS.map((n) => (
                <Radio key={n} value={String(n)} label={t('feedback.rating.star', { count: n })} />
              ))}
            </Group>
          </Radio.Group>
          {stars !== '' && (
            <Textarea
              label={t('feedback.rating.comment')}
              value={comment}
              maxLength={COMMENT_MAX}
              rows={2}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
          )}
          {save.isError && (
            <Alert color="red" role="alert">
              {t('feedback.rating.saveError')}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              type="submit"
              disabled={stars === ''}
              loading={save.isPending && save.variables?.rating !== undefined}
            >
              {t('feedback.rating.submit')}
            </Button>
            <Button
              type="button"
              variant="subtle"
              onClick={() => save.mutate({ asked: true })}
              loading={save.isPending && save.variables?.asked === true}
            >
              {t('feedback.rating.notNow')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

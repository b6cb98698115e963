import type { BookmarkItem } from '@esc/contracts';
import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useSetBookmark } from '../../../components/bookmark';
import { formatDay } from '../../../lib/date-format';

/** Where a bookmark opens; null while that part of the product has no screen yet. */
export function bookmarkHref(item: BookmarkItem): string | null {
  if (item.kind === 'content') {
    const query = new URLSearchParams();
    if (item.syllabus_id) query.set('syllabusId', String(item.syllabus_id));
    if (item.group_id) query.set('groupId', String(item.group_id));
    const qs = query.toString();
    return `/content-player/${encodeURIComponent(item.item_id)}${qs ? `?${qs}` : ''}`;
  }
  if (item.kind === 'syllabus') return `/student-syllabus/${encodeURIComponent(item.item_id)}`;
  // A recording of a live class opens its player (the live classes' /play-live-class).
  if (item.kind === 'recorded_lecture') return `/play-live-class?video_id=${encodeURIComponent(item.item_id)}`;
  return null;
}

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDay(date, language);
}

export function BookmarkItemRow({ item }: { item: BookmarkItem }) {
  const { t, i18n } = useTranslation();
  const remove = useSetBookmark();
  const fallback =
    item.kind === 'question'
      ? t('bookmarks.questionItem', { id: item.item_id })
      : item.kind === 'paper'
        ? t('bookmarks.paperItem', { id: item.item_id })
        : item.kind === 'recorded_lecture'
          ? t('bookmarks.lectureItem', { id: item.item_id })
          : t('bookmarks.untitled', { id: item.item_id });
  const title = item.title?.trim() || fallback;
  const href = bookmarkHref(item);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" data-testid="bookmark-item">
      <Stack gap={2} miw={0}>
        {href ? (
          <Anchor component={Link} to={href} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Anchor>
        ) : (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {[item.group_name, t('bookmarks.bookmarkedOn', { date: formatDate(item.bookmarked_on, i18n.language) })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t('bookmarks.removeItem', { title })}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate({
            target: { kind: item.kind, itemId: item.item_id, title: item.title, syllabusId: item.syllabus_id },
            state: false,
          })
        }
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

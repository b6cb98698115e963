import type { ContentItem } from '@esc/contracts';
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { BookmarkButton } from '../../../components/bookmark';
import { contentKind, contentKindLabelKey, useDurationText } from '../../../components/content-kind';
import { CONTENT_KIND_ICONS } from '../../../components/content-kind/content-kind-icons';
import { contentPlayerPath } from '../utils/syllabus-paths';

interface ContentItemRowProps {
  item: ContentItem;
  /** The node the list is under: the player gets it with the group. */
  syllabusId: number;
  /** A line above the row (every row but the first). */
  divided?: boolean;
  /** Beside the bookmark, e.g. the learner's progress on a learning path. */
  trailing?: ReactNode;
}

/** One content item: kind icon, title, kind and duration, a bookmark toggle; opens the player. */
export function ContentItemRow({ item, syllabusId, divided = false, trailing }: ContentItemRowProps) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const kind = contentKind(item.content_kind);
  const KindIcon = CONTENT_KIND_ICONS[kind];
  const kindLabel = t(contentKindLabelKey(kind));
  const duration = durationText(item.total_media_time);
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      py="xs"
      data-testid="content-item"
      style={divided ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        <KindIcon size={20} />
      </ThemeIcon>
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Anchor
          component={Link}
          to={contentPlayerPath(item.content_id, syllabusId, item.group_id)}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="content-item-link"
        >
          {item.content_title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {duration ? `${kindLabel} · ${duration}` : kindLabel}
        </Text>
      </Stack>
      {trailing}
      <BookmarkButton
        kind="content"
        itemId={item.content_id}
        title={item.content_title}
        syllabusId={item.syllabus_id}
        groupId={item.group_id}
        groupName={item.group_name}
        compact
      />
    </Group>
  );
}

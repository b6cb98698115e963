import { UserType } from '@esc/domain';
import { ActionIcon, Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useSession } from '../../lib/session';
import { bookmarkStatusQueryOptions, type StatusKind } from './bookmark.api';
import { useSetBookmark } from './use-set-bookmark.hook';
import './bookmark.strings';

export interface BookmarkButtonProps {
  kind: StatusKind;
  itemId: string | number;
  title: string;
  syllabusId?: number | null;
  groupId?: number | null;
  groupName?: string | null;
  /** Known state (e.g. from a list answer): no status request is made. */
  initialBookmarked?: boolean;
  /** Icon only (lists); the accessible name stays "Bookmark" / "Remove bookmark". */
  compact?: boolean;
}

/** A toggle that bookmarks content or a syllabus node (chapter, topic) for the signed-in person. */
export function BookmarkButton(props: BookmarkButtonProps) {
  const session = useSession();
  // Guests cannot keep bookmarks (the calls need a signed-in person).
  if (!session || session.user_type_id === UserType.Guest) return null;
  return <BookmarkToggle {...props} />;
}

function BookmarkToggle({
  kind,
  itemId,
  title,
  syllabusId,
  groupId,
  groupName,
  initialBookmarked,
  compact = false,
}: BookmarkButtonProps) {
  const { t } = useTranslation();
  const id = String(itemId);
  const status = useQuery({
    ...bookmarkStatusQueryOptions(kind, id),
    enabled: initialBookmarked === undefined,
    ...(initialBookmarked === undefined ? {} : { initialData: initialBookmarked }),
  });
  const setBookmark = useSetBookmark();
  const bookmarked = status.data === true;
  const label = bookmarked ? t('bookmarks.remove') : t('bookmarks.add');
  const loading = status.isPending && status.fetchStatus === 'fetching';
  const toggle = () =>
    setBookmark.mutate({ target: { kind, itemId: id, title, syllabusId, groupId, groupName }, state: !bookmarked });
  const Icon = bookmarked ? IconBookmarkFilled : IconBookmark;
  const common = {
    'aria-pressed': bookmarked,
    'aria-busy': loading || undefined,
    disabled: loading,
    onClick: toggle,
    'data-testid': `bookmark-${kind}-${id}`,
  };
  if (compact) {
    return (
      <ActionIcon variant={bookmarked ? 'filled' : 'default'} size="lg" aria-label={label} title={label} {...common}>
        <Icon size={18} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button variant={bookmarked ? 'filled' : 'default'} leftSection={<Icon size={18} aria-hidden />} {...common}>
      {label}
    </Button>
  );
}

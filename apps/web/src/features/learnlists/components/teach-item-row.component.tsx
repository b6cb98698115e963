import type { ContentItem } from '@esc/contracts';
import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconExternalLink, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contentKind, contentKindLabelKey, useDurationText } from '../../../components/content-kind';
import { useTeachingClassContext } from '../hooks/use-teaching-class.hook';
import type { TeachingList } from '../hooks/use-teaching-list.hook';
import { itemTypeOfContent } from '../utils/item-kind';
import classes from './learnlists.module.css';
import { DANGER_COLOUR } from './colours';
import '../class-recap.strings';

/** One content of the catalogue on the teaching screen: one tap adds it to the list, one removes it. */
export function TeachItemRow({ content, list }: { content: ContentItem; list: TeachingList }) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const type = itemTypeOfContent(content);
  const key = `${type}:${content.content_id}`;
  const added = list.added.get(key);
  const busy = list.pending.has(key);
  const kind = t(contentKindLabelKey(contentKind(content.content_kind)));
  const duration = durationText(content.total_media_time);
  const title = content.content_title;
  // Add and Remove take each other's place: the one that appears takes the focus, so a keyboard
  // stays in the row instead of falling back to the top of the page.
  const addRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const tapped = useRef(false);
  const isAdded = !!added;
  useEffect(() => {
    if (!tapped.current) return;
    tapped.current = false;
    (isAdded ? removeRef : addRef).current?.focus();
  }, [isAdded]);
  return (
    <li className={classes.row} data-testid="teach-item">
      <div className={classes.grow}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {[kind, duration, content.group_name].filter(Boolean).join(' · ')}
        </Text>
      </div>
      <OpenItem content={content} title={title} type={type} />
      {added ? (
        <>
          <ThemeIcon variant="default" color="teal" radius="xl" size="md" aria-hidden>
            <IconCheck size={16} />
          </ThemeIcon>
          <Button
            variant="subtle"
            color={DANGER_COLOUR}
            size="sm"
            leftSection={<IconX size={16} aria-hidden />}
            loading={busy}
            aria-label={t('learnlists.teach.removeItem', { title })}
            ref={removeRef}
            onClick={() => {
              tapped.current = true;
              void list.remove(added);
            }}
          >
            {t('learnlists.teach.remove')}
          </Button>
        </>
      ) : (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={busy}
          disabled={list.full}
          aria-label={t('learnlists.teach.addItem', { title })}
          ref={addRef}
          onClick={() => {
            tapped.current = true;
            void list.add(
              {
                learnlist_item_id: content.content_id,
                learnlist_item_type: type,
                syllabus_id: content.syllabus_id,
                syllabus_mapping_id: content.syllabus_mapping_id,
                group_id: content.group_id,
              },
              title,
            );
          }}
        >
          {t('learnlists.teach.add')}
        </Button>
      )}
    </li>
  );
}

/**
 * Opens the content in a new tab (the teaching screen stays as it was); while a live class is taught,
 * what is opened is added to its recap (issue 10 §5).
 */
function OpenItem({ content, title, type }: { content: ContentItem; title: string; type: 1 | 12 }) {
  const { t } = useTranslation();
  const teaching = useTeachingClassContext();
  return (
    <Button
      component="a"
      href={`/content-player/${content.content_id}`}
      target="_blank"
      rel="noopener"
      variant="default"
      size="sm"
      leftSection={<IconExternalLink size={16} aria-hidden />}
      aria-label={t('classRecap.openItem', { title })}
      onClick={() =>
        void teaching?.opened(
          {
            learnlist_item_id: content.content_id,
            learnlist_item_type: type,
            syllabus_id: content.syllabus_id,
            syllabus_mapping_id: content.syllabus_mapping_id,
            group_id: content.group_id,
          },
          title,
        )
      }
    >
      {t('classRecap.open')}
    </Button>
  );
}

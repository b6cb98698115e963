import type { ClassRecapItem, ContentItem } from '@esc/contracts';
import { Button, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { contentKind, contentKindLabelKey, useDurationText } from '../../../components/content-kind';
import { useTeachingClassContext } from '../hooks/use-teaching-class.hook';
import type { TeachingList } from '../hooks/use-teaching-list.hook';
import { itemTypeOfContent } from '../utils/item-kind';
import classes from './learnlists.module.css';
import { TeachAddToggle } from './teach-add-toggle.component';
import '../class-recap.strings';

/** One content of the catalogue on the teaching screen: one tap adds it to the list, one removes it. */
export function TeachItemRow({ content, list }: { content: ContentItem; list: TeachingList }) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const kind = t(contentKindLabelKey(contentKind(content.content_kind)));
  const duration = durationText(content.total_media_time);
  const title = content.content_title;
  const input: ClassRecapItem = {
    learnlist_item_id: content.content_id,
    learnlist_item_type: itemTypeOfContent(content),
    syllabus_id: content.syllabus_id,
    syllabus_mapping_id: content.syllabus_mapping_id,
    group_id: content.group_id,
  };
  return (
    <li className={classes.row} data-testid="teach-item">
      <div className={classes.grow}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {[kind, duration, content.group_name].filter(Boolean).join(' · ')}
        </Text>
      </div>
      <OpenItem content={content} title={title} input={input} />
      <TeachAddToggle input={input} title={title} list={list} />
    </li>
  );
}

/**
 * Opens the content in a new tab (the teaching screen stays as it was); while a live class is taught,
 * what is opened is added to its recap.
 */
function OpenItem({ content, title, input }: { content: ContentItem; title: string; input: ClassRecapItem }) {
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
      onClick={() => void teaching?.opened(input, title)}
    >
      {t('classRecap.open')}
    </Button>
  );
}

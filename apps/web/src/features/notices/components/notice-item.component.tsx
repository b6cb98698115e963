import type { Notice } from '@esc/contracts';
import { Anchor, Badge, Card, Collapse, List, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconPaperclip } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useMarkNoticeRead } from '../api/notices.api';
import classes from './notices.module.css';
import { appLanguage, formatDateTime } from '../../../lib/date-format';

export const noticeTime = (at: string) => formatDateTime(at, appLanguage());

/** A notice's heading: its title, or the start of its text. */
export const noticeHeading = (n: Pick<Notice, 'notice_title' | 'notice_text'>) =>
  n.notice_title?.trim() || (n.notice_text.length > 80 ? `${n.notice_text.slice(0, 79)}…` : n.notice_text);

interface NoticeItemProps {
  notice: Notice;
  /** Opened at first (the notice a notification links to). */
  initiallyOpen?: boolean;
  /** Whether opening marks it read (the reader's own board). */
  marksRead?: boolean;
}

/** One notice: its heading opens the text and files; opening an unread notice marks it read. */
export function NoticeItem({ notice, initiallyOpen = false, marksRead = true }: NoticeItemProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useId();
  const mark = useMarkNoticeRead();
  const unread = marksRead && !notice.is_read;
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread && !mark.isPending) mark.mutate(notice.notice_id);
  };
  // The notice a notification opened is read: marked once, when it first shows.
  const markedOnOpen = useRef(false);
  useEffect(() => {
    if (!initiallyOpen || !unread || markedOnOpen.current) return;
    markedOnOpen.current = true;
    mark.mutate(notice.notice_id);
  }, [initiallyOpen, unread, mark, notice.notice_id]);

  return (
    <Card withBorder padding="md" component="article" className={unread ? classes.unread : undefined}>
      {/* The accordion pattern: the heading holds the button, the button only phrasing content. */}
      <h3 className={classes.title}>
        <UnstyledButton onClick={toggle} aria-expanded={open} aria-controls={bodyId} className={classes.heading}>
          <span className={classes.headingRow}>
            <span className={classes.headingText}>
              <span className={classes.titleLine}>
                {unread && (
                  <Badge component="span" color="blue" size="sm">
                    {t('notices.unread')}
                  </Badge>
                )}{' '}
                <span className={unread ? classes.titleUnread : undefined}>{noticeHeading(notice)}</span>
              </span>
              <span className={classes.meta}>
                {t('notices.from', { name: notice.author_name })} · {noticeTime(notice.publish_at)} ·{' '}
                {notice.audience_label}
              </span>
            </span>
            <IconChevronDown aria-hidden className={open ? classes.chevronOpen : classes.chevron} />
          </span>
        </UnstyledButton>
      </h3>
      <Collapse expanded={open} id={bodyId}>
        <Stack gap="sm" mt="sm">
          <Text className={classes.text}>{notice.notice_text}</Text>
          {notice.attachments.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {t('notices.attachments')}
              </Text>
              <List spacing={4} size="sm" icon={<IconPaperclip size={16} aria-hidden />}>
                {notice.attachments.map((file) => (
                  <List.Item key={file.key}>
                    <Anchor
                      href={file.url}
                      download={file.name}
                      aria-label={t('notices.download', { name: file.name })}
                    >
                      {file.name}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          {mark.isError && (
            <Text size="sm" c="red" role="alert">
              {t('notices.markError')}
            </Text>
          )}
        </Stack>
      </Collapse>
    </Card>
  );
}

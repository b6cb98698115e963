import type { ContentDetail } from '@esc/contracts';
import { Box, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import classes from './frame-viewer.module.css';

interface FrameViewerProps {
  content: ContentDetail;
  src: string;
}

/**
 * HTML activities and games in a sandboxed frame: scripts run, but the frame gets an opaque origin
 * (no allow-same-origin), so it cannot read the app's storage or session.
 */
export function FrameViewer({ content, src }: FrameViewerProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <Text size="sm" c="dimmed" mb="xs">
        {t('player.frame.hint')}
      </Text>
      <iframe
        className={content.content_kind === 'game' ? classes.game : classes.frame}
        src={src}
        sandbox="allow-scripts"
        title={t('player.frame.title', { title: content.content_title })}
        data-testid="content-frame"
        referrerPolicy="no-referrer"
      />
    </Box>
  );
}
